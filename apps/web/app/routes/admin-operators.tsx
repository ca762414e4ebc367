import { Pager } from '../components/pager.tsx';
import { ActionOutcome } from '../features/console/action-outcome.tsx';
import { consoleApi } from '../features/console/console-api.server.ts';
import { consoleMeta } from '../features/console/console-meta.ts';
import { readConsoleForm } from '../features/console/console-post.server.ts';
import { callAsOperator, requireOperator } from '../features/console/operator-session.server.ts';
import { InviteForm } from '../features/console/operators/invite-form.tsx';
import { answerOperatorsPost } from '../features/console/operators/operator-actions.server.ts';
import { OperatorsTable } from '../features/console/operators/operators-table.tsx';
import { SetupLinkPanel } from '../features/console/operators/setup-link-panel.tsx';
import { parsePageParam } from '../lib/route-params.ts';
import type { Route } from './+types/admin-operators';

export const meta: Route.MetaFunction = () => consoleMeta('オペレーター');

/** 管理者 only (`operators:manage`): every operator, 20 a page. */
export async function loader(args: Route.LoaderArgs) {
  const me = await requireOperator(args, 'operators:manage');
  const page = parsePageParam(new URL(args.request.url).searchParams.get('page'));
  const operators = await callAsOperator(args, () => consoleApi(args.context).getOperators({ page }));
  return { myId: me.id, operators };
}

export async function action(args: Route.ActionArgs) {
  const form = await readConsoleForm(args.request);
  if (form instanceof Response) return form;
  await requireOperator(args, 'operators:manage');
  return callAsOperator(args, () => answerOperatorsPost(form, consoleApi(args.context)));
}

export default function AdminOperators({ loaderData, actionData }: Route.ComponentProps) {
  const { myId, operators } = loaderData;
  return (
    <div className="console-page">
      <h1 className="console-page__title">オペレーター</h1>
      {actionData?.kind === 'setup_link' ? <SetupLinkPanel link={actionData.link} reason={actionData.reason} /> : null}
      <ActionOutcome answer={actionData} />
      <section aria-labelledby="invite-heading" className="console-section">
        <h2 id="invite-heading" className="console-section-heading">
          オペレーターを招待
        </h2>
        <InviteForm refused={actionData?.kind === 'invite_refused' ? actionData : undefined} />
      </section>
      <section aria-labelledby="operators-heading" className="console-section">
        <h2 id="operators-heading" className="console-section-heading">
          オペレーターの一覧（{operators.pagination.total}人）
        </h2>
        {operators.items.length > 0 ? (
          <OperatorsTable operators={operators.items} myId={myId} />
        ) : (
          <p role="status">このページに表示するオペレーターはいません。</p>
        )}
        <Pager pagination={operators.pagination} param="page" label="オペレーターの一覧のページ" />
      </section>
    </div>
  );
}
