/**
 * Editors' changes to campaigns (decision 0061): created, edited, deleted, and their ordered titles replaced, each
 * in one transaction with its audit entry. The viewer's GET /v1/campaigns/{slug} reads the same rows, so a change
 * shows at once.
 */
import {
  type AdminCampaign,
  type AdminCampaignForm,
  type AdminCampaignSummary,
  CAMPAIGN_MESSAGES,
} from '@hanabi/contract';
import { type AppDatabase, appendAuditEntry, campaigns } from '@hanabi/db';
import { ApiError } from '../../lib/api-error.ts';
import type { AuditActor } from '../../lib/audit-actor.ts';
import {
  collectionTitles,
  replaceCollectionTitles,
  requireFreeSlug,
  windowStateAt,
} from '../../lib/title-collections/collection-titles.ts';
import { type CampaignRow, campaignFormOf, createAdminCampaignsRepository } from './admin-campaigns.repository.ts';

const campaignNotFound = () => new ApiError('notFound', { message: CAMPAIGN_MESSAGES.notFound });

export function campaignSummaryOf(row: CampaignRow & { titleCount: number }, at: Date): AdminCampaignSummary {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    lead: row.lead,
    body: row.body,
    layout: row.layout,
    requires_age_permission: row.requiresAgePermission,
    listed: row.listed,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    state: windowStateAt(row, at),
    title_count: row.titleCount,
  };
}

/** The campaign with its titles in order, its state at `at`; 404 when there is none. */
export async function campaignAnswer(db: AppDatabase, id: number, at: Date): Promise<AdminCampaign> {
  const row = await createAdminCampaignsRepository(db).find(id);
  if (!row) throw campaignNotFound();
  const titles = await collectionTitles(db, 'campaign').of(id);
  return { ...campaignSummaryOf({ ...row, titleCount: titles.length }, at), titles };
}

/** One write of a campaign in its transaction, audited as `campaign.{operation}` with its form before and after. */
function auditedWrite(
  db: AppDatabase,
  actor: AuditActor,
  operation: 'create' | 'update' | 'delete',
  write: (tx: AppDatabase) => Promise<{ id: number; before: CampaignRow | null }>,
): Promise<number> {
  return db.transaction(async (tx) => {
    const { id, before } = await write(tx);
    const after = operation === 'delete' ? undefined : await createAdminCampaignsRepository(tx).find(id);
    await appendAuditEntry(tx, {
      ...actor,
      operation: `campaign.${operation}`,
      targetType: 'campaign',
      targetId: id,
      before: before ? campaignFormOf(before) : null,
      after: after ? campaignFormOf(after) : null,
    });
    return id;
  });
}

export function createCampaign(db: AppDatabase, actor: AuditActor, form: AdminCampaignForm): Promise<number> {
  return auditedWrite(db, actor, 'create', async (tx) => {
    await requireFreeSlug(tx, campaigns, form.slug, null, CAMPAIGN_MESSAGES.slugTaken);
    return { id: await createAdminCampaignsRepository(tx).insert(form), before: null };
  });
}

export async function updateCampaign(
  db: AppDatabase,
  actor: AuditActor,
  id: number,
  form: AdminCampaignForm,
): Promise<void> {
  await auditedWrite(db, actor, 'update', async (tx) => {
    const repository = createAdminCampaignsRepository(tx);
    const before = await repository.lock(id);
    if (!before) throw campaignNotFound();
    await requireFreeSlug(tx, campaigns, form.slug, id, CAMPAIGN_MESSAGES.slugTaken);
    await repository.update(id, form);
    return { id, before };
  });
}

export async function deleteCampaign(db: AppDatabase, actor: AuditActor, id: number): Promise<void> {
  await auditedWrite(db, actor, 'delete', async (tx) => {
    const repository = createAdminCampaignsRepository(tx);
    const before = await repository.lock(id);
    if (!before) throw campaignNotFound();
    await repository.remove(id);
    return { id, before };
  });
}

export function replaceCampaignTitles(
  db: AppDatabase,
  actor: AuditActor,
  id: number,
  titleIds: readonly number[],
): Promise<void> {
  return db.transaction(async (tx) => {
    if (!(await createAdminCampaignsRepository(tx).lock(id))) throw campaignNotFound();
    await replaceCollectionTitles(tx, actor, 'campaign', id, titleIds);
  });
}
