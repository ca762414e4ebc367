import { Link } from 'react-router';
import { DATETIME_REQUIRED, fromJapanInput, toJapanInput } from '../features/console/catalogue/japan-datetime.ts';
import { ConfirmAction } from '../features/console/confirm-action.tsx';
import { consoleApi } from '../features/console/console-api.server.ts';
import { consoleMeta } from '../features/console/console-meta.ts';
import { readConsoleForm } from '../features/console/console-post.server.ts';
import { answerNoticePost } from '../features/console/notices/notice-actions.server.ts';
import { NoticeForm } from '../features/console/notices/notice-form.tsx';
import { NOTICE_INTENTS, noticeFormValuesOf } from '../features/console/notices/notice-form-values.ts';
import { NoticePreview } from '../features/console/notices/notice-preview.tsx';
import { callAsOperator, requireOperator } from '../features/console/operator-session.server.ts';
import { NoticeArticle } from '../features/notices/notice-article.tsx';
import { UrgentNoticeBanner } from '../features/notices/urgent-notice-banner.tsx';
import { requireIdParam, routeIdOf } from '../lib/route-param-check.server.ts';
import type { Route } from './+types/admin-notice';

export const middleware = [requireIdParam];

export const meta: Route.MetaFunction = () => consoleMeta('お知らせ');

/**
 * `catalogue:read`: the notice, and the preview at a chosen time (`?at=`, Japan time; its publication time
 * at first) as viewers see it then; `editorial:write` edits and deletes (confirmed).
 */
export async function loader(args: Route.LoaderArgs) {
  const operator = await requireOperator(args, 'catalogue:read');
  const id = routeIdOf(args.context);
  const search = new URL(args.request.url).searchParams;
  const api = consoleApi(args.context);
  const notice = await callAsOperator(args, () => api.getAdminNotice(id));
  const at = search.get('at') ?? toJapanInput(notice.published_at);
  const instant = fromJapanInput(at);
  const atError =
    at.trim() === '' ? DATETIME_REQUIRED : Number.isNaN(Date.parse(instant)) ? '日時を正しく入力してください。' : null;
  const [sections, preview] = await callAsOperator(args, () =>
    Promise.all([api.getNoticeSections(), atError ? null : api.previewAdminNotice(id, instant)]),
  );
  return {
    notice,
    sections,
    preview,
    at,
    atErrors: atError ? { at: atError } : {},
    created: search.get('created') === '1',
    canWrite: operator.permissions.includes('editorial:write'),
  };
}

export async function action(args: Route.ActionArgs) {
  const form = await readConsoleForm(args.request);
  if (form instanceof Response) return form;
  await requireOperator(args, 'editorial:write');
  return callAsOperator(args, () => answerNoticePost(form, consoleApi(args.context), routeIdOf(args.context)));
}

export default function AdminNotice({ loaderData, actionData }: Route.ComponentProps) {
  const { notice, sections, preview, at, atErrors, created, canWrite } = loaderData;
  const refused = actionData?.kind === 'save_refused' ? actionData : undefined;
  return (
    <div className="console-page">
      <p>
        <Link to="/admin/notices">お知らせの一覧へ</Link>
      </p>
      <h1 className="console-page__title">{notice.title}</h1>
      {created && !actionData ? (
        <p className="console-alert" role="status">
          お知らせを作成しました。下のプレビューで、視聴者への見え方を日時を指定して確認できます。
        </p>
      ) : null}
      {actionData?.kind === 'done' || actionData?.kind === 'refused' ? (
        <p
          className={actionData.kind === 'done' ? 'console-alert' : 'console-alert console-alert--error'}
          role="status"
        >
          {actionData.message}
        </p>
      ) : null}
      <section aria-labelledby="notice-preview-heading" className="console-section">
        <h2 id="notice-preview-heading" className="console-section-heading">
          プレビュー
        </h2>
        <NoticePreview at={at} errors={atErrors} preview={preview}>
          {preview ? <UrgentNoticeBanner notice={preview.banner} serverTime={preview.at} /> : null}
          {preview && preview.state !== 'scheduled' ? <NoticeArticle notice={preview.notice} /> : null}
        </NoticePreview>
      </section>
      {canWrite ? (
        <section aria-labelledby="notice-form-heading" className="console-section">
          <h2 id="notice-form-heading" className="console-section-heading">
            編集
          </h2>
          <NoticeForm
            values={refused?.values ?? noticeFormValuesOf(notice)}
            sections={sections}
            errors={refused?.errors ?? {}}
            formError={refused?.formError ?? null}
            answer={actionData}
            isNew={false}
          />
          <ConfirmAction
            label="お知らせを削除"
            question={`「${notice.title}」を削除しますか？視聴者には表示されなくなり、元に戻せません。`}
            confirmLabel="削除する"
            fields={{ intent: NOTICE_INTENTS.delete }}
          />
        </section>
      ) : null}
    </div>
  );
}
