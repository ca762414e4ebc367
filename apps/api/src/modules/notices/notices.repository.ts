/**
 * Reads of notices (decision 0021): a notice is public from published_at unless it is a draft (decision 0062),
 * and is the urgent one while now is before its urgent_until. Every query takes `now`, so X-Debug-Time moves what viewers see.
 */
import { type AppDatabase, noticeSections, notices } from '@hanabi/db';
import { and, asc, count, desc, eq, getTableColumns, gt, lte, type SQL } from 'drizzle-orm';

export type NoticeSectionRow = typeof noticeSections.$inferSelect;
export type NoticeRow = typeof notices.$inferSelect & { section: NoticeSectionRow };

export interface NoticesRepository {
  listSections(): Promise<NoticeSectionRow[]>;
  sectionExists(sectionId: number): Promise<boolean>;
  /** Published notices, of one section or all, newest first. */
  listPublished(query: {
    sectionId: number | undefined;
    now: Date;
    limit: number;
    offset: number;
  }): Promise<{ rows: NoticeRow[]; total: number }>;
  /** The published notice with this id or slug. */
  findPublished(key: number | string, now: Date): Promise<NoticeRow | undefined>;
  /** The notice urgent now; when several are, the latest published. */
  findUrgent(now: Date): Promise<NoticeRow | undefined>;
}

const published = (now: Date) => and(eq(notices.draft, false), lte(notices.publishedAt, now));
// Newest first; the id breaks ties so that pages never overlap.
const newestFirst = [desc(notices.publishedAt), desc(notices.id)];

export function createNoticesRepository(db: AppDatabase): NoticesRepository {
  const selectNotices = (where: SQL | undefined) =>
    db
      .select({ ...getTableColumns(notices), section: getTableColumns(noticeSections) })
      .from(notices)
      .innerJoin(noticeSections, eq(noticeSections.id, notices.sectionId))
      .where(where);

  return {
    listSections() {
      return db.select().from(noticeSections).orderBy(asc(noticeSections.position), asc(noticeSections.id));
    },

    async sectionExists(sectionId) {
      const [row] = await db
        .select({ id: noticeSections.id })
        .from(noticeSections)
        .where(eq(noticeSections.id, sectionId));
      return row !== undefined;
    },

    async listPublished({ sectionId, now, limit, offset }) {
      const where = and(published(now), sectionId === undefined ? undefined : eq(notices.sectionId, sectionId));
      const [counted] = await db.select({ total: count() }).from(notices).where(where);
      const rows = await selectNotices(where)
        .orderBy(...newestFirst)
        .limit(limit)
        .offset(offset);
      return { rows, total: counted?.total ?? 0 };
    },

    async findPublished(key, now) {
      const match = typeof key === 'number' ? eq(notices.id, key) : eq(notices.slug, key);
      const [row] = await selectNotices(and(match, published(now)));
      return row;
    },

    async findUrgent(now) {
      const [row] = await selectNotices(and(published(now), gt(notices.urgentUntil, now)))
        .orderBy(...newestFirst)
        .limit(1);
      return row;
    },
  };
}
