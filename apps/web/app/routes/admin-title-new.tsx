import { Link } from 'react-router';
import { createTitleFromForm } from '../features/console/catalogue/title-actions.server.ts';
import { TitleForm } from '../features/console/catalogue/title-form.tsx';
import { loadTitleFormChoices } from '../features/console/catalogue/title-form-choices.server.ts';
import { EMPTY_TITLE_FORM } from '../features/console/catalogue/title-form-values.ts';
import { consoleApi } from '../features/console/console-api.server.ts';
import { consoleMeta } from '../features/console/console-meta.ts';
import { readConsoleForm } from '../features/console/console-post.server.ts';
import { formAfterPost } from '../features/console/form-after-post.ts';
import { callAsOperator, requireOperator } from '../features/console/operator-session.server.ts';
import type { Route } from './+types/admin-title-new';

export const meta: Route.MetaFunction = () => consoleMeta('作品を作成');

/** `catalogue:write` (管理者, 編成): a new title, created as a draft no viewer sees until it is published. */
export async function loader(args: Route.LoaderArgs) {
  await requireOperator(args, 'catalogue:write');
  return loadTitleFormChoices(args);
}

export async function action(args: Route.ActionArgs) {
  const form = await readConsoleForm(args.request);
  if (form instanceof Response) return form;
  await requireOperator(args, 'catalogue:write');
  return callAsOperator(args, () => createTitleFromForm(form, consoleApi(args.context)));
}

export default function AdminTitleNew({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="console-page">
      <p>
        <Link to="/admin/titles">作品の一覧へ戻る</Link>
      </p>
      <h1 className="console-page__title">作品を作成</h1>
      <p>作品は下書きとして作成されます。エピソードを加えて公開するまで、視聴者には表示されません。</p>
      <TitleForm
        {...formAfterPost(actionData, EMPTY_TITLE_FORM)}
        genreGroups={loaderData.genreGroups}
        tags={loaderData.tags}
        readOnly={false}
        submitLabel="下書きとして作成"
      />
    </div>
  );
}
