/**
 * Tags as operators keep them (decision 0046): create, rename, and merge one into another. Every change is
 * one transaction with its audit entry. Titles' search keywords follow by themselves: triggers on `tags` and
 * `title_tags` refresh them (decision 0018).
 */
import { type AdminTag, CATALOGUE_MESSAGES } from '@hanabi/contract';
import { type AppDatabase, appendAuditEntry, lockUntilCommit, tags, titleTags } from '@hanabi/db';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { ApiError } from '../../lib/api-error.ts';
import type { AuditActor } from '../../lib/audit-actor.ts';

const titleCount = sql<number>`(select count(*) from ${titleTags} where ${titleTags.tagId} = ${tags.id})::int`.mapWith(
  Number,
);
const tagColumns = { id: tags.id, name: tags.name, title_count: titleCount };

export function listAdminTags(db: AppDatabase): Promise<AdminTag[]> {
  return db.select(tagColumns).from(tags).orderBy(asc(tags.name), asc(tags.id));
}

/** The tag, its row held until the transaction ends; 404 when unknown. */
async function lockTag(tx: AppDatabase, id: number): Promise<AdminTag> {
  const [tag] = await tx.select(tagColumns).from(tags).where(eq(tags.id, id)).for('update');
  if (!tag) throw new ApiError('notFound', { message: 'このタグは見つかりません。' });
  return tag;
}

/** 409 when another tag has the name already. Taken under a lock on names, so two saves cannot both pass. */
async function requireFreeName(tx: AppDatabase, name: string, except?: number): Promise<void> {
  await lockUntilCommit(tx, 'tags:names');
  const taken = await tx.$count(tags, and(eq(tags.name, name), except === undefined ? undefined : ne(tags.id, except)));
  if (taken > 0) {
    throw new ApiError('conflict', {
      message: CATALOGUE_MESSAGES.nameTaken,
      details: [{ field: 'body.name', reason: 'taken' }],
    });
  }
}

export function createTag(db: AppDatabase, actor: AuditActor, name: string): Promise<AdminTag> {
  return db.transaction(async (tx) => {
    await requireFreeName(tx, name);
    const [row] = await tx.insert(tags).values({ name }).returning({ id: tags.id, name: tags.name });
    if (!row) throw new Error('tag not inserted');
    const tag = { ...row, title_count: 0 };
    await appendAuditEntry(tx, {
      ...actor,
      operation: 'tag.create',
      targetType: 'tag',
      targetId: tag.id,
      before: null,
      after: tag,
    });
    return tag;
  });
}

export function renameTag(db: AppDatabase, actor: AuditActor, id: number, name: string): Promise<AdminTag> {
  return db.transaction(async (tx) => {
    const before = await lockTag(tx, id);
    await requireFreeName(tx, name, id);
    await tx.update(tags).set({ name }).where(eq(tags.id, id));
    const after = { ...before, name };
    await appendAuditEntry(tx, {
      ...actor,
      operation: 'tag.rename',
      targetType: 'tag',
      targetId: id,
      before: { name: before.name },
      after: { name },
    });
    return after;
  });
}

/**
 * Moves every title of tag `id` onto tag `intoId` (a title carrying both keeps one link), then removes tag
 * `id`: all or nothing. Answers the tag merged into, with its new title count.
 */
export function mergeTag(db: AppDatabase, actor: AuditActor, id: number, intoId: number): Promise<AdminTag> {
  if (id === intoId) {
    throw new ApiError('badRequest', {
      message: CATALOGUE_MESSAGES.mergeIntoItself,
      details: [{ field: 'body.into_tag_id', reason: 'same' }],
    });
  }
  return db.transaction(async (tx) => {
    // Locked in id order, so two merges of the same pair in opposite directions cannot deadlock.
    const lower = await lockTag(tx, Math.min(id, intoId));
    const higher = await lockTag(tx, Math.max(id, intoId));
    const merged = id < intoId ? lower : higher;
    const moved = await tx.select({ titleId: titleTags.titleId }).from(titleTags).where(eq(titleTags.tagId, id));
    if (moved.length > 0) {
      await tx
        .insert(titleTags)
        .values(moved.map(({ titleId }) => ({ titleId, tagId: intoId })))
        .onConflictDoNothing();
    }
    await tx.delete(tags).where(eq(tags.id, id));
    const [into] = await tx.select(tagColumns).from(tags).where(eq(tags.id, intoId));
    if (!into) throw new Error('tag merged into vanished');
    await appendAuditEntry(tx, {
      ...actor,
      operation: 'tag.merge',
      targetType: 'tag',
      targetId: id,
      before: { tag: { id: merged.id, name: merged.name }, title_ids: moved.map(({ titleId }) => titleId) },
      after: { into: { id: into.id, name: into.name }, title_count: into.title_count },
    });
    return into;
  });
}
