/**
 * The mail outbox shared by the services (decision 0051): a service that must mail someone queues the message
 * here, in the transaction of what it tells, and the sign-in service's transport sends it. So the API needs no
 * mail server of its own, and a reply is mailed exactly when it was recorded.
 */
import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { AppDatabase } from '../client.ts';
import { mailOutbox } from '../schema/mail.ts';

export interface QueuedMail {
  to: string;
  subject: string;
  text: string;
  /** What queued it, e.g. `inquiry_reply:12`. */
  reference: string;
}

export interface ClaimedMail extends QueuedMail {
  id: number;
}

/** Queues a mail; call it inside the transaction of what the mail tells, so both commit or neither. */
export async function queueMail(tx: AppDatabase, mail: QueuedMail, now: Date): Promise<number> {
  const [row] = await tx
    .insert(mailOutbox)
    .values({ ...mail, queuedAt: now })
    .returning({ id: mailOutbox.id });
  if (!row) throw new Error('mail not queued');
  return row.id;
}

/**
 * Takes up to `limit` unsent mails nobody holds (or whose holder's claim ran out) for `holdMs`, oldest first.
 * Parallel senders skip each other's rows, so a mail is in one sender's hands at a time.
 */
export async function claimQueuedMails(
  db: AppDatabase,
  now: Date,
  holdMs: number,
  limit: number,
): Promise<ClaimedMail[]> {
  return db.transaction(async (tx) => {
    const free = await tx
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(isNull(mailOutbox.sentAt), or(isNull(mailOutbox.claimedUntil), lt(mailOutbox.claimedUntil, now))))
      .orderBy(asc(mailOutbox.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (free.length === 0) return [];
    return tx
      .update(mailOutbox)
      .set({ claimedUntil: new Date(now.getTime() + holdMs), attempts: sql`${mailOutbox.attempts} + 1` })
      .where(
        inArray(
          mailOutbox.id,
          free.map((row) => row.id),
        ),
      )
      .returning({
        id: mailOutbox.id,
        to: mailOutbox.to,
        subject: mailOutbox.subject,
        text: mailOutbox.text,
        reference: mailOutbox.reference,
      });
  });
}

export async function markMailSent(db: AppDatabase, id: number, now: Date): Promise<void> {
  await db.update(mailOutbox).set({ sentAt: now, claimedUntil: null }).where(eq(mailOutbox.id, id));
}
