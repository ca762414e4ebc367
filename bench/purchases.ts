/**
 * Buying episodes with points on PostgreSQL, with many members buying at once: purchases per second and
 * latency p50/p95/p99, printed as ratios against GET /v1/users/statuses for the same members at the same
 * concurrency in the same run. Both calls resolve the session and read the member's points; a purchase
 * also records the intent, locks the member's points, spends them and grants the episode, so the ratios
 * are the price of those writes on whatever machine runs this. A smaller second measurement re-sends keys
 * already settled (a retry, a double click): they answer the stored purchase and spend nothing.
 *
 * Needs a PostgreSQL server only, no started product: the run creates a scratch database there, migrates
 * it, starts the API in this process and drops the database at the end.
 *   npx tsx bench/purchases.ts [--buyers 50] [--purchases-per-buyer 40] [--replays-per-buyer 10]
 * BENCH_DATABASE_URL overrides postgres://postgres@127.0.0.1:5432/postgres (loopback only).
 * Exits 1 when an answer was not the completed purchase or the ledger audit finds a broken invariant.
 */
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import type { Database } from '@hanabi/db';
import { pointBalances } from '@hanabi/membership';
import { type Check, ledgerAuditCheck, printChecks } from './src/checks.ts';
import { withInProcessApi } from './src/in-process-api.ts';
import { type LoadSample, printLoadComparison, runConcurrently } from './src/load.ts';
import { loopbackOnly } from './src/loopback.ts';
import { fetchStatus, purchaseEpisode } from './src/member-calls.ts';
import { countOption } from './src/options.ts';
import { type Buyer, insertBuyers, insertEpisodesForSale } from './src/purchase-catalogue.ts';
import { createScratchDatabase } from './src/scratch-database.ts';

const PRICE_POINTS = 100;
const STATUS_WARM_UPS = 5;

const { values } = parseArgs({
  options: {
    buyers: { type: 'string', default: '50' },
    'purchases-per-buyer': { type: 'string', default: '40' },
    'replays-per-buyer': { type: 'string', default: '10' },
  },
});

