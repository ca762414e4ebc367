import { ActionOutcome } from '../features/console/action-outcome.tsx';
import { answerTagsPost } from '../features/console/catalogue/tag-actions.server.ts';
import { TagNameForm, TagsTable } from '../features/console/catalogue/tags-table.tsx';
import { consoleApi } from '../features/console/console-api.server.ts';
import { consoleMeta } from '../features/console/console-meta.ts';
import { readConsoleForm } from '../features/console/console-post.server.ts';
import { callAsOperator, requireOperator } from '../features/console/operator-session.server.ts';
import type { Route } from './+types/admin-tags';

export const meta: Route.MetaFunction = () => consoleMeta('タグ');

/** `catalogue:read`: every tag and how many titles carry it; create, rename and merge with `catalogue:write`. */
export async function loader(args: Route.LoaderArgs) {
  const operator = await requireOperator(args, 'catalogue:read');
  const tags = await callAsOperator(args, () => consoleApi(args.context).getAdminTags());
  return { tags, canWrite: operator.permissions.includes('catalogue:write') };
}

export async function action(args: Route.ActionArgs) {
  const form = await readConsoleForm(args.request);
  if (form instanceof Response) return form;
  await requireOperator(args, 'catalogue:write');
  return callAsOperator(args, () => answerTagsPost(form, consoleApi(args.context)));
}

export default function AdminTags({ loaderData, actionData }: Route.ComponentProps) {
  const { tags, canWrite } = loaderData;
  const refused = actionData?.kind === 'name_refused' ? actionData : undefined;
  return (
    <div className="console-page">
      <h1 className="console-page__title">タグ</h1>
      <ActionOutcome answer={actionData} />
      {canWrite ? (
        <section aria-labelledby="tag-new-heading" className="console-section">
          <h2 id="tag-new-heading" className="console-section-heading">
            タグを作成
          </h2>
          <TagNameForm tagId={0} current="" refused={refused} />
        </section>
      ) : (
        <p className="console-alert console-alert--warning">あなたの権限ではタグを閲覧のみできます。</p>
      )}
      <section aria-labelledby="tags-heading" className="console-section">
        <h2 id="tags-heading" className="console-section-heading">
          タグの一覧（{tags.length}件）
        </h2>
        {tags.length > 0 ? (
          <TagsTable tags={tags} canWrite={canWrite} refused={refused} />
        ) : (
          <p role="status">タグはまだありません。</p>
        )}
      </section>
    </div>
  );
}
