import { planLabel } from '@hanabi/contract';
import { Link } from 'react-router';
import { ActionOutcome } from '../features/console/action-outcome.tsx';
import { ConfirmAction } from '../features/console/confirm-action.tsx';
import { consoleApi } from '../features/console/console-api.server.ts';
import { formatJapanDateTime } from '../features/console/console-format.ts';
import { consoleMeta } from '../features/console/console-meta.ts';
import { readConsoleForm } from '../features/console/console-post.server.ts';
import { callAsOperator, requireOperator } from '../features/console/operator-session.server.ts';
import { GrantForm } from '../features/console/support/grant-form.tsx';
import { answerMemberPost } from '../features/console/support/member-actions.server.ts';
import { MemberDetail } from '../features/console/support/member-detail.tsx';
import { INTENT_FIELD, MEMBER_INTENTS } from '../features/console/support/support-answer.ts';
import { requireIdParam, routeIdOf } from '../lib/route-param-check.server.ts';
import type { Route } from './+types/admin-member';

export const middleware = [requireIdParam];

export const meta: Route.MetaFunction = () => consoleMeta('会員');

/** `members:read`: the member, read-only; ending sessions with `members:sessions`, grants with `grants:small`. */
export async function loader(args: Route.LoaderArgs) {
  const me = await requireOperator(args, 'members:read');
  const member = await callAsOperator(args, () => consoleApi(args.context).getMember(routeIdOf(args.context)));
  return {
    member,
    canEndSessions: me.permissions.includes('members:sessions'),
    canGrant: me.permissions.includes('grants:small'),
  };
}

export async function action(args: Route.ActionArgs) {
  const form = await readConsoleForm(args.request);
  if (form instanceof Response) return form;
  await requireOperator(args, 'members:read');
  return callAsOperator(args, () => answerMemberPost(form, routeIdOf(args.context), consoleApi(args.context)));
}

export default function AdminMember({ loaderData, actionData }: Route.ComponentProps) {
  const { member: page, canEndSessions, canGrant } = loaderData;
  const { member, sessions } = page;
  return (
    <div className="console-page">
      <p>
        <Link to="/admin/members">会員の検索へ</Link>
      </p>
      <h1 className="console-page__title">会員 {member.id}</h1>
      <dl className="console-facts">
        <dt>メールアドレス</dt>
        <dd>
          {member.email}
          {member.email_confirmed_at === null ? '（未確認）' : ''}
        </dd>
        <dt>フェスタID</dt>
        <dd>{member.festa_user_id}</dd>
        <dt>プラン</dt>
        <dd>{member.plan_id === null ? '未入会' : planLabel(member.plan_id)}</dd>
        <dt>登録日時</dt>
        <dd>{formatJapanDateTime(member.registered_at)}</dd>
      </dl>
      <ActionOutcome answer={actionData} />
      <section aria-labelledby="member-sessions-heading" className="console-section">
        <h2 id="member-sessions-heading" className="console-section-heading">
          ログイン中の端末（{sessions.length}件）
        </h2>
        <ul>
          {sessions.map((session) => (
            <li key={session.started_at}>
              {formatJapanDateTime(session.started_at)} にログイン（{formatJapanDateTime(session.expires_at)} まで有効）
            </li>
          ))}
        </ul>
        {canEndSessions && sessions.length > 0 ? (
          <ConfirmAction
            label="すべての端末からログアウトさせる"
            question="この会員をすべての端末からログアウトさせます。会員はもう一度ログインする必要があります。よろしいですか？"
            confirmLabel="ログアウトさせる"
            fields={{ [INTENT_FIELD]: MEMBER_INTENTS.revokeSessions }}
          />
        ) : null}
      </section>
      {canGrant ? (
        <section aria-labelledby="member-grant-heading" className="console-section">
          <h2 id="member-grant-heading" className="console-section-heading">
            ポイント・チケットを付与
          </h2>
          <GrantForm key={page.grants.length} answer={actionData} />
        </section>
      ) : null}
      <MemberDetail member={page} />
    </div>
  );
}
