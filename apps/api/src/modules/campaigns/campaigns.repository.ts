/**
 * Reads of campaign pages (decision 0023): the listed campaigns running now, one campaign running now, and
 * its titles in the campaign's order. A campaign runs while starts_at ≤ now < ends_at.
 */
import type { TitleFilters } from '@hanabi/contract';
import { type AppDatabase, campaigns, campaignTitles, titles } from '@hanabi/db';
import { and, asc, count, eq, gt, lte } from 'drizzle-orm';
import {
  cardColumns,
  type ListScope,
  listableTitles,
  releasedEpisodeCount,
  type TitleCardRow,
} from '../catalogue/title-query.ts';

export type CampaignRow = typeof campaigns.$inferSelect;

export interface CampaignsRepository {
  /** One page of the listed campaigns running at `now` that are (or are not) behind the age check. */
  listRunning(query: {
    now: Date;
    requiresAgePermission: boolean;
    limit: number;
    offset: number;
  }): Promise<{ rows: CampaignRow[]; total: number }>;
  /** The campaign with this slug when its period contains `now`. */
  findRunning(slug: string, now: Date): Promise<CampaignRow | undefined>;
  /** The campaign's titles that the filters and the viewer let through, in the campaign's order. */
  listCampaignTitles(campaignId: number, filters: TitleFilters, scope: ListScope): Promise<TitleCardRow[]>;
}

function runningAt(now: Date) {
  return and(lte(campaigns.startsAt, now), gt(campaigns.endsAt, now));
}

export function createCampaignsRepository(db: AppDatabase): CampaignsRepository {
  return {
    async listRunning({ now, requiresAgePermission, limit, offset }) {
      const listed = and(
        runningAt(now),
        eq(campaigns.listed, true),
        eq(campaigns.requiresAgePermission, requiresAgePermission),
      );
      const [counted] = await db.select({ total: count() }).from(campaigns).where(listed);
      // Ending soonest first, so that none closes unseen; the id keeps pages from overlapping.
      const rows = await db
        .select()
        .from(campaigns)
        .where(listed)
        .orderBy(asc(campaigns.endsAt), asc(campaigns.id))
        .limit(limit)
        .offset(offset);
      return { rows, total: counted?.total ?? 0 };
    },

    async findRunning(slug, now) {
      const [campaign] = await db
        .select()
        .from(campaigns)
        .where(and(eq(campaigns.slug, slug), runningAt(now)));
      return campaign;
    },

    listCampaignTitles(campaignId, filters, scope) {
      return db
        .select({ ...cardColumns, episodeCount: releasedEpisodeCount(scope.now) })
        .from(titles)
        .innerJoin(
          campaignTitles,
          and(eq(campaignTitles.titleId, titles.id), eq(campaignTitles.campaignId, campaignId)),
        )
        .where(listableTitles(filters, scope))
        .orderBy(asc(campaignTitles.position), asc(titles.id));
    },
  };
}
