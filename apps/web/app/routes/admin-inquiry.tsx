import { INQUIRY_STATUS_LABELS } from '@hanabi/contract';
import { Link } from 'react-router';
import { ActionOutcome } from '../features/console/action-outcome.tsx';
import { consoleApi } from '../features/console/console-api.server.ts';
import { consoleMeta } from '../features/console/console-meta.ts';
import { readConsoleForm } from '../features/console/console-post.server.ts';
import { callAsOperator, requireOperator } from '../features/console/operator-session.server.ts';
import { answerInquiryPost } from '../features/console/support/inquiry-actions.server.ts';
import { InquiryStateForm, InquiryTextForm } from '../features/console/support/inquiry-forms.tsx';
import { InquiryThread } from '../features/console/support/inquiry-thread.tsx';
import { requireIdParam, routeIdOf } from '../lib/route-param-check.server.ts';
import type { Route } from './+types/admin-inquiry';

export const middleware = [requireIdParam];

export const meta: Route.MetaFunction = () => consoleMeta('お問い合わせ');

/** `inquiries:read` to read the thread; status, assignee, notes and replies for `inquiries:write`. */
export async function loader(args: Route.LoaderArgs) {
  const me = await requireOperator(args, 'inquiries:read');
  const api = consoleApi(args.context);
  const id = routeIdOf(args.context);
  const [inquiry, assignees] = await callAsOperator(args, () =>
    Promise.all([api.getInquiry(id), api.getInquiryAssignees()]),
  );
  return { inquiry, assignees, canWrite: me.permissions.includes('inquiries:write') };
}

export async function action(args: Route.ActionArgs) {
  const form = await readConsoleForm(args.request);
  if (form instanceof Response) return form;
  await requireOperator(args, 'inquiries:write');
  return callAsOperator(args, () => answerInquiryPost(form, routeIdOf(args.context), consoleApi(args.context)));
}

export default function AdminInquiry({ loaderData, actionData }: Route.ComponentProps) {
  const { inquiry, assignees, canWrite } = loaderData;
  return (
    <div className="console-page">
      <p>
        <Link to="/admin/inquiries">お問い合わせの一覧へ</Link>
      </p>
      <h1 className="console-page__title">お問い合わせ 受付番号 {inquiry.id}</h1>
      <p>
        対応状況: {INQUIRY_STATUS_LABELS[inquiry.status]}　担当者: {inquiry.assignee?.name ?? '未割り当て'}
        {inquiry.member_id === null ? null : (
          <Link to={`/admin/members/${inquiry.member_id}`}>会員 {inquiry.member_id} の情報</Link>
        )}
      </p>
      <ActionOutcome answer={actionData} />
      {canWrite ? (
        <section aria-labelledby="inquiry-state-heading" className="console-section">
          <h2 id="inquiry-state-heading" className="console-section-heading">
            対応状況と担当者
          </h2>
          <InquiryStateForm key={`${inquiry.status}-${inquiry.assignee?.id}`} inquiry={inquiry} assignees={assignees} />
        </section>
      ) : (
        <p className="console-alert console-alert--warning">あなたの権限ではお問い合わせを閲覧のみできます。</p>
      )}
      <section aria-labelledby="inquiry-thread-heading" className="console-section">
        <h2 id="inquiry-thread-heading" className="console-section-heading">
          やりとり
        </h2>
        <InquiryThread inquiry={inquiry} />
      </section>
      {canWrite ? (
        <section aria-labelledby="inquiry-reply-heading" className="console-section">
          <h2 id="inquiry-reply-heading" className="console-section-heading">
            返信とメモ
          </h2>
          {inquiry.status === 'closed' ? (
            <p>完了したお問い合わせには返信できません。返信するときは、対応状況を「対応中」に戻してください。</p>
          ) : (
            <InquiryTextForm key={`reply-${inquiry.messages.length}`} kind="reply" answer={actionData} />
          )}
          <InquiryTextForm key={`note-${inquiry.messages.length}`} kind="note" answer={actionData} />
        </section>
      ) : null}
    </div>
  );
}
