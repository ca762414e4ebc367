/**
 * The sandbox processor's memory of its charges and refunds, in its own tables (sandbox_charges,
 * sandbox_refunds), so that, as at a real processor, a charge made before a restart can still be refunded.
 * Each write is one statement, never a transaction of its own: the refund worker asks the processor inside
 * its transaction, and PGlite runs one transaction at a time. A key written twice at once keeps the first.
 */
import { type AppDatabase, sandboxCharges, sandboxRefunds } from '@hanabi/db';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { ProcessorCharge, ProcessorRefund } from './payment-processor.ts';

export interface StoredCharge {
  charge: ProcessorCharge;
  returnUrl: string | null;
}

function toRefund(row: typeof sandboxRefunds.$inferSelect): ProcessorRefund {
  return { id: row.id, idempotencyKey: row.idempotencyKey, chargeId: row.chargeId, amountYen: row.amountYen };
}

export function sandboxLedger(db: AppDatabase) {
  async function chargeWhere(condition: ReturnType<typeof eq>): Promise<StoredCharge | null> {
    const [row] = await db.select().from(sandboxCharges).where(condition);
    return row ? { charge: row.charge as ProcessorCharge, returnUrl: row.returnUrl } : null;
  }

  return {
    chargeByKey: (idempotencyKey: string) => chargeWhere(eq(sandboxCharges.idempotencyKey, idempotencyKey)),
    chargeById: (id: string) => chargeWhere(eq(sandboxCharges.id, id)),

    /** Keeps a new charge; false when its key was taken meanwhile (the earlier charge stands). */
    async addCharge(charge: ProcessorCharge, returnUrl: string | null = null): Promise<boolean> {
      const added = await db
        .insert(sandboxCharges)
        .values({ id: charge.id, idempotencyKey: charge.idempotencyKey, charge, returnUrl })
        .onConflictDoNothing()
        .returning({ id: sandboxCharges.id });
      return added.length > 0;
    },

    /** Settles a carrier charge waiting for approval; false when it was answered already. */
    async answerCharge(charge: ProcessorCharge): Promise<boolean> {
      const answered = await db
        .update(sandboxCharges)
        .set({ charge })
        .where(and(eq(sandboxCharges.id, charge.id), sql`${sandboxCharges.charge}->>'status' = 'awaiting_approval'`))
        .returning({ id: sandboxCharges.id });
      return answered.length > 0;
    },

    async refundByKey(idempotencyKey: string): Promise<ProcessorRefund | null> {
      const [row] = await db.select().from(sandboxRefunds).where(eq(sandboxRefunds.idempotencyKey, idempotencyKey));
      return row ? toRefund(row) : null;
    },

    /** The charge's refunds, oldest first. */
    async refundsOf(chargeId: string): Promise<ProcessorRefund[]> {
      const rows = await db
        .select()
        .from(sandboxRefunds)
        .where(eq(sandboxRefunds.chargeId, chargeId))
        .orderBy(asc(sandboxRefunds.createdAt), asc(sandboxRefunds.id));
      return rows.map(toRefund);
    },

    /** Keeps a refund and answers the one kept under its key: this one, or one written meanwhile. */
    async addRefund(refund: ProcessorRefund): Promise<ProcessorRefund> {
      await db.insert(sandboxRefunds).values(refund).onConflictDoNothing({ target: sandboxRefunds.idempotencyKey });
      const [row] = await db
        .select()
        .from(sandboxRefunds)
        .where(eq(sandboxRefunds.idempotencyKey, refund.idempotencyKey));
      if (!row) throw new Error(`sandbox refund ${refund.idempotencyKey} not kept`);
      return toRefund(row);
    },
  };
}

export type SandboxLedger = ReturnType<typeof sandboxLedger>;
