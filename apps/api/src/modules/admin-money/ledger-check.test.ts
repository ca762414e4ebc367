/**
 * The ledger check from the console (decision 0052): the invariants of `npm run ledger:check`, each with its
 * result, read-only; a broken one is named with the ids that break it.
 */
import { pointEntries, pointTransactions } from '@hanabi/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiWithCatalogueOperators, type CatalogueOperators } from '../../test/catalogue-operators.ts';
import { insertMember, recordEpisodePurchase, topUpPoints } from '../../test/member-fixtures.ts';
import { adminCall } from '../../test/operator-fixtures.ts';

describe('GET /admin/v1/ledger-check', () => {
  let operators: CatalogueOperators;

  beforeAll(async () => {
    operators = await apiWithCatalogueOperators();
    const { db } = operators.api.database;
    const member = await insertMember(db);
    await topUpPoints(db, member.id, 500);
    await recordEpisodePurchase(db, member.id, 300);
  });
  afterAll(() => operators.api.close());

  const check = (cookie = operators.accounting) =>
    adminCall(operators.api, 'GET', '/admin/v1/ledger-check', { cookie });

  it('shows every invariant holding, with what it examined, and the totals of every account', async () => {
    const response = await check();

    expect(response.statusCode, response.body).toBe(200);
    const contents = response.json().contents;
    expect(contents.holds).toBe(true);
    expect(contents.invariants).toHaveLength(20);
    expect(contents.invariants.every((finding: { holds: boolean }) => finding.holds)).toBe(true);
    expect(contents.invariants).toContainEqual(
      expect.objectContaining({ id: 'purchase-debited', examined: 1, examined_unit: '完了した購入', holds: true }),
    );
    expect(contents.account_totals).toContainEqual({ account: 'episode_sales', label: 'エピソード売上', total: 300 });
  });

  it('names a broken invariant and the transaction that breaks it, and 403 for サポート', async () => {
    const { db } = operators.api.database;
    const member = await insertMember(db);
    // Festa points with no payment behind them: balanced, but from nowhere.
    const [planted] = await db
      .insert(pointTransactions)
      .values({ kind: 'top_up', userId: member.id, reference: 'payment:planted' })
      .returning({ id: pointTransactions.id });
    if (!planted) throw new Error('no transaction');
    await db.insert(pointEntries).values([
      { transactionId: planted.id, account: 'member_festa', userId: member.id, amount: 50 },
      { transactionId: planted.id, account: 'points_sold', userId: null, amount: -50 },
    ]);

    const contents = (await check()).json().contents;

    expect(contents.holds).toBe(false);
    expect(contents.invariants.filter((finding: { holds: boolean }) => !finding.holds)).toEqual([
      expect.objectContaining({ id: 'top-up-has-payment', offending_count: 1, offending_ids: [planted.id] }),
    ]);
    expect((await check(operators.support)).statusCode).toBe(403);
  });
});
