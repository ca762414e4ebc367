/**
 * The sandbox processor's memory of its charges and refunds, in its own tables (sandbox_charges,
 * sandbox_refunds), so that, as at a real processor, a charge made before a restart can still be refunded.
 *
 * The sandbox answers from memory and writes here in the background, one write after another, never inside
 * its caller's transaction: a real processor's records do not roll back with ours, and PGlite runs one
 * transaction at a time, so a write awaited while the refund worker holds its transaction would wait forever.
 * A sandbox started on the same database reads the records once the writes before it are done.
 */
import { type AppDatabase, sandboxCharges, sandboxRefunds } from '@hanabi/db';
import { asc } from 'drizzle-orm';
import type { ProcessorCharge, ProcessorRefund } from './payment-processor.ts';

export interface StoredCharge {
  charge: ProcessorCharge;
  returnUrl: string | null;
}

/** The writes under way per database, so a sandbox started next reads after them. */
const pendingWrites = new WeakMap<AppDatabase, Promise<void>>();

export function sandboxLedger(db: AppDatabase, onError: (error: unknown) => void) {
  function write(statement: () => Promise<unknown>): void {
    const next = (pendingWrites.get(db) ?? Promise.resolve()).then(statement).then(
      () => undefined,
      (error: unknown) => onError(error),
    );
    pendingWrites.set(db, next);
  }

  return {
    /** Everything the sandbox kept, charges and refunds oldest first. */
    async load(): Promise<{ charges: StoredCharge[]; refunds: ProcessorRefund[] }> {
      await pendingWrites.get(db);
      const charges = await db.select().from(sandboxCharges).orderBy(asc(sandboxCharges.createdAt));
      const refunds = await db
        .select()
        .from(sandboxRefunds)
        .orderBy(asc(sandboxRefunds.createdAt), asc(sandboxRefunds.id));
      return {
        charges: charges.map((row) => ({ charge: row.charge as ProcessorCharge, returnUrl: row.returnUrl })),
        refunds: refunds.map(({ id, idempotencyKey, chargeId, amountYen }) => ({
          id,
          idempotencyKey,
          chargeId,
          amountYen,
        })),
      };
    },

    /** Keeps a charge, or its new state (a carrier charge answered). */
    saveCharge({ charge, returnUrl }: StoredCharge): void {
      write(() =>
        db
          .insert(sandboxCharges)
          .values({ id: charge.id, idempotencyKey: charge.idempotencyKey, charge, returnUrl })
          .onConflictDoUpdate({ target: sandboxCharges.id, set: { charge } }),
      );
    },

    saveRefund(refund: ProcessorRefund): void {
      write(() => db.insert(sandboxRefunds).values(refund).onConflictDoNothing());
    },

    /** Resolves once the records asked for so far are written. */
    async written(): Promise<void> {
      await pendingWrites.get(db);
    },
  };
}

export type SandboxLedger = ReturnType<typeof sandboxLedger>;
