/**
 * Operators' changes to titles (decision 0046). Each is one transaction with its audit entry (decision 0042),
 * holding the title's row while it reads the "before" it records. A title is created as a draft and reaches
 * viewers only once published; unpublishing hides it again and keeps everything members own of it.
 */
import { type AdminTitle, type AdminTitleWrite, CATALOGUE_MESSAGES } from '@hanabi/contract';
import { type AppDatabase, appendAuditEntry, genres, tags, titles } from '@hanabi/db';
import { eq } from 'drizzle-orm';
import { ApiError } from '../../lib/api-error.ts';
import type { AuditActor } from '../../lib/audit-actor.ts';
import type { MediaUrls } from '../../lib/media-url.ts';
import { adminTitleOf, PLACEHOLDER_KEY_ART, PLACEHOLDER_POSTER } from './admin-title-answer.ts';
import { countExisting, findAdminTitle, replaceTitleLinks, titleColumns } from './admin-titles.repository.ts';

/** 400 naming the field when the form picks a genre or tag that does not exist. */
async function requireKnownLinks(tx: AppDatabase, write: AdminTitleWrite): Promise<void> {
  if ((await countExisting(tx, genres, write.genre_ids)) !== write.genre_ids.length) {
    throw new ApiError('badRequest', {
      message: CATALOGUE_MESSAGES.unknownGenre,
      details: [{ field: 'body.genre_ids', reason: 'unknown' }],
    });
  }
  if ((await countExisting(tx, tags, write.tag_ids)) !== write.tag_ids.length) {
    throw new ApiError('badRequest', {
      message: CATALOGUE_MESSAGES.unknownTag,
      details: [{ field: 'body.tag_ids', reason: 'unknown' }],
    });
  }
}

/** The title as the console shows it, read inside `tx` (holding its row when `lock`); 404 when unknown. */
async function requireTitle(tx: AppDatabase, media: MediaUrls, id: number, lock = false): Promise<AdminTitle> {
  const rows = await findAdminTitle(tx, id, lock);
  if (!rows) throw new ApiError('notFound', { message: 'この作品は見つかりません。' });
  return adminTitleOf(rows, media);
}

export function getAdminTitle(db: AppDatabase, media: MediaUrls, id: number): Promise<AdminTitle> {
  return requireTitle(db, media, id);
}

/** A new draft title with its links; its pictures are placeholders until key art and a poster are set. */
export function createTitle(
  db: AppDatabase,
  media: MediaUrls,
  actor: AuditActor,
  write: AdminTitleWrite,
): Promise<AdminTitle> {
  return db.transaction(async (tx) => {
    await requireKnownLinks(tx, write);
    const [row] = await tx
      .insert(titles)
      .values({
        ...titleColumns(write),
        slug: `console-${crypto.randomUUID()}`,
        keyArt: PLACEHOLDER_KEY_ART,
        poster: PLACEHOLDER_POSTER,
        publishedAt: null,
        createdAt: actor.at,
        updatedAt: actor.at,
      })
      .returning({ id: titles.id });
    if (!row) throw new Error('title not inserted');
    await replaceTitleLinks(tx, row.id, write);
    const after = await requireTitle(tx, media, row.id);
    await appendAuditEntry(tx, {
      ...actor,
      operation: 'title.create',
      targetType: 'title',
      targetId: row.id,
      before: null,
      after,
    });
    return after;
  });
}

export function updateTitle(
  db: AppDatabase,
  media: MediaUrls,
  actor: AuditActor,
  id: number,
  write: AdminTitleWrite,
): Promise<AdminTitle> {
  return db.transaction(async (tx) => {
    const before = await requireTitle(tx, media, id, true);
    await requireKnownLinks(tx, write);
    await tx
      .update(titles)
      .set({ ...titleColumns(write), updatedAt: actor.at })
      .where(eq(titles.id, id));
    await replaceTitleLinks(tx, id, write);
    const after = await requireTitle(tx, media, id);
    await appendAuditEntry(tx, {
      ...actor,
      operation: 'title.update',
      targetType: 'title',
      targetId: id,
      before,
      after,
    });
    return after;
  });
}

/**
 * Publishes or unpublishes the title. Publishing an already published title keeps its first publishing time,
 * and unpublishing a draft changes nothing; both are still answered with the title, and audited only when
 * something changed.
 */
export function setTitlePublished(
  db: AppDatabase,
  media: MediaUrls,
  actor: AuditActor,
  id: number,
  publish: boolean,
): Promise<AdminTitle> {
  return db.transaction(async (tx) => {
    const before = await requireTitle(tx, media, id, true);
    if ((before.status === 'published') === publish) return before;
    await tx
      .update(titles)
      .set({ publishedAt: publish ? actor.at : null, updatedAt: actor.at })
      .where(eq(titles.id, id));
    const after = await requireTitle(tx, media, id);
    const operation = publish ? 'title.publish' : 'title.unpublish';
    await appendAuditEntry(tx, {
      ...actor,
      operation,
      targetType: 'title',
      targetId: id,
      before: { status: before.status, published_at: before.published_at },
      after: { status: after.status, published_at: after.published_at },
    });
    return after;
  });
}
