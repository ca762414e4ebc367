/**
 * Editors' changes to dynamic landing pages (decision 0063): created, edited, deleted, and their ordered titles
 * replaced, each in one transaction with its audit entry. The viewer's GET /v1/dynamic_landings reads the same
 * rows, so a change shows at once.
 */
import {
  type AdminDynamicLanding,
  type AdminDynamicLandingForm,
  type AdminDynamicLandingSummary,
  DYNAMIC_LANDING_MESSAGES,
} from '@hanabi/contract';
import { type AppDatabase, appendAuditEntry, dynamicLandings } from '@hanabi/db';
import { ApiError } from '../../lib/api-error.ts';
import type { AuditActor } from '../../lib/audit-actor.ts';
import {
  collectionTitles,
  replaceCollectionTitles,
  requireFreeSlug,
  windowStateAt,
} from '../../lib/title-collections/collection-titles.ts';
import {
  createAdminDynamicLandingsRepository,
  type LandingRow,
  landingFormOf,
} from './admin-dynamic-landings.repository.ts';

const landingNotFound = () => new ApiError('notFound', { message: DYNAMIC_LANDING_MESSAGES.notFound });

export function landingSummaryOf(row: LandingRow & { titleCount: number }, at: Date): AdminDynamicLandingSummary {
  return {
    id: row.id,
    slug: row.slug,
    heading: row.heading,
    lead: row.lead,
    layout: row.layout,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    state: windowStateAt(row, at),
    title_count: row.titleCount,
  };
}

/** The page with its titles in order, its state at `at`; 404 when there is none. */
export async function landingAnswer(db: AppDatabase, id: number, at: Date): Promise<AdminDynamicLanding> {
  const row = await createAdminDynamicLandingsRepository(db).find(id);
  if (!row) throw landingNotFound();
  const titles = await collectionTitles(db, 'landing').of(id);
  return { ...landingSummaryOf({ ...row, titleCount: titles.length }, at), titles };
}

/** One write of a page in its transaction, audited as `dynamic_landing.{operation}` with its form before and after. */
function auditedWrite(
  db: AppDatabase,
  actor: AuditActor,
  operation: 'create' | 'update' | 'delete',
  write: (tx: AppDatabase) => Promise<{ id: number; before: LandingRow | null }>,
): Promise<number> {
  return db.transaction(async (tx) => {
    const { id, before } = await write(tx);
    const after = operation === 'delete' ? undefined : await createAdminDynamicLandingsRepository(tx).find(id);
    await appendAuditEntry(tx, {
      ...actor,
      operation: `dynamic_landing.${operation}`,
      targetType: 'dynamic_landing',
      targetId: id,
      before: before ? landingFormOf(before) : null,
      after: after ? landingFormOf(after) : null,
    });
    return id;
  });
}

export function createLanding(db: AppDatabase, actor: AuditActor, form: AdminDynamicLandingForm): Promise<number> {
  return auditedWrite(db, actor, 'create', async (tx) => {
    await requireFreeSlug(tx, dynamicLandings, form.slug, null);
    return { id: await createAdminDynamicLandingsRepository(tx).insert(form), before: null };
  });
}

export async function updateLanding(
  db: AppDatabase,
  actor: AuditActor,
  id: number,
  form: AdminDynamicLandingForm,
): Promise<void> {
  await auditedWrite(db, actor, 'update', async (tx) => {
    const repository = createAdminDynamicLandingsRepository(tx);
    const before = await repository.lock(id);
    if (!before) throw landingNotFound();
    await requireFreeSlug(tx, dynamicLandings, form.slug, id);
    await repository.update(id, form);
    return { id, before };
  });
}

export async function deleteLanding(db: AppDatabase, actor: AuditActor, id: number): Promise<void> {
  await auditedWrite(db, actor, 'delete', async (tx) => {
    const repository = createAdminDynamicLandingsRepository(tx);
    const before = await repository.lock(id);
    if (!before) throw landingNotFound();
    await repository.remove(id);
    return { id, before };
  });
}

export function replaceLandingTitles(
  db: AppDatabase,
  actor: AuditActor,
  id: number,
  titleIds: readonly number[],
): Promise<void> {
  return db.transaction(async (tx) => {
    if (!(await createAdminDynamicLandingsRepository(tx).lock(id))) throw landingNotFound();
    await replaceCollectionTitles(tx, actor, 'landing', id, titleIds);
  });
}
