import { LEDGER_ACCOUNT_LABELS, type LedgerCheck, ledgerCheckSchema, successEnvelope } from '@hanabi/contract';
import type { PointAccount } from '@hanabi/db';
import { auditLedger, type InvariantFinding } from '@hanabi/membership';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toJapanIso } from '../../lib/japan-time.ts';
import { guardedReadErrors, OPERATOR_SECURITY } from '../../lib/operator-route-schemas.ts';
import { requireOperator } from '../../lib/require-operator.ts';
import { ok } from '../../lib/responses.ts';

function toFinding(finding: InvariantFinding): LedgerCheck['invariants'][number] {
  const rows = finding.kind === 'rows';
  return {
    id: finding.id,
    description: finding.description,
    holds: finding.holds,
    examined: finding.examined,
    examined_unit: finding.examinedUnit,
    offending_count: rows ? finding.offendingCount : 0,
    offending_ids: rows ? finding.offendingIds : [],
    offending_unit: rows ? finding.offendingUnit : null,
    difference: rows ? null : finding.difference,
  };
}

/**
 * GET /admin/v1/ledger-check — the audit of `npm run ledger:check` (packages/membership), read-only, in one
 * read-only snapshot: every invariant with its result, and every account's total (ledger:read; decision 0052).
 */
export const ledgerCheckRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/v1/ledger-check',
    {
      onRequest: requireOperator('ledger:read'),
      schema: {
        tags: ['admin-money'],
        security: OPERATOR_SECURITY,
        summary: 'Check the points ledger (console)',
        description:
          'Runs the invariants of `npm run ledger:check` read-only and answers each with its result. Needs ledger:read.',
        response: { 200: successEnvelope(ledgerCheckSchema), ...guardedReadErrors() },
      },
    },
    async (request) => {
      const audit = await auditLedger(app.database.db);
      const totals = Object.entries(audit.accountTotals) as [PointAccount, number][];
      return ok({
        checked_at: toJapanIso(request.receivedAt),
        holds: audit.holds,
        invariants: audit.invariants.map(toFinding),
        account_totals: totals.map(([account, total]) => ({
          account,
          label: LEDGER_ACCOUNT_LABELS[account] ?? account,
          total,
        })),
      });
    },
  );
};
