/**
 * Editors' changes to the FAQ (decision 0055): an entry created, edited or deleted, each in one transaction
 * with its audit entry (decision 0042). A number belongs to one entry (409 otherwise), so /faq/{n} is stable.
 */
import { type AdminFaqEntry, type AdminFaqForm, RULES_MESSAGES } from '@hanabi/contract';
import { type AppDatabase, appendAuditEntry } from '@hanabi/db';
import { ApiError } from '../../lib/api-error.ts';
import type { AuditActor } from '../../lib/audit-actor.ts';
import { adminFaqEntryOf, createFaqRepository, type FaqRow } from './faq.repository.ts';

export const faqNotFound = () => new ApiError('notFound', { message: RULES_MESSAGES.faqNotFound });

/** What the audit log keeps of an entry: the form's values, in the API's words. */
const formOf = ({ number, topic, question, answer, position, related, draft }: FaqRow) => ({
  number,
  topic,
  question,
  answer,
  position,
  related,
  draft,
});

async function requireFreeNumber(db: AppDatabase, number: number, except: number | null): Promise<void> {
  if (!(await createFaqRepository(db).numberTaken(number, except))) return;
  throw new ApiError('conflict', {
    message: RULES_MESSAGES.faqNumberTaken,
    details: [{ field: 'body.number', reason: 'taken' }],
  });
}

export function createFaqEntry(db: AppDatabase, actor: AuditActor, form: AdminFaqForm): Promise<AdminFaqEntry> {
  return db.transaction(async (tx) => {
    await requireFreeNumber(tx, form.number, null);
    const row = await createFaqRepository(tx).insert(form, actor.at);
    await appendAuditEntry(tx, {
      ...actor,
      operation: 'faq.create',
      targetType: 'faq_entry',
      targetId: row.id,
      before: null,
      after: formOf(row),
    });
    return adminFaqEntryOf(row);
  });
}

export function updateFaqEntry(
  db: AppDatabase,
  actor: AuditActor,
  id: number,
  form: AdminFaqForm,
): Promise<AdminFaqEntry> {
  return db.transaction(async (tx) => {
    const repository = createFaqRepository(tx);
    const before = await repository.lock(id);
    if (!before) throw faqNotFound();
    await requireFreeNumber(tx, form.number, id);
    const after = await repository.update(id, form, actor.at);
    if (!after) throw faqNotFound();
    await appendAuditEntry(tx, {
      ...actor,
      operation: 'faq.update',
      targetType: 'faq_entry',
      targetId: id,
      before: formOf(before),
      after: formOf(after),
    });
    return adminFaqEntryOf(after);
  });
}

/** Gone at once: /faq/{number} answers 404 from now on. Answers the entry as it was. */
export function deleteFaqEntry(db: AppDatabase, actor: AuditActor, id: number): Promise<AdminFaqEntry> {
  return db.transaction(async (tx) => {
    const repository = createFaqRepository(tx);
    const before = await repository.lock(id);
    if (!before) throw faqNotFound();
    await repository.remove(id);
    await appendAuditEntry(tx, {
      ...actor,
      operation: 'faq.delete',
      targetType: 'faq_entry',
      targetId: id,
      before: formOf(before),
      after: null,
    });
    return adminFaqEntryOf(before);
  });
}
