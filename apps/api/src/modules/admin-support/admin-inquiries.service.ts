/**
 * What operators do to an inquiry (decision 0051): change its status or assignee, add an internal note, reply
 * by mail. Each is one transaction with its audit entry; a reply's mail is queued in the same transaction
 * (`queueMail`), and the sign-in service's mail transport sends it.
 */
import {
  INQUIRY_CATEGORY_LABELS,
  type InquiryStatus,
  OPERATOR_ROLES,
  roleHasPermission,
  SUPPORT_MESSAGES,
} from '@hanabi/contract';
import { type AppDatabase, appendAuditEntry, inquiries, inquiryMessages, operators, queueMail } from '@hanabi/db';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { ApiError } from '../../lib/api-error.ts';
import type { AuditActor } from '../../lib/audit-actor.ts';
import { toJapanIso } from '../../lib/japan-time.ts';

/** The roles that may answer inquiries, and so be assigned one. */
const ANSWERING_ROLES = OPERATOR_ROLES.filter((role) => roleHasPermission(role, 'inquiries:write'));

type InquiryRow = typeof inquiries.$inferSelect;

async function lockInquiry(tx: AppDatabase, id: number): Promise<InquiryRow> {
  const [row] = await tx.select().from(inquiries).where(eq(inquiries.id, id)).for('update');
  if (!row) throw new ApiError('notFound', { message: SUPPORT_MESSAGES.inquiryNotFound });
  return row;
}

/** Active operators who may answer inquiries, by name: the console's choice of assignee. */
export function listAssignees(db: AppDatabase): Promise<Array<{ id: number; name: string }>> {
  return db
    .select({ id: operators.id, name: operators.name })
    .from(operators)
    .where(and(eq(operators.status, 'active'), inArray(operators.role, ANSWERING_ROLES)))
    .orderBy(asc(operators.name), asc(operators.id));
}

async function requireAssignable(tx: AppDatabase, operatorId: number): Promise<void> {
  const [row] = await tx
    .select({ id: operators.id })
    .from(operators)
    .where(and(eq(operators.id, operatorId), eq(operators.status, 'active'), inArray(operators.role, ANSWERING_ROLES)));
  if (!row) {
    throw new ApiError('badRequest', {
      message: SUPPORT_MESSAGES.assigneeCannotAnswer,
      details: [{ field: 'body.assignee_id', reason: 'invalid' }],
    });
  }
}

/**
 * Sets the inquiry's status and assignee (its last change now) and audits `operation` with them before and
 * after, and `more` after. Inside the transaction that locked `before`.
 */
async function changeInquiry(
  tx: AppDatabase,
  actor: AuditActor,
  before: InquiryRow,
  operation: string,
  after: { status: InquiryStatus; assigneeId: number | null },
  more: Record<string, unknown> = {},
): Promise<void> {
  await tx
    .update(inquiries)
    .set({ status: after.status, assigneeOperatorId: after.assigneeId, updatedAt: actor.at })
    .where(eq(inquiries.id, before.id));
  await appendAuditEntry(tx, {
    ...actor,
    operation,
    targetType: 'inquiry',
    targetId: before.id,
    before: { status: before.status, assignee_id: before.assigneeOperatorId },
    after: { status: after.status, assignee_id: after.assigneeId, ...more },
  });
}

export async function updateInquiry(
  db: AppDatabase,
  actor: AuditActor,
  id: number,
  change: { status?: InquiryStatus; assigneeId?: number | null },
): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockInquiry(tx, id);
    if (change.assigneeId != null) await requireAssignable(tx, change.assigneeId);
    await changeInquiry(tx, actor, before, 'inquiry.update', {
      status: change.status ?? before.status,
      assigneeId: change.assigneeId === undefined ? before.assigneeOperatorId : change.assigneeId,
    });
  });
}

export async function addInquiryNote(db: AppDatabase, actor: AuditActor, id: number, body: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockInquiry(tx, id);
    const messageId = await insertMessage(tx, actor, id, { kind: 'note', body, subject: null });
    await tx.update(inquiries).set({ updatedAt: actor.at }).where(eq(inquiries.id, id));
    await appendAuditEntry(tx, {
      ...actor,
      operation: 'inquiry.note',
      targetType: 'inquiry',
      targetId: id,
      before: null,
      after: { message_id: messageId, body },
    });
  });
}

async function insertMessage(
  tx: AppDatabase,
  actor: AuditActor,
  inquiryId: number,
  message: Pick<typeof inquiryMessages.$inferInsert, 'kind' | 'body' | 'subject'>,
): Promise<number> {
  if (actor.operatorId === null) throw new Error('an inquiry message needs its operator');
  const [row] = await tx
    .insert(inquiryMessages)
    .values({ ...message, inquiryId, operatorId: actor.operatorId, createdAt: actor.at })
    .returning({ id: inquiryMessages.id });
  if (!row) throw new Error('inquiry message not inserted');
  return row.id;
}

/** The reply's subject names the inquiry's number, so the sender can tell which question it answers. */
export function replySubject(inquiryId: number): string {
  return `【Hanabi】お問い合わせ（受付番号 ${inquiryId}）へのご回答`;
}

/** The reply as mailed: the operator's text, then the inquiry it answers, quoted. */
function replyText(inquiry: InquiryRow, body: string): string {
  const quoted = inquiry.body
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
  return [
    body,
    '',
    '――――――――――――――――――――',
    `受付番号: ${inquiry.id}`,
    `受付日時: ${toJapanIso(inquiry.createdAt)}`,
    `お問い合わせの種類: ${INQUIRY_CATEGORY_LABELS[inquiry.category]}`,
    quoted,
    '――――――――――――――――――――',
    'このメールは送信専用です。ご返信いただいてもお答えできません。',
    '続けてのご質問は、Hanabi の「お問い合わせ」からお送りください。',
    'Hanabi サポート',
    '',
  ].join('\n');
}

/**
 * Mails the reply to the inquiry's address and keeps it in the thread; the inquiry becomes 対応中, or 完了
 * when `close`. A closed inquiry takes no reply: reopen it first, so nobody answers a finished thread by mistake.
 */
export async function replyToInquiry(
  db: AppDatabase,
  actor: AuditActor,
  id: number,
  { body, close }: { body: string; close: boolean },
): Promise<void> {
  await db.transaction(async (tx) => {
    const inquiry = await lockInquiry(tx, id);
    if (inquiry.status === 'closed') throw new ApiError('conflict', { message: SUPPORT_MESSAGES.replyToClosed });
    const subject = replySubject(id);
    const messageId = await insertMessage(tx, actor, id, { kind: 'reply', body, subject });
    const mailId = await queueMail(
      tx,
      { to: inquiry.email, subject, text: replyText(inquiry, body), reference: `inquiry_reply:${messageId}` },
      actor.at,
    );
    // Whoever answers an inquiry nobody had taken becomes its assignee.
    await changeInquiry(
      tx,
      actor,
      inquiry,
      'inquiry.reply',
      { status: close ? 'closed' : 'in_progress', assigneeId: inquiry.assigneeOperatorId ?? actor.operatorId },
      { message_id: messageId, mail_id: mailId, to: inquiry.email, body },
    );
  });
}
