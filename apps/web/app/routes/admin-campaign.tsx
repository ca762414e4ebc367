import { answerCampaignPost } from '../features/console/campaigns/campaign-actions.server.ts';
import { CampaignForm } from '../features/console/campaigns/campaign-form.tsx';
import { campaignValuesOf } from '../features/console/campaigns/campaign-form-values.ts';
import { loadCollectionPage } from '../features/console/collections/collection-page.server.ts';
import { CollectionPage } from '../features/console/collections/collection-page.tsx';
import { consoleApi } from '../features/console/console-api.server.ts';
import { consoleMeta } from '../features/console/console-meta.ts';
import { readConsoleForm } from '../features/console/console-post.server.ts';
import { callAsOperator, requireOperator } from '../features/console/operator-session.server.ts';
import { requireIdParam, routeIdOf } from '../lib/route-param-check.server.ts';
import type { Route } from './+types/admin-campaign';

export const middleware = [requireIdParam];

export const meta: Route.MetaFunction = ({ loaderData }) => consoleMeta(loaderData?.collection.name ?? 'キャンペーン');

/**
 * `catalogue:read` to look (every role): a campaign's form, its titles in order, and the preview at
 * a chosen time; `editorial:write` to change.
 */
export function loader(args: Route.LoaderArgs) {
  return loadCollectionPage(args, routeIdOf(args.context), (api, id, at) => api.getCampaign(id, at ? { at } : {}));
}

export async function action(args: Route.ActionArgs) {
  const form = await readConsoleForm(args.request);
  if (form instanceof Response) return form;
  await requireOperator(args, 'editorial:write');
  return callAsOperator(args, () => answerCampaignPost(form, consoleApi(args.context), routeIdOf(args.context)));
}

export default function AdminCampaign({ loaderData, actionData }: Route.ComponentProps) {
  const { collection: campaign, canWrite } = loaderData;
  const refused = actionData?.kind === 'form_refused' ? actionData : undefined;
  return (
    <CollectionPage
      {...loaderData}
      noun="キャンペーン"
      listPath="/admin/campaigns"
      name={campaign.name}
      answer={actionData}
      viewerPath={`/campaigns/${campaign.slug}`}
      viewerLabel={`/campaigns/${campaign.slug}（視聴者の画面）`}
    >
      <CampaignForm
        values={refused?.values ?? campaignValuesOf(campaign)}
        errors={refused?.errors ?? {}}
        formError={refused?.formError ?? null}
        readOnly={!canWrite}
        submitLabel="保存する"
        answer={refused}
      />
    </CollectionPage>
  );
}
