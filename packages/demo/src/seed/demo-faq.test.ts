import { PLANS } from '@hanabi/contract';
import type { Database } from '@hanabi/db';
import { faqEntries } from '@hanabi/db';
import { createTestDatabase } from '@hanabi/db/testing';
import { asc, eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FIXTURE_CATALOGUE } from '../test-support/fixture-catalogue.ts';
import { DEMO_FAQ, type DemoFaq, planDemoFaq } from './demo-faq.ts';
import { seedDemoCatalogue } from './seed-demo-catalogue.ts';

/** Spec §2: the FAQ pages that exist. */
const SPEC_FAQ_NUMBERS = [
  ...Array.from({ length: 43 }, (_, index) => index + 1).filter((n) => n !== 27),
  ...[44, 45, 46, 48, 49, 50, 51, 52, 53, 54, 56, 61, 62, 63, 65, 67, 68],
];

const CONTENT: DemoFaq = [
  {
    number: 12,
    topic: 'plans',
    question: '料金はいくらですか。',
    paragraphs: ['{{lite}}です。', '税込です。'],
    related: [],
  },
  {
    number: 3,
    topic: 'plans',
    question: 'プランは選べますか。',
    paragraphs: ['はい。'],
    related: [{ label: 'プランのご案内', to: '/entry' }],
  },
  { number: 7, topic: 'account', question: 'ログアウトできますか。', paragraphs: ['はい。'], related: [] },
];

describe('the demo FAQ', () => {
  const plan = planDemoFaq(DEMO_FAQ);

  it('has exactly the pages of the spec, every question different, every related page a page of the site', () => {
    expect(plan.map((entry) => entry.number)).toEqual(SPEC_FAQ_NUMBERS);
    expect(new Set(plan.map((entry) => entry.question)).size).toBe(plan.length);
    for (const entry of plan) {
      for (const link of entry.related) {
        const faq = /^\/faq\/(\d+)$/.exec(link.to);
        if (faq) expect(SPEC_FAQ_NUMBERS, `/faq/${entry.number} → ${link.to}`).toContain(Number(faq[1]));
      }
    }
  });

  it("answers with the contract's prices and payment methods, never a placeholder", () => {
    const answerOf = (number: number) => plan.find((entry) => entry.number === number)?.answer ?? '';
    expect(answerOf(10)).toContain('ライト（月額550円・税込）');
    expect(answerOf(10)).toContain('プレミアム（月額1,100円・税込）');
    expect(answerOf(15)).toContain('クレジットカード、au かんたん決済、d払い、ソフトバンクまとめて支払い');
    expect(answerOf(28)).toContain('500pt、1,000pt');
    expect(plan.every((entry) => !entry.answer.includes('{{'))).toBe(true);
  });

  it('separates paragraphs with a blank line and places entries 10, 20 … within their topic by number', () => {
    expect(planDemoFaq(CONTENT)).toEqual([
      expect.objectContaining({ number: 3, position: 10, related: [{ label: 'プランのご案内', to: '/entry' }] }),
      expect.objectContaining({ number: 7, position: 10 }),
      expect.objectContaining({
        number: 12,
        position: 20,
        answer: `${PLANS.lite.name}（月額${PLANS.lite.monthlyPriceYen}円・税込）です。\n\n税込です。`,
      }),
    ]);
  });

  it('names the entry whose placeholder it cannot fill', () => {
    expect(() => planDemoFaq([{ ...CONTENT[2], paragraphs: ['{{price}}'] } as DemoFaq[number]])).toThrow(
      'Demo FAQ entry 7 has an unknown placeholder {{price}}.',
    );
  });
});

describe('the demo FAQ in the seed', () => {
  let database: Database;
  beforeEach(async () => {
    database = await createTestDatabase();
    await database.db.execute(sql`truncate demo_seed, faq_entries restart identity`);
  });
  afterEach(async () => {
    await database.close();
  });

  const rows = () => database.db.select().from(faqEntries).orderBy(asc(faqEntries.number));

  it("writes the entries and keeps an editor's change when the content changes again", async () => {
    await seedDemoCatalogue(database, { catalogue: FIXTURE_CATALOGUE, faq: CONTENT });
    expect((await rows()).map((row) => [row.number, row.topic, row.draft])).toEqual([
      [3, 'plans', false],
      [7, 'account', false],
      [12, 'plans', false],
    ]);
    await database.db.update(faqEntries).set({ answer: '編集者の回答です。' }).where(eq(faqEntries.number, 7));

    const added = { ...CONTENT[0], number: 20 } as DemoFaq[number];
    await seedDemoCatalogue(database, { catalogue: FIXTURE_CATALOGUE, faq: [...CONTENT, added] });

    const after = await rows();
    expect(after.map((row) => row.number)).toEqual([3, 7, 12, 20]);
    expect(after.find((row) => row.number === 7)?.answer).toBe('編集者の回答です。');
  });
});
