/** Campaigns as editors see them (decision 0061): every campaign whatever its period, with its number of titles. */
import type { AdminCampaignForm } from '@hanabi/contract';
import { type AppDatabase, campaigns, campaignTitles } from '@hanabi/db';
import { asc, count, desc, eq, getTableColumns, ilike, or, type SQL } from 'drizzle-orm';
import { containingPattern } from '../../lib/like-pattern.ts';

export type CampaignRow = typeof campaigns.$inferSelect;

/** What the audit log keeps of a campaign: the form's values, in the API's words. */
export function campaignFormOf(row: CampaignRow) {
  return {
    slug: row.slug,
    name: row.name,
    lead: row.lead,
    body: row.body,
    layout: row.layout,
    requires_age_permission: row.requiresAgePermission,
    listed: row.listed,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
  };
}

const columnsOf = (form: AdminCampaignForm) => ({
  slug: form.slug,
  name: form.name,
  lead: form.lead,
  body: form.body,
  layout: form.layout,
  requiresAgePermission: form.requires_age_permission,
  listed: form.listed,
  startsAt: new Date(form.starts_at),
  endsAt: new Date(form.ends_at),
});

export function createAdminCampaignsRepository(db: AppDatabase) {
  return {
    /** Latest start first (the newest promotions); `q` matches part of the name or the slug. */
    async list(q: string | undefined, window: { limit: number; offset: number }) {
      const where: SQL | undefined = q
        ? or(ilike(campaigns.name, containingPattern(q)), ilike(campaigns.slug, containingPattern(q)))
        : undefined;
      const [rows, total] = await Promise.all([
        db
          .select({ ...getTableColumns(campaigns), titleCount: count(campaignTitles.titleId) })
          .from(campaigns)
          .leftJoin(campaignTitles, eq(campaignTitles.campaignId, campaigns.id))
          .where(where)
          .groupBy(campaigns.id)
          .orderBy(desc(campaigns.startsAt), asc(campaigns.id))
          .limit(window.limit)
          .offset(window.offset),
        db.$count(campaigns, where),
      ]);
      return { rows, total };
    },

    async find(id: number): Promise<CampaignRow | undefined> {
      const [row] = await db.select().from(campaigns).where(eq(campaigns.id, id));
      return row;
    },

    /** The campaign's row, held until the transaction ends. */
    async lock(id: number): Promise<CampaignRow | undefined> {
      const [row] = await db.select().from(campaigns).where(eq(campaigns.id, id)).for('update');
      return row;
    },

    async insert(form: AdminCampaignForm): Promise<number> {
      const [row] = await db.insert(campaigns).values(columnsOf(form)).returning({ id: campaigns.id });
      if (!row) throw new Error('campaign not inserted');
      return row.id;
    },

    async update(id: number, form: AdminCampaignForm): Promise<void> {
      await db.update(campaigns).set(columnsOf(form)).where(eq(campaigns.id, id));
    },

    /** Its titles go with it (the foreign key cascades). */
    async remove(id: number): Promise<void> {
      await db.delete(campaigns).where(eq(campaigns.id, id));
    },
  };
}