const buyerCount = countOption('buyers', values.buyers, 500);
const purchasesPerBuyer = countOption('purchases-per-buyer', values['purchases-per-buyer'], 1_000);
const replaysPerBuyer = countOption('replays-per-buyer', values['replays-per-buyer'], purchasesPerBuyer);
const serverUrl = loopbackOnly(process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');

/** One purchase a buyer means to make: the key is made once and sent again on every replay. */
interface Intent {
  buyer: Buyer;
  episodeId: number;
  key: string;
  /** The purchase the first answer named; every replay must name it too. */
  purchaseId?: number;
}

/** Why answers were not what a viewer expects, as one line each; empty when all were. */
const problems: string[] = [];

async function buy(apiUrl: string, intent: Intent): Promise<void> {
  const { httpStatus, contents } = await purchaseEpisode(apiUrl, intent.buyer.token, intent.episodeId, intent.key);
  const context = `buyer ${intent.buyer.id}, episode ${intent.episodeId}`;
  if (contents?.status !== 'completed') {
    const outcome = contents ? `, ${contents.status} ${contents.failure_reason}` : '';
    problems.push(`${context}: HTTP ${httpStatus}${outcome}`);
  } else if (intent.purchaseId === undefined) {
    intent.purchaseId = contents.id;
  } else if (intent.purchaseId !== contents.id) {
    problems.push(`${context}: the replay answered purchase ${contents.id} instead of ${intent.purchaseId}`);
  }
}

async function checkStatus(apiUrl: string, buyer: Buyer): Promise<void> {
  const { httpStatus, contents } = await fetchStatus(apiUrl, buyer.token);
  if (contents?.is_logged_in !== true) problems.push(`buyer ${buyer.id}: status HTTP ${httpStatus}, not signed in`);
}

function formatRatio(value: number): string {
  return `${value.toFixed(2)}×`;
}

function summarise(sample: LoadSample, against: LoadSample, againstName: string): string {
  return (
    `${sample.requests} in ${(sample.wallMs / 1000).toFixed(2)} s = ${sample.perSecond.toFixed(0)}/s ` +
    `(${formatRatio(sample.perSecond / against.perSecond)} ${againstName}), ` +
    `p50 ${sample.p50.toFixed(1)} ms, p95 ${sample.p95.toFixed(1)} ms, p99 ${sample.p99.toFixed(1)} ms ` +
    `(p99 ${formatRatio(sample.p99 / against.p99)} ${againstName})`
  );
}

/** Warms up, then measures the baseline, new purchases and replays, one after the other. */
async function measure(apiUrl: string, buyers: Buyer[], intents: Intent[][]) {
  console.info(`API: ${apiUrl} (in this process)`);
  // Not measured: the first calls compile the code paths and open the database connections.
  await runConcurrently(
    'warm-up',
    buyers.map((buyer) => Array<Buyer>(STATUS_WARM_UPS).fill(buyer)),
    (buyer) => checkStatus(apiUrl, buyer),
  );
  await runConcurrently(
    'warm-up',
    intents.map((queue) => queue.slice(0, 1)),
    (intent) => buy(apiUrl, intent),
  );
  return {
    baseline: await runConcurrently(
      'GET /v1/users/statuses (baseline)',
      buyers.map((buyer) => Array<Buyer>(purchasesPerBuyer).fill(buyer)),
      (buyer) => checkStatus(apiUrl, buyer),
    ),
    purchases: await runConcurrently(
      'POST /v1/episode/purchase (new key)',
      intents.map((queue) => queue.slice(1)),
      (intent) => buy(apiUrl, intent),
    ),
    replays: await runConcurrently(
      'POST /v1/episode/purchase (same key again)',
      intents.map((queue) => queue.slice(1, 1 + replaysPerBuyer)),
      (intent) => buy(apiUrl, intent),
    ),
  };
}

/** Loads the API, prints the measurements and the checks, and tells whether every check passed. */
async function benchmark(database: Database): Promise<boolean> {
  const { db } = database;
  const now = new Date();
  // One episode more than measured: each buyer's first purchase warms up the code path and the connections.
  const episodeIds = await insertEpisodesForSale(db, purchasesPerBuyer + 1, PRICE_POINTS, now);
  // Exactly what all their purchases cost: a debit taken twice would be refused, one missed would leave points.
  const buyers = await insertBuyers(db, buyerCount, PRICE_POINTS * episodeIds.length, now);
  const intents = buyers.map((buyer) =>
    episodeIds.map((episodeId): Intent => ({ buyer, episodeId, key: randomUUID() })),
  );

  const { baseline, purchases, replays } = await withInProcessApi(database, (apiUrl) =>
    measure(apiUrl, buyers, intents),
  );
  printLoadComparison(baseline, [purchases, replays]);
  console.info(`Purchases: ${summarise(purchases, baseline, 'the baseline')}`);
  console.info(`Replays:   ${summarise(replays, purchases, 'new purchases')}`);

  const later = new Date();
  const leftOver = (await Promise.all(buyers.map((buyer) => pointBalances(db, buyer.id, later)))).filter(
    (balance) => balance.total !== 0,
  );
  const checks: Check[] = [
    [
      problems.length === 0,
      problems.length === 0
        ? 'every purchase answered completed, every replay the purchase its key first made'
        : `${problems.length} answers were wrong, e.g. ${problems.slice(0, 3).join('; ')}`,
    ],
    [
      leftOver.length === 0,
      `${buyers.length - leftOver.length} of ${buyers.length} buyers spent exactly the points they topped up (balance 0)`,
    ],
    await ledgerAuditCheck(db),
  ];
  return printChecks(checks);
}

const { hostname, port } = new URL(serverUrl);
console.info(
  `PostgreSQL: ${hostname}:${port || 5432}; ${buyerCount} buyers at once, ${purchasesPerBuyer} purchases ` +
    `and ${replaysPerBuyer} replays each, episodes at ${PRICE_POINTS} points`,
);
const scratch = await createScratchDatabase(serverUrl);
console.info(`Scratch database: ${scratch.name} (dropped at the end)`);
// Ctrl-C must not leave the scratch database behind either.
process.once('SIGINT', () => {
  void scratch.drop().finally(() => process.exit(130));
});
let passed = false;
try {
  passed = await benchmark(scratch.database);
} finally {
  await scratch.drop();
}
if (!passed) {
  console.error('FAILED: the measurements above do not count, see the checks marked ✗.');
  process.exitCode = 1;
}
