/**
 * Editors' changes to the home carousel (decision 0053): a slide created (placed last), edited, deleted, its
 * picture replaced, and the order of the slides not yet ended. Each change is one transaction with its audit
 * entry (decision 0042); changes to the order and the set of slides hold one lock, so that a reorder never
 * interleaves with a slide created or deleted.
 */
import {
  type AdminHomeSlide,
  type AdminHomeSlideForm,
  HOME_SLIDE_IMAGE_SHAPE,
  HOME_SLIDE_MESSAGES,
  homeSlideImageTooSmall,
} from '@hanabi/contract';
import { type AppDatabase, appendAuditEntry, homeSlides, lockUntilCommit } from '@hanabi/db';
import { ApiError } from '../../lib/api-error.ts';
import type { AuditActor } from '../../lib/audit-actor.ts';
import { type ImageSetDeps, type ImageSetKind, replaceImageSet } from '../../lib/image-sets/replace-image-set.ts';
import type { MediaUrls } from '../../lib/media-url.ts';
import { requireWholeOrder, writePositions } from '../admin-catalogue/explicit-order.ts';
import {
  createAdminHomeSlidesRepository,
  type SlideLink,
  type SlideRow,
  slideFormOf,
  slideStateAt,
} from './admin-home-slides.repository.ts';

const SLIDE_ORDER_LOCK = 'home_slides:order';

const slideNotFound = () => new ApiError('notFound', { message: HOME_SLIDE_MESSAGES.notFound });

export function adminSlideAnswer(row: SlideRow, now: Date, media: MediaUrls): AdminHomeSlide {
  return {
    id: row.id,
    headline: row.headline,
    line: row.line,
    image: row.image ? media(row.image) : null,
    title: row.title,
    campaign: row.campaign,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt?.toISOString() ?? null,
    position: row.position,
    audiences: row.audiences,
    state: slideStateAt(row, now),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The link's row ids; 400 beside the link field when the title or campaign it names does not exist. */
async function linkOf(tx: AppDatabase, form: AdminHomeSlideForm): Promise<SlideLink> {
  const repository = createAdminHomeSlidesRepository(tx);
  if (form.title_id !== null) {
    if (await repository.titleExists(form.title_id)) return { titleId: form.title_id, campaignId: null };
    throw new ApiError('badRequest', {
      message: HOME_SLIDE_MESSAGES.titleNotFound,
      details: [{ field: 'body.title_id', reason: 'not_found' }],
    });
  }
  const campaignId = form.campaign_slug === null ? undefined : await repository.campaignIdOf(form.campaign_slug);
  if (campaignId !== undefined) return { titleId: null, campaignId };
  throw new ApiError('badRequest', {
    message: HOME_SLIDE_MESSAGES.campaignNotFound,
    details: [{ field: 'body.campaign_slug', reason: 'not_found' }],
  });
}

async function foundSlide(tx: AppDatabase, id: number): Promise<SlideRow> {
  const row = await createAdminHomeSlidesRepository(tx).find(id);
  if (!row) throw slideNotFound();
  return row;
}

export function createSlide(db: AppDatabase, actor: AuditActor, form: AdminHomeSlideForm): Promise<SlideRow> {
  return db.transaction(async (tx) => {
    await lockUntilCommit(tx, SLIDE_ORDER_LOCK);
    const id = await createAdminHomeSlidesRepository(tx).insert(form, await linkOf(tx, form));
    const slide = await foundSlide(tx, id);
    await appendAuditEntry(tx, {
      ...actor,
      operation: 'home_slide.create',
      targetType: 'home_slide',
      targetId: id,
      before: null,
      after: slideFormOf(slide),
    });
    return slide;
  });
}

export function updateSlide(
  db: AppDatabase,
  actor: AuditActor,
  id: number,
  form: AdminHomeSlideForm,
): Promise<SlideRow> {
  return db.transaction(async (tx) => {
    const repository = createAdminHomeSlidesRepository(tx);
    const before = await repository.lock(id);
    if (!before) throw slideNotFound();
    await repository.update(id, form, await linkOf(tx, form), actor.at);
    const slide = await foundSlide(tx, id);
    await appendAuditEntry(tx, {
      ...actor,
      operation: 'home_slide.update',
      targetType: 'home_slide',
      targetId: id,
      before: slideFormOf(before),
      after: slideFormOf(slide),
    });
    return slide;
  });
}

/** Gone at once; its picture set stays (a slide's pictures are small, and the audit log names them). */
export function deleteSlide(db: AppDatabase, actor: AuditActor, id: number): Promise<SlideRow> {
  return db.transaction(async (tx) => {
    await lockUntilCommit(tx, SLIDE_ORDER_LOCK);
    const repository = createAdminHomeSlidesRepository(tx);
    if (!(await repository.lock(id))) throw slideNotFound();
    const before = await foundSlide(tx, id);
    await repository.remove(id);
    await appendAuditEntry(tx, {
      ...actor,
      operation: 'home_slide.delete',
      targetType: 'home_slide',
      targetId: id,
      before: { ...slideFormOf(before), image: before.image },
      after: null,
    });
    return before;
  });
}

/** `ids` must name every slide not ended at `now`, each once (409 otherwise); they take positions 1, 2, … */
export function reorderSlides(db: AppDatabase, actor: AuditActor, now: Date, ids: readonly number[]): Promise<void> {
  return db.transaction(async (tx) => {
    await lockUntilCommit(tx, SLIDE_ORDER_LOCK);
    const before = await createAdminHomeSlidesRepository(tx).orderedIds(now);
    requireWholeOrder(before, ids);
    await writePositions(tx, homeSlides, ids);
    await appendAuditEntry(tx, {
      ...actor,
      operation: 'home_slide.reorder',
      targetType: 'home_slide',
      targetId: null,
      before: { ids: before },
      after: { ids },
    });
  });
}

const SLIDE_IMAGE_SET: ImageSetKind = {
  folder: 'home_slide',
  shape: HOME_SLIDE_IMAGE_SHAPE,
  tooSmall: homeSlideImageTooSmall(),
  namesImageSet: (tx, folder) => createAdminHomeSlidesRepository(tx).namesImageSet(folder),
};

export async function replaceSlideImage(deps: ImageSetDeps, actor: AuditActor, id: number, bytes: Buffer) {
  // Before the costly part: an unknown slide is answered at once.
  if (!(await createAdminHomeSlidesRepository(deps.db).find(id))) throw slideNotFound();
  return replaceImageSet(deps, SLIDE_IMAGE_SET, bytes, async (tx, image) => {
    const repository = createAdminHomeSlidesRepository(tx);
    const before = await repository.lock(id);
    if (!before) throw slideNotFound();
    await repository.setImage(id, image, actor.at);
    await appendAuditEntry(tx, {
      ...actor,
      operation: 'home_slide.replace_image',
      targetType: 'home_slide',
      targetId: id,
      before: { image: before.image },
      after: { image },
    });
    return before.image;
  });
}
