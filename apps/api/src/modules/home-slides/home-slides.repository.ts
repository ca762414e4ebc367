/**
 * The viewer's carousel (decision 0053): the slides shown at `now` to one audience, with the link each leads
 * to. A slide is left out while it has no picture, and while what it links to would not open — a title
 * viewers cannot see at `now` (a draft, outside its window) or a campaign outside its period — so the
 * carousel never leads to a 404.
 */
import { type DisplayGroup, HOME_SLIDE_AUDIENCES, type HomeSlideAudience, PLAN_IDS } from '@hanabi/contract';
import { type AppDatabase, campaigns, homeSlides, type StoredImage, subscriptions, titles } from '@hanabi/db';
import { and, asc, eq, gt, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import { availableAt } from '../catalogue/title-query.ts';
import { slideRunningAt } from './home-slide-window.ts';

export interface ShownSlideRow {
  id: number;
  headline: string;
  line: string;
  image: StoredImage;
  titleId: number | null;
  titleDisplayGroup: DisplayGroup | null;
  campaignSlug: string | null;
}

const PLAN_AUDIENCES: Partial<Record<number, HomeSlideAudience>> = {
  [PLAN_IDS.lite]: 'lite',
  [PLAN_IDS.premium]: 'premium',
};

export function createHomeSlidesRepository(db: AppDatabase) {
  return {
    /** A member's audience: their open plan's, or free without one. */
    async audienceOfMember(memberId: number): Promise<HomeSlideAudience> {
      const [open] = await db
        .select({ planId: subscriptions.planId })
        .from(subscriptions)
        .where(and(eq(subscriptions.userId, memberId), isNull(subscriptions.endedAt)));
      return (open && PLAN_AUDIENCES[open.planId]) ?? 'free';
    },

    async listShown(now: Date, audience: HomeSlideAudience): Promise<ShownSlideRow[]> {
      // The audience is one of four known words; checked again so that nothing else reaches the SQL.
      if (!HOME_SLIDE_AUDIENCES.includes(audience)) return [];
      const rows = await db
        .select({
          id: homeSlides.id,
          headline: homeSlides.headline,
          line: homeSlides.line,
          image: homeSlides.image,
          titleId: titles.id,
          titleDisplayGroup: titles.displayGroup,
          campaignSlug: campaigns.slug,
        })
        .from(homeSlides)
        .leftJoin(titles, and(eq(titles.id, homeSlides.titleId), availableAt(now)))
        .leftJoin(
          campaigns,
          and(eq(campaigns.id, homeSlides.campaignId), lte(campaigns.startsAt, now), gt(campaigns.endsAt, now)),
        )
        .where(
          and(
            slideRunningAt(now),
            isNotNull(homeSlides.image),
            sql`${audience} = any(${homeSlides.audiences})`,
            or(isNotNull(titles.id), isNotNull(campaigns.id)),
          ),
        )
        .orderBy(asc(homeSlides.position), asc(homeSlides.id));
      return rows.flatMap(({ image, ...row }) => (image ? [{ ...row, image }] : []));
    },
  };
}

export type HomeSlidesRepository = ReturnType<typeof createHomeSlidesRepository>;
