import { ActionOutcome } from '../features/console/action-outcome.tsx';
import { consoleApi } from '../features/console/console-api.server.ts';
import { consoleMeta } from '../features/console/console-meta.ts';
import { readConsoleForm } from '../features/console/console-post.server.ts';
import { answerGenresPost } from '../features/console/genres/genre-actions.server.ts';
import { CreateGenreForm, CreateGroupForm } from '../features/console/genres/genre-forms.tsx';
import { GenreGroupSection } from '../features/console/genres/genre-group-section.tsx';
import { callAsOperator, requireOperator } from '../features/console/operator-session.server.ts';
import type { Route } from './+types/admin-genres';

export const meta: Route.MetaFunction = () => consoleMeta('ジャンル');

/** `catalogue:read` to look (every role); the forms only for `catalogue:write` (管理者, 編成). */
export async function loader(args: Route.LoaderArgs) {
  const me = await requireOperator(args, 'catalogue:read');
  const groups = await callAsOperator(args, () => consoleApi(args.context).getGenreGroups());
  return { groups, canWrite: me.permissions.includes('catalogue:write') };
}

export async function action(args: Route.ActionArgs) {
  const form = await readConsoleForm(args.request);
  if (form instanceof Response) return form;
  await requireOperator(args, 'catalogue:write');
  return callAsOperator(args, () => answerGenresPost(form, consoleApi(args.context)));
}

export default function AdminGenres({ loaderData, actionData }: Route.ComponentProps) {
  const { groups, canWrite } = loaderData;
  return (
    <div className="console-page">
      <h1 className="console-page__title">ジャンル</h1>
      <p>グループとジャンルは、この順に視聴者の画面（ジャンル一覧、作品のジャンル）に並びます。</p>
      <ActionOutcome answer={actionData} />
      {canWrite ? (
        <section aria-labelledby="create-heading" className="console-section">
          <h2 id="create-heading" className="console-section-heading">
            追加
          </h2>
          <CreateGroupForm refused={actionData?.kind === 'create_group_refused' ? actionData : undefined} />
          <CreateGenreForm
            groups={groups}
            refused={actionData?.kind === 'create_genre_refused' ? actionData : undefined}
          />
        </section>
      ) : null}
      {groups.length === 0 ? <p role="status">ジャンルグループはまだありません。</p> : null}
      {groups.map((group, index) => (
        <GenreGroupSection key={group.id} group={group} groups={groups} index={index} canWrite={canWrite} />
      ))}
    </div>
  );
}
