import type { Database } from '@hanabi/db';
import { rulesRevisions } from '@hanabi/db';
import { createTestDatabase } from '@hanabi/db/testing';
import { asc } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { emptyCatalogue } from '../test-support/empty-catalogue.ts';
import { FIXTURE_CATALOGUE } from '../test-support/fixture-catalogue.ts';
import { DEMO_RULES, type DemoRules, planDemoRules } from './demo-rules.ts';
import { seedDemoCatalogue } from './seed-demo-catalogue.ts';

const referenceDate = new Date('2030-04-01T12:00:00+09:00');

describe('the demo rules pages', () => {
  const plan = planDemoRules(DEMO_RULES);
  const bodyOf = (document: string) => plan.find((revision) => revision.document === document)?.body ?? '';

  it('hold one first revision of each document, in force from 2025-04-01, with the prices of the contract', () => {
    expect(plan.map((revision) => [revision.document, revision.effectiveOn])).toEqual([
      ['terms', '2025-04-01'],
      ['tokusho', '2025-04-01'],
      ['service_policy', '2025-04-01'],
    ]);
    expect(bodyOf('terms')).toContain(
      '有料プランはライト（月額550円・税込）とプレミアム（月額1,100円・税込）の2種類です。',
    );
    expect(bodyOf('tokusho')).toContain('【販売価格】\nライト：月額550円（税込）\nプレミアム：月額1,100円（税込）');
    expect(bodyOf('tokusho')).toContain(
      'ポイント：1pt＝1円（税込）。500pt、1,000pt、3,000pt、5,000pt、10,000ptの単位で販売します。',
    );
    expect(bodyOf('service_policy')).toContain('同じ接続元からの送信を1時間に5件までとしています。');
    expect(plan.every((revision) => !revision.body.includes('{{'))).toBe(true);
  });

  it('name a placeholder they cannot fill', () => {
    const content: DemoRules = { revisions: [{ document: 'terms', effectiveOn: '2025-04-01', lines: ['{{price}}'] }] };
    expect(() => planDemoRules(content)).toThrow('Demo rules revision "terms" has an unknown placeholder {{price}}.');
  });
});

describe('the demo rules pages in the seed', () => {
  let database: Database;
  beforeEach(async () => {
    database = await createTestDatabase();
    await emptyCatalogue(database);
  });
  afterEach(async () => {
    await database.close();
  });

  const content = (line: string): DemoRules => ({
    revisions: [{ document: 'terms', effectiveOn: '2025-04-01', lines: [line] }],
  });
  const written = () =>
    database.db
      .select({ document: rulesRevisions.document, body: rulesRevisions.body, publishedAt: rulesRevisions.publishedAt })
      .from(rulesRevisions)
      .orderBy(asc(rulesRevisions.id));

  it('publishes the first revision once and never rewrites it: a published text is kept as it was', async () => {
    await seedDemoCatalogue(database, { catalogue: FIXTURE_CATALOGUE, referenceDate, rules: content('第1条（適用）') });
    expect(await written()).toEqual([
      { document: 'terms', body: '第1条（適用）', publishedAt: new Date('2025-04-01T00:00:00+09:00') },
    ]);

    await seedDemoCatalogue(database, { catalogue: FIXTURE_CATALOGUE, referenceDate, rules: content('書き換え') });
    expect((await written()).map((row) => row.body)).toEqual(['第1条（適用）']);
  });
});
