/** Notices and sections as operators see them (decision 0050): scheduled ones included, with their state. */
import type {
  AdminNotice,
  AdminNoticeListQuery,
  AdminNoticeSection,
  NoticeState,
  NoticeTimeState,
} from '@hanabi/contract';
import { type AppDatabase, noticeSections, notices } from '@hanabi/db';
import { and, asc, count, desc, eq, getTableColumns, ne, or, type SQL, sql } from 'drizzle-orm';
import type { NoticeRow } from './notices.repository.ts';
import { toSummary } from './notices.service.ts';

type NoticeTimes = Pick<NoticeRow, 'publishedAt' | 'urgentUntil'>;

/** What a notice's times make of it at `now` once it is published (decision 0021's rules). */
export function timeStateAt(row: NoticeTimes, now: Date): NoticeTimeState {
  if (row.publishedAt > now) return 'scheduled';
  return row.urgentUntil && row.urgentUntil > now ? 'urgent' : 'published';
}

/** Where a notice stands for viewers at `now`: a draft stays a draft whatever its times (decision 0062). */
export function noticeStateAt(row: NoticeTimes & Pick<NoticeRow, 'draft'>, now: Date): NoticeState {
  return row.draft ? 'draft' : timeStateAt(row, now);
}

export function adminNoticeOf(row: NoticeRow, now: Date): AdminNotice {
  return { ...toSummary(row), body: row.body, draft: row.draft, state: noticeStateAt(row, now) };
}

export function listAdminSections(db: AppDatabase): Promise<AdminNoticeSection[]> {
  return (
    db
      .select({
        id: noticeSections.id,
        slug: noticeSections.slug,
        name: noticeSections.name,
        position: noticeSections.position,
        notice_count: count(notices.id),
      })
      .from(noticeSections)
      // A join rather than a subquery: drizzle leaves a one-table select's columns unqualified.
      .leftJoin(notices, eq(notices.sectionId, noticeSections.id))
      .groupBy(noticeSections.id)
      .orderBy(asc(noticeSections.position), asc(noticeSections.id))
  );
}

export async function findSection(db: AppDatabase, id: number, lock = false) {
  const query = db.select().from(noticeSections).where(eq(noticeSections.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

const selectNotices = (db: AppDatabase, where: SQL | undefined) =>
  db
    .select({ ...getTableColumns(notices), section: getTableColumns(noticeSections) })
    .from(notices)
    .innerJoin(noticeSections, eq(noticeSections.id, notices.sectionId))
    .where(where);

/** `q` finds part of the title or of the slug. */
function listCondition({ section_id, q }: Pick<AdminNoticeListQuery, 'section_id' | 'q'>): SQL | undefined {
  return and(
    section_id === undefined ? undefined : eq(notices.sectionId, section_id),
    q
      ? or(
          sql`strpos(lower(${notices.title}), lower(${q})) > 0`,
          sql`strpos(coalesce(${notices.slug}, ''), lower(${q})) > 0`,
        )
      : undefined,
  );
}

export async function listAdminNotices(
  db: AppDatabase,
  filters: Pick<AdminNoticeListQuery, 'section_id' | 'q'>,
  { limit, offset }: { limit: number; offset: number },
): Promise<{ rows: NoticeRow[]; total: number }> {
  const where = listCondition(filters);
  const [counted] = await db.select({ total: count() }).from(notices).where(where);
  const rows = await selectNotices(db, where)
    .orderBy(desc(notices.publishedAt), desc(notices.id))
    .limit(limit)
    .offset(offset);
  return { rows, total: counted?.total ?? 0 };
}

export async function findAdminNotice(db: AppDatabase, id: number): Promise<NoticeRow | undefined> {
  const [row] = await selectNotices(db, eq(notices.id, id));
  return row;
}

/** Whether a row of `column`'s table but `except` holds `value` (a slug). */
export async function slugTaken(
  db: AppDatabase,
  table: typeof notices | typeof noticeSections,
  slug: string,
  except?: number,
): Promise<boolean> {
  const taken = await db.$count(
    table,
    and(eq(table.slug, slug), except === undefined ? undefined : ne(table.id, except)),
  );
  return taken > 0;
}
