/**
 * Tags as operators keep them (decision 0046): create, rename, merge one into another, and put them in the
 * order viewers see on a title. Every change is one transaction with its audit entry. Titles' search keywords
 * follow by themselves: triggers on `tags` and `title_tags` refresh them (decision 0018).
 */
import { type AdminTag, CATALOGUE_MESSAGES } from '@hanabi/contract';
import { type AppDatabase, appendAuditEntry, lockUntilCommit, tags, titleTags } from '@hanabi/db';
import { asc, eq, sql } from 'drizzle-orm';
import { ApiError } from '../../lib/api-error.ts';
import type { AuditActor } from '../../lib/audit-actor.ts';
import { requireWholeOrder, writePositions } from './explicit-order.ts';
import { type MergeableTaxonomy, mergeTaxonomy } from './taxonomy-merge.ts';
import { requireFreeName } from './taxonomy-names.ts';

/**
 * Titles carrying the tag. Both sides named by their table: in a single-table select Drizzle writes columns
 * unqualified, and an unqualified "id" inside the subquery would mean title_tags' own, were it ever to get one.
 */
const titleCount = sql<number>`(select count(*) from ${titleTags}
  where ${titleTags}.${sql.identifier(titleTags.tagId.name)} = ${tags}.${sql.identifier(tags.id.name)})::int`.mapWith(
  Number,
);
const tagColumns = { id: tags.id, name: tags.name, title_count: titleCount };

/** Every tag in the order a title's tags are shown to viewers. */
export function listAdminTags(db: AppDatabase): Promise<AdminTag[]> {
  return db.select(tagColumns).from(tags).orderBy(asc(tags.position), asc(tags.id));
}

/** The tag, with `lock` held until the transaction ends; 404 when unknown. */
async function findTag(tx: AppDatabase, id: number, lock = false): Promise<AdminTag> {
  const query = tx.select(tagColumns).from(tags).where(eq(tags.id, id));
  const [tag] = lock ? await query.for('update') : await query;
  if (!tag) throw new ApiError('notFound', { message: 'このタグは見つかりません。' });
  return tag;
}

const mergeableTags: MergeableTaxonomy<AdminTag> = {
  kind: 'tag',
  table: tags,
  links: { table: titleTags, titleId: titleTags.titleId, termId: titleTags.tagId },
  find: findTag,
  intoItself: { message: CATALOGUE_MESSAGES.mergeIntoItself, field: 'body.into_tag_id' },
};

const TAG_NAMES_LOCK = 'tags:names';

export function createTag(db: AppDatabase, actor: AuditActor, name: string): Promise<AdminTag> {
  return db.transaction(async (tx) => {
    await requireFreeName(tx, tags, TAG_NAMES_LOCK, name);
    // A new tag goes last; positions are read under the names lock, which creation and reordering take.
    const [row] = await tx
      .insert(tags)
      .values({ name, position: sql`(select coalesce(max(${tags.position}), 0) + 1 from ${tags})` })
      .returning({ id: tags.id, name: tags.name });
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
    const before = await findTag(tx, id, true);
    await requireFreeName(tx, tags, TAG_NAMES_LOCK, name, id);
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

/** Moves every title of tag `id` onto tag `intoId`, then removes tag `id`: all or nothing (taxonomy-merge.ts). */
export function mergeTag(db: AppDatabase, actor: AuditActor, id: number, intoId: number): Promise<AdminTag> {
  return mergeTaxonomy(db, actor, mergeableTags, id, intoId);
}

/** Puts every tag in the order of `ids`, which must name each tag once. Answers the list in its new order. */
export async function reorderTags(db: AppDatabase, actor: AuditActor, ids: readonly number[]): Promise<AdminTag[]> {
  await db.transaction(async (tx) => {
    await lockUntilCommit(tx, TAG_NAMES_LOCK);
    // In id order, as merges lock them.
    const current = await tx
      .select({ id: tags.id, position: tags.position })
      .from(tags)
      .orderBy(asc(tags.id))
      .for('update');
    const before = [...current].sort((a, b) => a.position - b.position || a.id - b.id).map((tag) => tag.id);
    requireWholeOrder(before, ids);
    await writePositions(tx, tags, ids);
    await appendAuditEntry(tx, {
      ...actor,
      operation: 'tag.reorder',
      targetType: 'tag',
      targetId: null,
      before: { ids: before },
      after: { ids },
    });
  });
  return listAdminTags(db);
}
