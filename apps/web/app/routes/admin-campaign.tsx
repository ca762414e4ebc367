import { answerCampaignPost } from '../features/console/campaigns/campaign-actions.server.ts';
import { CampaignForm } from '../features/console/campaigns/campaign-form.tsx';
import { campaignValuesOf } from '../features/console/campaigns/campaign-form-values.ts';
import { loadCollectionPage } from '../features/console/collections/collection-page.server.ts';
import { CollectionPage } from '../features/console/collections/collection-page.tsx';
import { consoleMeta } from '../features/console/console-meta.ts';
import { answerEditorialPost } from '../features/console/editorial-post.server.ts';
import { formAfterPost } from '../features/console/form-after-post.ts';
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

export function action(args: Route.ActionArgs) {
  return answerEditorialPost(args, (form, api) => answerCampaignPost(form, api, routeIdOf(args.context)));
}

export default function AdminCampaign({ loaderData, actionData }: Route.ComponentProps) {
  const { collection: campaign, canWrite } = loaderData;
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
        {...formAfterPost(actionData, campaignValuesOf(campaign))}
        readOnly={!canWrite}
        submitLabel="保存する"
      />
    </CollectionPage>
  );
}
