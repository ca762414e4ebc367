import { loadCollectionPage } from '../features/console/collections/collection-page.server.ts';
import { CollectionPage } from '../features/console/collections/collection-page.tsx';
import { consoleMeta } from '../features/console/console-meta.ts';
import { answerEditorialPost } from '../features/console/editorial-post.server.ts';
import { answerFeaturePost } from '../features/console/features/feature-actions.server.ts';
import { FeatureForm } from '../features/console/features/feature-form.tsx';
import { featureValuesOf } from '../features/console/features/feature-form-values.ts';
import { formAfterPost } from '../features/console/form-after-post.ts';
import { requireIdParam, routeIdOf } from '../lib/route-param-check.server.ts';
import type { Route } from './+types/admin-feature';

export const middleware = [requireIdParam];

export const meta: Route.MetaFunction = ({ loaderData }) => consoleMeta(loaderData?.collection.name ?? '特集');

/**
 * `catalogue:read` to look (every role): the form, the titles in order, and the preview at a chosen time;
 * `editorial:write` to change.
 */
export function loader(args: Route.LoaderArgs) {
  return loadCollectionPage(args, routeIdOf(args.context), (api, id, at) => api.getFeature(id, at ? { at } : {}));
}

export function action(args: Route.ActionArgs) {
  return answerEditorialPost(args, (form, api) => answerFeaturePost(form, api, routeIdOf(args.context)));
}

export default function AdminFeature({ loaderData, actionData }: Route.ComponentProps) {
  const { collection: feature, canWrite } = loaderData;
  return (
    <CollectionPage
      {...loaderData}
      noun="特集"
      listPath="/admin/features"
      name={feature.name}
      answer={actionData}
      viewerPath="/"
      viewerLabel="ホーム（視聴者の画面）"
    >
      <FeatureForm
        {...formAfterPost(actionData, featureValuesOf(feature))}
        readOnly={!canWrite}
        submitLabel="保存する"
      />
    </CollectionPage>
  );
}
