import { loadCollectionPage } from '../features/console/collections/collection-page.server.ts';
import { CollectionPage } from '../features/console/collections/collection-page.tsx';
import { consoleMeta } from '../features/console/console-meta.ts';
import { answerEditorialPost } from '../features/console/editorial-post.server.ts';
import { formAfterPost } from '../features/console/form-after-post.ts';
import { answerLandingPost } from '../features/console/landings/landing-actions.server.ts';
import { LandingForm } from '../features/console/landings/landing-form.tsx';
import { landingValuesOf } from '../features/console/landings/landing-form-values.ts';
import { requireIdParam, routeIdOf } from '../lib/route-param-check.server.ts';
import type { Route } from './+types/admin-landing';

export const middleware = [requireIdParam];

export const meta: Route.MetaFunction = ({ loaderData }) =>
  consoleMeta(loaderData?.collection.heading ?? 'ランディングページ');

/**
 * `catalogue:read` to look (every role): a dynamic landing page's form, its titles in order, and the preview at
 * a chosen time; `editorial:write` to change.
 */
export function loader(args: Route.LoaderArgs) {
  return loadCollectionPage(args, routeIdOf(args.context), (api, id, at) =>
    api.getDynamicLanding(id, at ? { at } : {}),
  );
}

export function action(args: Route.ActionArgs) {
  return answerEditorialPost(args, (form, api) => answerLandingPost(form, api, routeIdOf(args.context)));
}

export default function AdminLanding({ loaderData, actionData }: Route.ComponentProps) {
  const { collection: landing, canWrite } = loaderData;
  return (
    <CollectionPage
      {...loaderData}
      noun="ランディングページ"
      listPath="/admin/landings"
      name={landing.heading}
      answer={actionData}
      viewerPath={`/lp/${landing.slug}`}
      viewerLabel={`/lp/${landing.slug}（視聴者の画面）`}
    >
      <LandingForm
        {...formAfterPost(actionData, landingValuesOf(landing))}
        readOnly={!canWrite}
        submitLabel="保存する"
      />
    </CollectionPage>
  );
}
