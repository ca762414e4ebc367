/**
 * The demo's FAQ (decision 0055): every entry of /faq and /faq/{n} as the service first published them, with
 * the numbers of spec §2. The content is data in ./data/faq.json; an answer names the plans' prices, the
 * payment methods and the point amounts through placeholders (`{{lite}}` reads 「ライト（月額550円・税込）」)
 * filled from the contract here, so an answer never disagrees with a price. Entries are inserted when their
 * number has none and never overwritten: the FAQ is the editors', and an answer they changed keeps their change.
 */
import { FAQ_QUESTION_MAX_LENGTH, FAQ_TOPIC_IDS, type FaqTopicId, faqRelatedLinkSchema } from '@hanabi/contract';
import type { AppDatabase } from '@hanabi/db';
import { faqEntries } from '@hanabi/db';
import { z } from 'zod';
import { fillContractFacts } from './contract-facts.ts';
import data from './data/faq.json' with { type: 'json' };

const demoFaqSchema = z.array(
  z.object({
    number: z.number().int().positive(),
    topic: z.enum(FAQ_TOPIC_IDS),
    question: z.string().min(1).max(FAQ_QUESTION_MAX_LENGTH),
    /** Plain-text paragraphs; the answer separates them with a blank line. */
    paragraphs: z.array(z.string().min(1)).min(1),
    related: z.array(faqRelatedLinkSchema),
  }),
);
export type DemoFaq = z.infer<typeof demoFaqSchema>;

// Typed as unknown: the schema, not TypeScript's reading of the JSON, decides what the data is.
const faqData: unknown = data;
export const DEMO_FAQ: DemoFaq = demoFaqSchema.parse(faqData);

export interface FaqPlanRow {
  number: number;
  topic: FaqTopicId;
  question: string;
  answer: string;
  position: number;
  related: z.infer<typeof faqRelatedLinkSchema>[];
}

/**
 * Pure: the same content always gives the same rows (the seed's fingerprint). Within a topic the entries are
 * placed 10, 20, 30 … in number order, so an editor can slot a new one between two without renumbering.
 */
export function planDemoFaq(content: DemoFaq): FaqPlanRow[] {
  const byNumber = [...content].sort((a, b) => a.number - b.number);
  return byNumber.map((entry) => ({
    number: entry.number,
    topic: entry.topic,
    question: entry.question,
    answer: entry.paragraphs
      .map((paragraph) => fillContractFacts(paragraph, `Demo FAQ entry ${entry.number}`))
      .join('\n\n'),
    position: (byNumber.filter((other) => other.topic === entry.topic).indexOf(entry) + 1) * 10,
    related: entry.related,
  }));
}

/** Inserts the entries whose number has none yet; existing rows are left exactly as they are. */
export async function writeDemoFaq(tx: AppDatabase, rows: readonly FaqPlanRow[]): Promise<void> {
  if (rows.length === 0) return;
  await tx
    .insert(faqEntries)
    .values([...rows])
    .onConflictDoNothing({ target: faqEntries.number });
}
