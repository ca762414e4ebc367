import { Link } from 'react-router';
import { createEpisodeFromForm } from '../features/console/catalogue/episode-actions.server.ts';
import { EpisodeForm } from '../features/console/catalogue/episode-form.tsx';
import { newEpisodeValues } from '../features/console/catalogue/episode-form-values.ts';
import { loadTitleEpisodes, nextEpisodeNumber } from '../features/console/catalogue/episode-page.server.ts';
import { consoleApi } from '../features/console/console-api.server.ts';
import { consoleMeta } from '../features/console/console-meta.ts';
import { readConsoleForm } from '../features/console/console-post.server.ts';
import { formAfterPost } from '../features/console/form-after-post.ts';
import { callAsOperator, requireOperator } from '../features/console/operator-session.server.ts';
import { requireIdParam, routeIdOf } from '../lib/route-param-check.server.ts';
import type { Route } from './+types/admin-episode-new';

export const middleware = [requireIdParam];

export const meta: Route.MetaFunction = () => consoleMeta('エピソードを追加');

/** `catalogue:write`: a new episode of the title, created as a draft. */
export async function loader(args: Route.LoaderArgs) {
  await requireOperator(args, 'catalogue:write');
  const { title, episodes } = await loadTitleEpisodes(args, routeIdOf(args.context));
  return { title: { id: title.id, name: title.name }, nextNumber: nextEpisodeNumber(episodes) };
}

export async function action(args: Route.ActionArgs) {
  const form = await readConsoleForm(args.request);
  if (form instanceof Response) return form;
  await requireOperator(args, 'catalogue:write');
  return callAsOperator(args, () => createEpisodeFromForm(form, consoleApi(args.context), routeIdOf(args.context)));
}

export default function AdminEpisodeNew({ loaderData, actionData }: Route.ComponentProps) {
  const { title, nextNumber } = loaderData;
  return (
    <div className="console-page">
      <p>
        <Link to={`/admin/titles/${title.id}`}>「{title.name}」へ戻る</Link>
      </p>
      <h1 className="console-page__title">エピソードを追加</h1>
      <p>「{title.name}」のエピソードを下書きとして作成します。公開するまで、視聴者には表示されません。</p>
      <EpisodeForm
        {...formAfterPost(actionData, newEpisodeValues(nextNumber))}
        readOnly={false}
        submitLabel="下書きとして作成"
      />
    </div>
  );
}
