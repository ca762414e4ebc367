import type { Campaign, CampaignList, CampaignListQuery, CampaignSummary } from '@hanabi/contract';
import { ApiError } from '../../lib/api-error.ts';
import { toJapanIso } from '../../lib/japan-time.ts';
import type { MediaUrls } from '../../lib/media-url.ts';
import { pageWindow, paginationOf } from '../../lib/pagination.ts';
import { toTitleCard } from '../catalogue/title-card.ts';
import type { ListScope } from '../catalogue/title-query.ts';
import type { CampaignRow, CampaignsRepository } from './campaigns.repository.ts';

export interface CampaignsService {
  /** Listed campaigns running now; mature ones (behind the age check) only for display_group=mature_group. */
  listRunning(query: CampaignListQuery, now: Date): Promise<CampaignList>;
  /** @throws ApiError notFound when no campaign has the slug or its period does not contain now. */
  getRunning(slug: string, scope: ListScope): Promise<Campaign>;
}

function toSummary(campaign: CampaignRow): CampaignSummary {
  return {
    slug: campaign.slug,
    name: campaign.name,
    lead: campaign.lead,
    layout: campaign.layout,
    requires_age_permission: campaign.requiresAgePermission,
    starts_at: toJapanIso(campaign.startsAt),
    ends_at: toJapanIso(campaign.endsAt),
  };
}

export function createCampaignsService({
  repository,
  media,
}: {
  repository: CampaignsRepository;
  media: MediaUrls;
}): CampaignsService {
  return {
    async listRunning({ page, per_page, display_group }, now) {
      const { rows, total } = await repository.listRunning({
        now,
        requiresAgePermission: display_group === 'mature_group',
        ...pageWindow({ page, per_page }),
      });
      return { items: rows.map(toSummary), pagination: paginationOf({ page, per_page }, total) };
    },

    async getRunning(slug, scope) {
      const campaign = await repository.findRunning(slug, scope.now);
      if (!campaign) throw new ApiError('notFound');
      // A campaign behind the age check shows mature titles; any other, general titles only.
      const displayGroup = campaign.requiresAgePermission ? 'mature_group' : 'general_group';
      const rows = await repository.listCampaignTitles(campaign.id, { display_group: displayGroup }, scope);
      return { ...toSummary(campaign), body: campaign.body, titles: rows.map((row) => toTitleCard(row, media)) };
    },
  };
}
