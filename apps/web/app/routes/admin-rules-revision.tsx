import { Link } from 'react-router';
import { ConfirmAction } from '../features/console/confirm-action.tsx';
import { consoleApi } from '../features/console/console-api.server.ts';
import { formatJapanDateTime } from '../features/console/console-format.ts';
import { consoleMeta } from '../features/console/console-meta.ts';
import { answerEditorialPost } from '../features/console/editorial-post.server.ts';
import { formAfterPost } from '../features/console/form-after-post.ts';
import { callAsOperator, requireOperator } from '../features/console/operator-session.server.ts';
import { answerRulesRevisionPost } from '../features/console/rules/rules-actions.server.ts';
import { japanDayOf, RULES_DOCUMENT_PAGES, revisionStateOf } from '../features/console/rules/rules-documents.ts';
import { RULES_INTENTS } from '../features/console/rules/rules-draft-values.ts';
import { RulesRevisionForm } from '../features/console/rules/rules-revision-form.tsx';
import { parseRulesBody } from '../features/legal/rules-body.ts';
import { RulesDocumentView, RulesLead } from '../features/legal/rules-document.tsx';
import { formatJapanDate } from '../lib/format.ts';
import { requireIdParam, routeIdOf } from '../lib/route-param-check.server.ts';
import type { Route } from './+types/admin-rules-revision';

export const middleware = [requireIdParam];

export const meta: Route.MetaFunction = () => consoleMeta('規約の改定');

/**
 * `catalogue:read`: a revision, its state and its text drawn as the viewer's page draws it (the preview);
 * `editorial:write` edits a draft, deletes it and publishes it, each of the last two confirmed. A published
 * revision is read-only, kept for ever (decision 0055).
 */
export async function loader(args: Route.LoaderArgs) {
  const operator = await requireOperator(args, 'catalogue:read');
  const revision = await callAsOperator(args, () => consoleApi(args.context).getRulesRevision(routeIdOf(args.context)));
  return {
    revision,
    state: revisionStateOf(revision, japanDayOf(new Date())),
    created: new URL(args.request.url).searchParams.get('created') === '1',
    canWrite: operator.permissions.includes('editorial:write'),
  };
}

export function action(args: Route.ActionArgs) {
  return answerEditorialPost(args, (form, api) => answerRulesRevisionPost(form, api, routeIdOf(args.context)));
}

export default function AdminRulesRevision({ loaderData, actionData }: Route.ComponentProps) {
  const { revision, state, created, canWrite } = loaderData;
  const { name, path } = RULES_DOCUMENT_PAGES[revision.document];
  const effectiveOn = formatJapanDate(revision.effective_on);
  const isDraft = revision.published_at === null;
  const body = parseRulesBody(revision.body);
  return (
    <div className="console-page">
      <p>
        <Link to={`/admin/rules?document=${revision.document}`}>{name}の改定の一覧へ</Link>
      </p>
      <h1 className="console-page__title">
        {name}（{effectiveOn}施行）
      </h1>
      <p>
        状態: <strong>{state}</strong>
        {revision.published_at ? `（${formatJapanDateTime(revision.published_at)}に公開）` : null}
        {revision.author ? `・作成者: ${revision.author}` : null}
      </p>
      {created && !actionData ? (
        <p className="console-alert" role="status">
          下書きを作成しました。プレビューを確認してから公開してください。
        </p>
      ) : null}
      {actionData?.kind === 'done' || actionData?.kind === 'refused' ? (
        <p
          className={actionData.kind === 'done' ? 'console-alert' : 'console-alert console-alert--error'}
          role={actionData.kind === 'done' ? 'status' : 'alert'}
        >
          {actionData.message}
        </p>
      ) : null}
      {isDraft ? null : (
        <p className="console-alert console-alert--warning">
          公開済みの改定は変更も削除もできません。変更するときは新しい改定を作成してください。
        </p>
      )}
      {canWrite && isDraft ? (
        <section aria-labelledby="rules-publish-heading" className="console-section">
          <h2 id="rules-publish-heading" className="console-section-heading">
            公開
          </h2>
          <div className="console-actions">
            <ConfirmAction
              label={`${effectiveOn}施行で公開`}
              question={`この改定を公開しますか？${effectiveOn}から${path}に表示されます。公開すると本文も施行日も変更できず、削除もできません。`}
              confirmLabel="公開する"
              fields={{ intent: RULES_INTENTS.publish, effective_on: revision.effective_on }}
            />
            <ConfirmAction
              label="下書きを削除"
              question="この下書きを削除しますか？元に戻せません。"
              confirmLabel="削除する"
              fields={{ intent: RULES_INTENTS.delete }}
            />
          </div>
        </section>
      ) : null}
      <section aria-labelledby="rules-preview-heading" className="console-section">
        <h2 id="rules-preview-heading" className="console-section-heading">
          プレビュー
        </h2>
        <section className="console-preview info-page" aria-label="視聴者の画面">
          {body.lead.length > 0 ? (
            <p className="list-header__lead">
              <RulesLead lines={body.lead} />
            </p>
          ) : null}
          <RulesDocumentView body={body} table={{ heading: '販売条件の表示', caption: name }} />
        </section>
      </section>
      {canWrite && isDraft ? (
        <section aria-labelledby="rules-form-heading" className="console-section">
          <h2 id="rules-form-heading" className="console-section-heading">
            下書きの編集
          </h2>
          <RulesRevisionForm
            {...formAfterPost(actionData, { body: revision.body, effective_on: revision.effective_on })}
            isNew={false}
          />
        </section>
      ) : null}
    </div>
  );
}
