/**
 * Home slides as editors see them (decision 0053): every slide with its link's name, pictureless and ended ones
 * included. Built on a transaction to work inside it.
 */
import type { AdminHomeSlideForm, HomeSlideState } from '@hanabi/contract';
import { type AppDatabase, campaigns, homeSlides, type StoredImage, titles } from '@hanabi/db';
import { asc, desc, eq, not, sql } from 'drizzle-orm';
import { slideNotEndedAt } from '../home-slides/home-slide-window.ts';

export type SlideRow = typeof homeSlides.$inferSelect & {
  title: { id: number; name: string } | null;
  campaign: { id: number; slug: string; name: string } | null;
};

/** What the audit log keeps of a slide: the form's values, in the API's words. */
export function slideFormOf(row: typeof homeSlides.$inferSelect) {
  return {
    headline: row.headline,
    line: row.line,
    title_id: row.titleId,
    campaign_id: row.campaignId,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt?.toISOString() ?? null,
    audiences: row.audiences,
  };
}

export function slideStateAt(row: Pick<SlideRow, 'startsAt' | 'endsAt'>, now: Date): HomeSlideState {
  if (row.startsAt > now) return 'scheduled';
  return row.endsAt !== null && row.endsAt <= now ? 'ended' : 'running';
}

/** What a slide links to, as row ids. */
export interface SlideLink {
  titleId: number | null;
  campaignId: number | null;
}

const columnsOf = (form: AdminHomeSlideForm, link: SlideLink) => ({
  headline: form.headline,
  line: form.line,
  ...link,
  startsAt: new Date(form.starts_at),
  endsAt: form.ends_at === null ? null : new Date(form.ends_at),
  audiences: form.audiences,
});

export function createAdminHomeSlidesRepository(db: AppDatabase) {
  const selectSlides = () =>
    db
      .select({
        slide: homeSlides,
        titleId: titles.id,
        titleName: titles.name,
        campaignId: campaigns.id,
        campaignSlug: campaigns.slug,
        campaignName: campaigns.name,
      })
      .from(homeSlides)
      .leftJoin(titles, eq(titles.id, homeSlides.titleId))
      .leftJoin(campaigns, eq(campaigns.id, homeSlides.campaignId));
  type Joined = Awaited<ReturnType<ReturnType<typeof selectSlides>['execute']>>[number];
  const rowOf = (row: Joined): SlideRow => ({
    ...row.slide,
    title: row.titleId === null ? null : { id: row.titleId, name: row.titleName ?? '' },
    campaign:
      row.campaignId === null
        ? null
        : { id: row.campaignId, slug: row.campaignSlug ?? '', name: row.campaignName ?? '' },
  });

  return {
    /** Running and scheduled slides in the carousel's order, or the ended ones, last ended first. */
    async list(now: Date, ended: boolean, window: { limit: number; offset: number }) {
      const where = ended ? not(slideNotEndedAt(now) ?? sql`true`) : slideNotEndedAt(now);
      const order = ended
        ? [desc(homeSlides.endsAt), desc(homeSlides.id)]
        : [asc(homeSlides.position), asc(homeSlides.id)];
      const [rows, total] = await Promise.all([
        selectSlides()
          .where(where)
          .orderBy(...order)
          .limit(window.limit)
          .offset(window.offset),
        db.$count(homeSlides, where),
      ]);
      return { rows: rows.map(rowOf), total };
    },

    async find(id: number): Promise<SlideRow | undefined> {
      const [row] = await selectSlides().where(eq(homeSlides.id, id));
      return row && rowOf(row);
    },

    /** The slide's row, held until the transaction ends. */
    async lock(id: number): Promise<typeof homeSlides.$inferSelect | undefined> {
      const [row] = await db.select().from(homeSlides).where(eq(homeSlides.id, id)).for('update');
      return row;
    },

    async titleExists(id: number): Promise<boolean> {
      return (await db.$count(titles, eq(titles.id, id))) > 0;
    },

    async campaignIdOf(slug: string): Promise<number | undefined> {
      const [row] = await db.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.slug, slug));
      return row?.id;
    },

    /** Placed after every other slide. */
    async insert(form: AdminHomeSlideForm, link: SlideLink): Promise<number> {
      const [row] = await db
        .insert(homeSlides)
        .values({
          ...columnsOf(form, link),
          position: sql`(select coalesce(max(${homeSlides.position}), 0) + 1 from ${homeSlides})`,
        })
        .returning({ id: homeSlides.id });
      if (!row) throw new Error('home slide not inserted');
      return row.id;
    },

    async update(id: number, form: AdminHomeSlideForm, link: SlideLink, at: Date): Promise<void> {
      await db
        .update(homeSlides)
        .set({ ...columnsOf(form, link), updatedAt: at })
        .where(eq(homeSlides.id, id));
    },

    async remove(id: number): Promise<void> {
      await db.delete(homeSlides).where(eq(homeSlides.id, id));
    },

    async setImage(id: number, image: StoredImage, at: Date): Promise<void> {
      await db.update(homeSlides).set({ image, updatedAt: at }).where(eq(homeSlides.id, id));
    },

    /** Whether any slide's picture is a file of `folder`. */
    async namesImageSet(folder: string): Promise<boolean> {
      return (await db.$count(homeSlides, sql`starts_with(${homeSlides.image}->>'path', ${`${folder}/`})`)) > 0;
    },

    /** The ids of the slides not ended at `now`, in their order: what an explicit order must name. */
    async orderedIds(now: Date): Promise<number[]> {
      const rows = await db
        .select({ id: homeSlides.id })
        .from(homeSlides)
        .where(slideNotEndedAt(now))
        .orderBy(asc(homeSlides.position), asc(homeSlides.id));
      return rows.map((row) => row.id);
    },
  };
}

export type AdminHomeSlidesRepository = ReturnType<typeof createAdminHomeSlidesRepository>;
