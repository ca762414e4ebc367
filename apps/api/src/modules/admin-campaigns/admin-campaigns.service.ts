/**
 * Editors' changes to campaigns (decision 0061): created, edited, deleted, and their ordered titles replaced, each
 * in one transaction with its audit entry. The viewer's GET /v1/campaigns/{slug} reads the same rows, so a change
 * shows at once.
 */
import { type AdminCampaignSummary, CAMPAIGN_MESSAGES } from '@hanabi/contract';
import { campaigns } from '@hanabi/db';
import { ApiError } from '../../lib/api-error.ts';
import { collectionService } from '../../lib/title-collections/collection-service.ts';
import { windowStateAt } from '../../lib/title-collections/collection-titles.ts';
import { type CampaignRow, campaignFormOf, createAdminCampaignsRepository } from './admin-campaigns.repository.ts';

export function campaignSummaryOf(row: CampaignRow & { titleCount: number }, at: Date): AdminCampaignSummary {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    lead: row.lead,
    body: row.body,
    layout: row.layout,
    requires_age_permission: row.requiresAgePermission,
    listed: row.listed,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    state: windowStateAt(row, at),
    title_count: row.titleCount,
  };
}

export const {
  answer: campaignAnswer,
  create: createCampaign,
  update: updateCampaign,
  remove: deleteCampaign,
  replaceTitles: replaceCampaignTitles,
} = collectionService({
  kind: 'campaign',
  table: campaigns,
  repository: createAdminCampaignsRepository,
  formOf: campaignFormOf,
  summaryOf: campaignSummaryOf,
  notFound: () => new ApiError('notFound', { message: CAMPAIGN_MESSAGES.notFound }),
  slugTakenMessage: CAMPAIGN_MESSAGES.slugTaken,
});
