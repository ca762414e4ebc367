/**
 * Races the purchase call against itself, as a double-clicking viewer, a flaky network retrying, or several
 * tabs would. Runs on PGlite and, in CI, on PostgreSQL, where the requests really run in parallel.
 */
import type { Database } from '@hanabi/db';
import { createTestDatabase } from '@hanabi/db/testing';
import { auditLedger } from '@hanabi/membership';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApi, type TestApi } from '../../test/build-test-api.ts';
import { episodeForSale } from '../../test/catalogue-fixtures.ts';
import { balanceOf, buyerWith, entitlementsOf, newKey, purchase, purchaseDebits } from './purchase-test-support.ts';

const RACERS = 200;

describe('concurrent purchases', () => {
  let database: Database;
  let api: TestApi;

  beforeAll(async () => {
    // 200 requests at once queue for the pool's connections far longer than any viewer's request waits, and on
    // a busy machine longer than the connect timeout, which would answer them 503 (decision 0031). This test
    // is about the ledger, so they wait.
    database = await createTestDatabase({ limits: { connectTimeoutMs: 0 } });
    api = await buildTestApi({ database });
  });
  afterAll(async () => {
    // Whatever raced, the ledger keeps every invariant an operator checks.
    expect((await auditLedger(database.db)).invariants.filter((finding) => !finding.holds)).toEqual([]);
    await api.close();
    await database.close();
  });

  it(`${RACERS} requests with the same key: one debit, and every answer is the same completed purchase`, async () => {
    const { db } = api.database;
    const buyer = await buyerWith(db, 1000);
    const query = { episode_id: await episodeForSale(db, 300), idempotency_key: newKey() };

    const responses = await Promise.all(Array.from({ length: RACERS }, () => purchase(api, buyer.token, query)));

    expect(responses.map((response) => response.statusCode)).toEqual(Array(RACERS).fill(200));
    const answers = new Set(responses.map((response) => response.body));
    expect(answers.size).toBe(1);
    expect(responses[0]?.json().contents).toMatchObject({ status: 'completed', spent_festa_points: 300 });
    expect(await purchaseDebits(db, buyer.id)).toBe(1);
    expect(await balanceOf(db, buyer.id)).toEqual({ festa: 700, gift: 0, total: 700 });
  });

  it(`${RACERS} requests for the same episode with different keys: one debit, the others already owned`, async () => {
    const { db } = api.database;
    const buyer = await buyerWith(db, 1000);
    const episodeId = await episodeForSale(db, 300);

    const responses = await Promise.all(
      Array.from({ length: RACERS }, () =>
        purchase(api, buyer.token, { episode_id: episodeId, idempotency_key: newKey() }),
      ),
    );

    const outcomes = responses.map((response) => {
      const { status, failure_reason } = response.json().contents;
      return `${status}:${failure_reason}`;
    });
    expect(outcomes.filter((outcome) => outcome === 'completed:null')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'failed:already_owned')).toHaveLength(RACERS - 1);
    expect(await purchaseDebits(db, buyer.id)).toBe(1);
    expect(await entitlementsOf(db, buyer.id)).toEqual([episodeId]);
    expect(await balanceOf(db, buyer.id)).toEqual({ festa: 700, gift: 0, total: 700 });
  });

  it('different episodes racing for the last points: the balance never goes below zero', async () => {
    const { db } = api.database;
    const buyer = await buyerWith(db, 1000);
    const episodes = await Promise.all(Array.from({ length: 10 }, () => episodeForSale(db, 300)));

    const responses = await Promise.all(
      episodes.map((episodeId) => purchase(api, buyer.token, { episode_id: episodeId, idempotency_key: newKey() })),
    );

    const statuses = responses.map((response) => response.json().contents.failure_reason ?? 'completed');
    expect(statuses.filter((status) => status === 'completed')).toHaveLength(3);
    expect(statuses.filter((status) => status === 'insufficient_points')).toHaveLength(7);
    expect(await balanceOf(db, buyer.id)).toEqual({ festa: 100, gift: 0, total: 100 });
  });
});
