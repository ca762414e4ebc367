/**
 * Operators' notice and section writes (decision 0050), each in one transaction with its audit entry. Slugs
 * are checked under a lock per table so that two saves cannot take the same one; the unique index stays the
 * last word. A notice is published by its time: no write makes it visible before its `published_at`, and a
 * draft not at all (decision 0062).
 */
import {
  type AdminNotice,
  type AdminNoticeSection,
  type AdminNoticeSectionWrite,
  type AdminNoticeWrite,
  NOTICE_MESSAGES,
} from '@hanabi/contract';
import { type AppDatabase, appendAuditEntry, lockUntilCommit, noticeSections, notices } from '@hanabi/db';
import { eq } from 'drizzle-orm';
import { ApiError } from '../../lib/api-error.ts';
import type { AuditActor } from '../../lib/audit-actor.ts';
import {
  adminNoticeOf,
  findAdminNotice,
  findSection,
  listAdminSections,
  slugTaken,
} from './admin-notices.repository.ts';

async function requireFreeSlug(
  tx: AppDatabase,
  table: typeof notices | typeof noticeSections,
  slug: string | null,
  except?: number,
): Promise<void> {
  await lockUntilCommit(tx, table === notices ? 'notices:slugs' : 'notice-sections:slugs');
  if (slug !== null && (await slugTaken(tx, table, slug, except))) {
    throw new ApiError('conflict', {
      message: NOTICE_MESSAGES.slugTaken,
      details: [{ field: 'body.slug', reason: 'taken' }],
    });
  }
}

async function sectionAnswer(tx: AppDatabase, id: number): Promise<AdminNoticeSection> {
  const section = (await listAdminSections(tx)).find((candidate) => candidate.id === id);
  if (!section) throw new Error('notice section not found after its write');
  return section;
}

export function createSection(
  db: AppDatabase,
  actor: AuditActor,
  write: AdminNoticeSectionWrite,
): Promise<AdminNoticeSection> {
  return db.transaction(async (tx) => {
    await requireFreeSlug(tx, noticeSections, write.slug);
    const [row] = await tx.insert(noticeSections).values(write).returning({ id: noticeSections.id });
    if (!row) throw new Error('notice section not inserted');
    await appendAuditEntry(tx, {
      ...actor,
      operation: 'notice_section.create',
      targetType: 'notice_section',
      targetId: row.id,
      before: null,
      after: write,
    });
    return sectionAnswer(tx, row.id);
  });
}

export function updateSection(
  db: AppDatabase,
  actor: AuditActor,
  id: number,
  write: AdminNoticeSectionWrite,
): Promise<AdminNoticeSection> {
  return db.transaction(async (tx) => {
    const before = await findSection(tx, id, true);
    if (!before) throw new ApiError('notFound', { message: NOTICE_MESSAGES.sectionNotFound });
    await requireFreeSlug(tx, noticeSections, write.slug, id);
    await tx.update(noticeSections).set(write).where(eq(noticeSections.id, id));
    await appendAuditEntry(tx, {
      ...actor,
      operation: 'notice_section.update',
      targetType: 'notice_section',
      targetId: id,
      before: { name: before.name, slug: before.slug, position: before.position },
      after: write,
    });
    return sectionAnswer(tx, id);
  });
}

function columnsOf(write: AdminNoticeWrite) {
  return {
    sectionId: write.section_id,
    slug: write.slug,
    title: write.title,
    body: write.body,
    publishedAt: new Date(write.published_at),
    urgentUntil: write.urgent_until === null ? null : new Date(write.urgent_until),
    draft: write.draft,
  };
}

/** The fields an audit entry keeps of a notice, as the API writes them. */
function auditedNotice(notice: AdminNotice) {
  const { section, slug, title, body, published_at, urgent_until, draft } = notice;
  return { section_id: section.id, slug, title, body, published_at, urgent_until, draft };
}

async function requireSavable(tx: AppDatabase, write: AdminNoticeWrite, id?: number): Promise<void> {
  if (!(await findSection(tx, write.section_id))) {
    throw new ApiError('badRequest', {
      message: NOTICE_MESSAGES.sectionUnknown,
      details: [{ field: 'body.section_id', reason: 'unknown' }],
    });
  }
  await requireFreeSlug(tx, notices, write.slug, id);
}

async function lockedNotice(tx: AppDatabase, id: number, now: Date): Promise<AdminNotice> {
  const [locked] = await tx.select({ id: notices.id }).from(notices).where(eq(notices.id, id)).for('update');
  const row = locked && (await findAdminNotice(tx, id));
  if (!row) throw new ApiError('notFound', { message: NOTICE_MESSAGES.noticeNotFound });
  return adminNoticeOf(row, now);
}

async function noticeAnswer(tx: AppDatabase, id: number, now: Date): Promise<AdminNotice> {
  const row = await findAdminNotice(tx, id);
  if (!row) throw new Error('notice not found after its write');
  return adminNoticeOf(row, now);
}

export function createNotice(db: AppDatabase, actor: AuditActor, write: AdminNoticeWrite): Promise<AdminNotice> {
  return db.transaction(async (tx) => {
    await requireSavable(tx, write);
    const [row] = await tx.insert(notices).values(columnsOf(write)).returning({ id: notices.id });
    if (!row) throw new Error('notice not inserted');
    const notice = await noticeAnswer(tx, row.id, actor.at);
    await appendAuditEntry(tx, {
      ...actor,
      operation: 'notice.create',
      targetType: 'notice',
      targetId: row.id,
      before: null,
      after: auditedNotice(notice),
    });
    return notice;
  });
}

export function updateNotice(
  db: AppDatabase,
  actor: AuditActor,
  id: number,
  write: AdminNoticeWrite,
): Promise<AdminNotice> {
  return db.transaction(async (tx) => {
    const before = await lockedNotice(tx, id, actor.at);
    await requireSavable(tx, write, id);
    await tx.update(notices).set(columnsOf(write)).where(eq(notices.id, id));
    const notice = await noticeAnswer(tx, id, actor.at);
    await appendAuditEntry(tx, {
      ...actor,
      operation: 'notice.update',
      targetType: 'notice',
      targetId: id,
      before: auditedNotice(before),
      after: auditedNotice(notice),
    });
    return notice;
  });
}

/** Removes the notice for good; answers it as it was. */
export function deleteNotice(db: AppDatabase, actor: AuditActor, id: number): Promise<AdminNotice> {
  return db.transaction(async (tx) => {
    const before = await lockedNotice(tx, id, actor.at);
    await tx.delete(notices).where(eq(notices.id, id));
    await appendAuditEntry(tx, {
      ...actor,
      operation: 'notice.delete',
      targetType: 'notice',
      targetId: id,
      before: auditedNotice(before),
      after: null,
    });
    return before;
  });
}
