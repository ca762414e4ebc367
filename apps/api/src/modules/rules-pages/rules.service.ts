/**
 * Rules revisions (decision 0055). Viewers get the revision in force today (Japan date) and the dated list of
 * every revision that has been in force. Editors write a draft, edit or delete it while it is a draft, and
 * publish it with an effective date not in the past; a published revision is never changed (409), so what a
 * member agreed to on a day can always be shown again. Each write is one transaction with its audit entry.
 */
import {
  type AdminRulesDraftForm,
  type AdminRulesRevision,
  RULES_MESSAGES,
  type RulesDocument,
  type RulesPage,
  type RulesRevision,
} from '@hanabi/contract';
import { type AppDatabase, appendAuditEntry } from '@hanabi/db';
import { ApiError } from '../../lib/api-error.ts';
import type { OperatorActor } from '../../lib/audit-actor.ts';
import { toJapanIso } from '../../lib/japan-time.ts';
import { createRulesRepository, type RulesRevisionRow, revisionOf, revisionSummaryOf } from './rules.repository.ts';

const revisionNotFound = () => new ApiError('notFound', { message: RULES_MESSAGES.revisionNotFound });

/** The Japan date of an instant: 2026-04-01. */
export const japanDayOf = (instant: Date) => toJapanIso(instant).slice(0, 10);

export async function rulesPage(db: AppDatabase, document: RulesDocument, now: Date): Promise<RulesPage> {
  const history = await createRulesRepository(db).history(document, japanDayOf(now));
  const [current] = history;
  if (!current) throw new ApiError('notFound', { message: RULES_MESSAGES.noRevision });
  return { current: revisionOf(current), history: history.map(revisionSummaryOf) };
}

export async function pastRevision(
  db: AppDatabase,
  document: RulesDocument,
  id: number,
  now: Date,
): Promise<RulesRevision> {
  const row = await createRulesRepository(db).publishedById(document, id, japanDayOf(now));
  if (!row) throw revisionNotFound();
  return revisionOf(row);
}

export async function revisionAnswer(db: AppDatabase, id: number): Promise<AdminRulesRevision> {
  const revision = await createRulesRepository(db).find(id);
  if (!revision) throw revisionNotFound();
  return revision;
}

const auditedOf = (row: Pick<RulesRevisionRow, 'document' | 'body' | 'effectiveOn' | 'publishedAt'>) => ({
  document: row.document,
  body: row.body,
  effective_on: row.effectiveOn,
  published_at: row.publishedAt?.toISOString() ?? null,
});

/** The revision locked, 404 when there is none and 409 when it is published. */
async function lockDraft(db: AppDatabase, id: number): Promise<RulesRevisionRow> {
  const row = await createRulesRepository(db).lock(id);
  if (!row) throw revisionNotFound();
  if (row.publishedAt) throw new ApiError('conflict', { message: RULES_MESSAGES.published });
  return row;
}

export function createRulesDraft(
  db: AppDatabase,
  actor: OperatorActor,
  document: RulesDocument,
  form: AdminRulesDraftForm,
): Promise<number> {
  return db.transaction(async (tx) => {
    const values = { document, body: form.body, effectiveOn: form.effective_on, publishedAt: null };
    const id = await createRulesRepository(tx).insert({ ...values, authorOperatorId: actor.operatorId });
    await appendAuditEntry(tx, {
      ...actor,
      operation: 'rules_revision.create',
      targetType: 'rules_revision',
      targetId: id,
      before: null,
      after: auditedOf(values),
    });
    return id;
  });
}

export function updateRulesDraft(
  db: AppDatabase,
  actor: OperatorActor,
  id: number,
  form: AdminRulesDraftForm,
): Promise<void> {
  return db.transaction(async (tx) => {
    const before = await lockDraft(tx, id);
    const changes = { body: form.body, effectiveOn: form.effective_on, authorOperatorId: actor.operatorId };
    await createRulesRepository(tx).update(id, changes);
    await appendAuditEntry(tx, {
      ...actor,
      operation: 'rules_revision.update',
      targetType: 'rules_revision',
      targetId: id,
      before: auditedOf(before),
      after: auditedOf({ ...before, ...changes }),
    });
  });
}

export function deleteRulesDraft(db: AppDatabase, actor: OperatorActor, id: number): Promise<void> {
  return db.transaction(async (tx) => {
    const before = await lockDraft(tx, id);
    await createRulesRepository(tx).remove(id);
    await appendAuditEntry(tx, {
      ...actor,
      operation: 'rules_revision.delete',
      targetType: 'rules_revision',
      targetId: id,
      before: auditedOf(before),
      after: null,
    });
  });
}

/**
 * Published from now, in force from `effective_on` (today or later: a date in the past would rewrite what
 * members were shown). 409 when another published revision of the document takes effect that day.
 */
export function publishRulesRevision(
  db: AppDatabase,
  actor: OperatorActor,
  id: number,
  effectiveOn: string,
): Promise<void> {
  return db.transaction(async (tx) => {
    const before = await lockDraft(tx, id);
    if (effectiveOn < japanDayOf(actor.at)) {
      throw new ApiError('badRequest', {
        message: RULES_MESSAGES.effectivePast,
        details: [{ field: 'body.effective_on', reason: 'past' }],
      });
    }
    const repository = createRulesRepository(tx);
    if (await repository.publishedOnDay(before.document, effectiveOn)) {
      throw new ApiError('conflict', {
        message: RULES_MESSAGES.effectiveTaken,
        details: [{ field: 'body.effective_on', reason: 'taken' }],
      });
    }
    const changes = { effectiveOn, publishedAt: actor.at };
    await repository.update(id, changes);
    await appendAuditEntry(tx, {
      ...actor,
      operation: 'rules_revision.publish',
      targetType: 'rules_revision',
      targetId: id,
      before: auditedOf(before),
      after: auditedOf({ ...before, ...changes }),
    });
  });
}
