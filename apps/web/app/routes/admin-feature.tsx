import { loadCollectionPage } from '../features/console/collections/collection-page.server.ts';
import { CollectionPage } from '../features/console/collections/collection-page.tsx';
import { consoleApi } from '../features/console/console-api.server.ts';
import { consoleMeta } from '../features/console/console-meta.ts';
import { readConsoleForm } from '../features/console/console-post.server.ts';
import { answerFeaturePost } from '../features/console/features/feature-actions.server.ts';
import { FeatureForm } from '../features/console/features/feature-form.tsx';
import { featureValuesOf } from '../features/console/features/feature-form-values.ts';
import { callAsOperator, requireOperator } from '../features/console/operator-session.server.ts';
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

export async function action(args: Route.ActionArgs) {
  const form = await readConsoleForm(args.request);
  if (form instanceof Response) return form;
  await requireOperator(args, 'editorial:write');
  return callAsOperator(args, () => answerFeaturePost(form, consoleApi(args.context), routeIdOf(args.context)));
}

export default function AdminFeature({ loaderData, actionData }: Route.ComponentProps) {
  const { collection: feature, canWrite } = loaderData;
  const refused = actionData?.kind === 'form_refused' ? actionData : undefined;
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
        values={refused?.values ?? featureValuesOf(feature)}
        errors={refused?.errors ?? {}}
        formError={refused?.formError ?? null}
        readOnly={!canWrite}
        submitLabel="保存する"
        answer={refused}
      />
    </CollectionPage>
  );
}
