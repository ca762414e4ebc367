/**
 * The ledger check in the operator console (decision 0052): the invariants of `npm run ledger:check`, run
 * read-only from the console, each with its result, and the totals of every ledger account.
 */
import { z } from 'zod';

/** The ledger's accounts as an operator reads them; the console and `npm run ledger:check` both show these. */
export const LEDGER_ACCOUNT_LABELS: Record<string, string> = {
  member_festa: '会員のフェスタポイント',
  member_gift: '会員のギフトポイント',
  points_sold: '販売したポイントの相手勘定',
  points_given: '付与したポイントの相手勘定',
  episode_sales: 'エピソード売上',
};

export const ledgerFindingSchema = z.object({
  id: z.string().describe('the invariant, e.g. transactions-balanced'),
  description: z.string().describe('what must hold, in Japanese'),
  holds: z.boolean(),
  examined: z.number().int(),
  examined_unit: z.string(),
  offending_count: z.number().int().describe('rows breaking it (0 for a total)'),
  offending_ids: z.array(z.number().int()).describe('the lowest offending ids, at most 20'),
  offending_unit: z.string().nullable().describe('what the ids name; null for a total'),
  difference: z.number().int().nullable().describe('how far a total is off; null for a check over rows'),
});
export type LedgerFinding = z.infer<typeof ledgerFindingSchema>;

export const ledgerCheckSchema = z.object({
  checked_at: z.string().describe('ISO 8601, Japan time'),
  holds: z.boolean(),
  invariants: z.array(ledgerFindingSchema),
  account_totals: z.array(z.object({ account: z.string(), label: z.string(), total: z.number().int() })),
});
export type LedgerCheck = z.infer<typeof ledgerCheckSchema>;
