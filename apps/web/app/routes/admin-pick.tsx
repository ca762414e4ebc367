import { loadCollectionPage } from '../features/console/collections/collection-page.server.ts';
import { CollectionPage } from '../features/console/collections/collection-page.tsx';
import { consoleMeta } from '../features/console/console-meta.ts';
import { answerEditorialPost } from '../features/console/editorial-post.server.ts';
import { formAfterPost } from '../features/console/form-after-post.ts';
import { answerPickPost } from '../features/console/picks/pick-actions.server.ts';
import { PickForm } from '../features/console/picks/pick-form.tsx';
import { pickValuesOf } from '../features/console/picks/pick-form-values.ts';
import { requireIdParam, routeIdOf } from '../lib/route-param-check.server.ts';
import type { Route } from './+types/admin-pick';

export const middleware = [requireIdParam];

export const meta: Route.MetaFunction = ({ loaderData }) =>
  consoleMeta(loaderData?.collection.name ?? '編集部のおすすめ');

/**
 * `catalogue:read` to look (every role): a list of picks' form, its titles in order, and its state at a chosen
 * time; `editorial:write` to change.
 */
export function loader(args: Route.LoaderArgs) {
  return loadCollectionPage(args, routeIdOf(args.context), (api, id, at) => api.getEditorPick(id, at ? { at } : {}));
}

export function action(args: Route.ActionArgs) {
  return answerEditorialPost(args, (form, api) => answerPickPost(form, api, routeIdOf(args.context)));
}

export default function AdminPick({ loaderData, actionData }: Route.ComponentProps) {
  const { collection: pick, canWrite } = loaderData;
  return (
    <CollectionPage
      {...loaderData}
      noun="編集部のおすすめ"
      listPath="/admin/picks"
      name={pick.name}
      answer={actionData}
      viewerPath="/"
      viewerLabel="ホーム（視聴者の画面）"
    >
      <PickForm {...formAfterPost(actionData, pickValuesOf(pick))} readOnly={!canWrite} submitLabel="保存する" />
    </CollectionPage>
  );
}
