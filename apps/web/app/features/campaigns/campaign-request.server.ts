import { type Campaign, campaignSlugSchema } from '@hanabi/contract';
import { createContext, type MiddlewareFunction, type RouterContextProvider, redirect } from 'react-router';
import { getApi, loadFromApi } from '../../lib/api.server.ts';
import { routeGuard } from '../../lib/guards/route-guards.server.ts';
import { invalidRouteParams } from '../../lib/route-errors.ts';
import { requireUserStatus } from '../../lib/user-status.server.ts';
import { hasPaidPlan, viewerTier } from '../../lib/viewer-tier.ts';

/** The campaign this request asked the API for. Set per request: a default value would be shared. */
const requestCampaignContext = createContext<Promise<Campaign> | null>(null);

/**
 * The campaign of /campaigns/{slug} (GET /v1/campaigns/{slug}), asked of the API once per request: the guards
 * read its record and the page then shows the same answer. A slug the API could never know is a 404 without
 * a call; an unknown campaign, or one outside its period, is the API's 404 (loadFromApi).
 */
export function requestCampaign(context: Readonly<RouterContextProvider>, request: Request, slug: string | undefined) {
  let campaign = context.get(requestCampaignContext);
  if (!campaign) {
    const parsed = campaignSlugSchema.safeParse(slug);
    campaign = parsed.success
      ? loadFromApi(() => getApi(context).getCampaign(parsed.data))
      : Promise.reject(invalidRouteParams(new URL(request.url).pathname));
    context.set(requestCampaignContext, campaign);
  }
  return campaign;
}

/**
 * The guards a campaign's record asks for (spec §2; decision 0023), decided on the server before the page
 * loads: a campaign in the landing layout sends lite and premium members home, as every landing page does,
 * and a campaign behind the age check runs the named age-permission guard.
 */
export const campaignGuards: MiddlewareFunction<Response> = async (args, next) => {
  const { context, request, params } = args;
  const campaign = await requestCampaign(context, request, params.slug);
  if (campaign.layout === 'lp' && hasPaidPlan(viewerTier(await requireUserStatus(context)))) throw redirect('/');
  if (campaign.requires_age_permission) return routeGuard('agePermission')(args, next);
  return next();
};
