import { consoleApi } from '../features/console/console-api.server.ts';
import { consoleMeta } from '../features/console/console-meta.ts';
import { readConsoleForm } from '../features/console/console-post.server.ts';
import { answerNoticePost } from '../features/console/notices/notice-actions.server.ts';
import { NoticeForm } from '../features/console/notices/notice-form.tsx';
import { newNoticeValues } from '../features/console/notices/notice-form-values.ts';
import { callAsOperator, requireOperator } from '../features/console/operator-session.server.ts';
import type { Route } from './+types/admin-notice-new';

export const meta: Route.MetaFunction = () => consoleMeta('お知らせを作成');

/** `editorial:write`: a new notice; saved, it goes on to its own page to be previewed. */
export async function loader(args: Route.LoaderArgs) {
  await requireOperator(args, 'editorial:write');
  const sections = await callAsOperator(args, () => consoleApi(args.context).getNoticeSections());
  return { sections, values: newNoticeValues(new Date()) };
}

export async function action(args: Route.ActionArgs) {
  const form = await readConsoleForm(args.request);
  if (form instanceof Response) return form;
  await requireOperator(args, 'editorial:write');
  return callAsOperator(args, () => answerNoticePost(form, consoleApi(args.context), null));
}

export default function AdminNoticeNew({ loaderData, actionData }: Route.ComponentProps) {
  const refused = actionData?.kind === 'save_refused' ? actionData : undefined;
  return (
    <div className="console-page">
      <h1 className="console-page__title">お知らせを作成</h1>
      <NoticeForm
        values={refused?.values ?? loaderData.values}
        sections={loaderData.sections}
        errors={refused?.errors ?? {}}
        formError={refused?.formError ?? (actionData?.kind === 'refused' ? actionData.message : null)}
        answer={actionData}
        isNew
      />
    </div>
  );
}
