/**
 * The demo's rules pages (decision 0055): the first published revision of 利用規約, 特定商取引法に基づく表記 and
 * サービスポリシー, the texts the viewer pages showed when they were still code. The content is data in
 * ./data/rules.json, one line of the body a string (the body format is decision 0055's); prices, payment methods
 * and limits are placeholders filled from the contract at seed time (contract-facts.ts), so the text agrees with what the
 * service charges. A published revision is never changed: the seed writes a document's first revision only when
 * no published revision of the document takes effect that day, and never touches it again (operators publish
 * later revisions through the console).
 */

import { RULES_DOCUMENTS } from '@hanabi/contract';
import type { AppDatabase } from '@hanabi/db';
import { rulesRevisions } from '@hanabi/db';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { fillContractFacts } from './contract-facts.ts';
import data from './data/rules.json' with { type: 'json' };

const demoRulesSchema = z.object({
  revisions: z.array(
    z.object({
      document: z.enum(RULES_DOCUMENTS),
      /** The Japan date from which it applies. */
      effectiveOn: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
      lines: z.array(z.string()).min(1),
    }),
  ),
});
export type DemoRules = z.infer<typeof demoRulesSchema>;

// Typed as unknown: the schema, not TypeScript's reading of the JSON, decides what the data is.
const rulesData: unknown = data;
export const DEMO_RULES: DemoRules = demoRulesSchema.parse(rulesData);
/** For test catalogues: no rules pages at all. */
export const NO_RULES: DemoRules = { revisions: [] };

export interface RulesRevisionPlan {
  document: string;
  effectiveOn: string;
  body: string;
  publishedAt: Date;
}

/** Pure: the same content always gives the same rows (the seed's fingerprint). Published at midnight of its day. */
export function planDemoRules(content: DemoRules): RulesRevisionPlan[] {
  return content.revisions.map((revision) => ({
    document: revision.document,
    effectiveOn: revision.effectiveOn,
    body: revision.lines
      .map((line) => fillContractFacts(line, `Demo rules revision "${revision.document}"`))
      .join('\n'),
    publishedAt: new Date(`${revision.effectiveOn}T00:00:00+09:00`),
  }));
}

/** Adds each revision unless a published one of its document already takes effect that day; changes none. */
export async function writeDemoRules(tx: AppDatabase, plan: readonly RulesRevisionPlan[]): Promise<void> {
  if (plan.length === 0) return;
  await tx
    .insert(rulesRevisions)
    .values(plan.map((revision) => ({ ...revision, authorOperatorId: null })))
    .onConflictDoNothing({
      target: [rulesRevisions.document, rulesRevisions.effectiveOn],
      // The partial unique index of published revisions (one a day per document).
      where: sql`published_at is not null`,
    });
}
