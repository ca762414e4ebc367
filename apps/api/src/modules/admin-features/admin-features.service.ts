/**
 * Editors' changes to features (decision 0063): a feature created, edited, deleted, and its ordered list of
 * titles replaced. Each change is one transaction with its audit entry (decision 0042). The viewer's reads
 * (GET /v1/features) query the same rows, so a change shows at once.
 */
import { type AdminFeature, type AdminFeatureForm, type AdminFeatureSummary, FEATURE_MESSAGES } from '@hanabi/contract';
import { type AppDatabase, appendAuditEntry, features } from '@hanabi/db';
import { ApiError } from '../../lib/api-error.ts';
import type { AuditActor } from '../../lib/audit-actor.ts';
import {
  collectionTitles,
  replaceCollectionTitles,
  requireFreeSlug,
  windowStateAt,
} from '../../lib/title-collections/collection-titles.ts';
import { createAdminFeaturesRepository, type FeatureListRow, featureFormOf } from './admin-features.repository.ts';

const featureNotFound = () => new ApiError('notFound', { message: FEATURE_MESSAGES.notFound });

export function featureSummaryOf(row: FeatureListRow, at: Date): AdminFeatureSummary {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    position: row.position,
    state: windowStateAt(row, at),
    title_count: row.titleCount,
  };
}

/** The feature with its titles in order, its state at `at`; 404 when there is none. */
export async function featureAnswer(db: AppDatabase, id: number, at: Date): Promise<AdminFeature> {
  const repository = createAdminFeaturesRepository(db);
  const row = await repository.find(id);
  if (!row) throw featureNotFound();
  const titles = await collectionTitles(db, 'feature').of(id);
  return { ...featureSummaryOf({ ...row, titleCount: titles.length }, at), titles };
}

export function createFeature(db: AppDatabase, actor: AuditActor, form: AdminFeatureForm): Promise<number> {
  return db.transaction(async (tx) => {
    await requireFreeSlug(tx, features, form.slug, null);
    const repository = createAdminFeaturesRepository(tx);
    const id = await repository.insert(form);
    const after = await repository.find(id);
    await appendAuditEntry(tx, {
      ...actor,
      operation: 'feature.create',
      targetType: 'feature',
      targetId: id,
      before: null,
      after: after ? featureFormOf(after) : null,
    });
    return id;
  });
}

export function updateFeature(db: AppDatabase, actor: AuditActor, id: number, form: AdminFeatureForm): Promise<void> {
  return db.transaction(async (tx) => {
    const repository = createAdminFeaturesRepository(tx);
    const before = await repository.lock(id);
    if (!before) throw featureNotFound();
    await requireFreeSlug(tx, features, form.slug, id);
    await repository.update(id, form);
    const after = await repository.find(id);
    await appendAuditEntry(tx, {
      ...actor,
      operation: 'feature.update',
      targetType: 'feature',
      targetId: id,
      before: featureFormOf(before),
      after: after ? featureFormOf(after) : null,
    });
  });
}

/** Gone at once with its list of titles; answers the feature as it was. */
export function deleteFeature(db: AppDatabase, actor: AuditActor, id: number, at: Date): Promise<AdminFeature> {
  return db.transaction(async (tx) => {
    const repository = createAdminFeaturesRepository(tx);
    const row = await repository.lock(id);
    if (!row) throw featureNotFound();
    const before = await featureAnswer(tx, id, at);
    await repository.remove(id);
    await appendAuditEntry(tx, {
      ...actor,
      operation: 'feature.delete',
      targetType: 'feature',
      targetId: id,
      before: { ...featureFormOf(row), title_ids: before.titles.map((title) => title.id) },
      after: null,
    });
    return before;
  });
}

/** The feature's titles, in the order given; 400 beside the list when an id names no title. */
export function replaceFeatureTitles(
  db: AppDatabase,
  actor: AuditActor,
  id: number,
  titleIds: readonly number[],
): Promise<void> {
  return db.transaction(async (tx) => {
    if (!(await createAdminFeaturesRepository(tx).lock(id))) throw featureNotFound();
    await replaceCollectionTitles(tx, actor, 'feature', id, titleIds);
  });
}
