/**
 * Soak: the product as production runs it — API, sign-in service and web server as separate processes on
 * PostgreSQL — under a mixed load of guests browsing and searching and members playing and buying (every
 * purchase sent twice with one key), through a database outage half-way. It prints the requests, errors by
 * status and p50/p99 per kind with ratios to the API's /health in the same run, then judges:
 *   - every process survived;
 *   - no error outside the outage (from its start until the first answer after it), and only 503 inside it;
 *   - how long recovery took;
 *   - no purchase charged twice, every buyer's balance what their purchases leave, the ledger audit clean.
 *
 *   npx tsx bench/soak.ts [--minutes 10] [--quick] [--outage-seconds 10] [--outage backends|restart]
 *
 * --quick runs one minute. --outage backends (the default) refuses new connections to the benchmark's own
 * database and ends every session on it for the outage's length; --outage restart restarts the whole local
 * PostgreSQL server (root, Debian's pg_ctlcluster; it cuts every other user of the server too).
 * BENCH_DATABASE_URL overrides postgres://postgres@127.0.0.1:5432/postgres (loopback only). Exits 1 when a
 * judgement fails.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { createDatabase, type Database, episodeMedia, episodePurchases, episodes, titles } from '@hanabi/db';
import { pointBalances } from '@hanabi/membership';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { type Check, ledgerAuditCheck, printChecks } from './src/checks.ts';
import { loopbackOnly } from './src/loopback.ts';
import { insertBuyers, insertEpisodesForSale } from './src/purchase-catalogue.ts';
import { createScratchDatabase } from './src/scratch-database.ts';
import {
  guestBrowsing,
  guestSearching,
  healthChecking,
  type Member,
  memberBuying,
  memberPlaying,
  type RequestKind,
  type RequestRecord,
  runLoad,
  SoakRecorder,
  type SoakTargets,
} from './src/soak-load.ts';
import { buildWeb, prepareDemoData, startSoakServices } from './src/soak-services.ts';
import { percentile } from './src/timing.ts';

const { values } = parseArgs({
  options: {
    minutes: { type: 'string', default: '10' },
    quick: { type: 'boolean', default: false },
    'outage-seconds': { type: 'string', default: '10' },
    outage: { type: 'string', default: 'backends' },
  },
});
const minutes = values.quick ? 1 : Number(values.minutes);
const outageSeconds = Number(values['outage-seconds']);
const outageMode = values.outage;
if (!(minutes > 0 && minutes <= 120) || !(outageSeconds >= 0 && outageSeconds < minutes * 30)) {
  console.error('--minutes must be in (0, 120] and --outage-seconds shorter than half the run.');
  process.exit(2);
}
if (outageMode !== 'backends' && outageMode !== 'restart') {
  console.error('--outage is backends or restart.');
  process.exit(2);
}
const serverUrl = loopbackOnly(process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');

const PRICE_POINTS = 10;
const GUESTS_BROWSING = 3;
const GUESTS_SEARCHING = 2;
const MEMBERS_PLAYING = 3;
const MEMBERS_BUYING = 3;
/** Kinds that need the database's data: what recovery is timed on. */
const DATABASE_KINDS: ReadonlySet<RequestKind> = new Set(['catalogue (API)', 'episode (API)', 'purchase (API)']);

/** Runs one statement on the server's maintenance database (ALTER DATABASE cannot target the one it is on). */
async function onServer(statement: string): Promise<void> {
  const server = await createDatabase({ url: serverUrl });
  try {
    if (server.kind !== 'postgres') throw new Error('not a PostgreSQL server');
    await server.pool.query(statement);
  } finally {
    await server.close();
  }
}

/** Takes the benchmark's database away for `seconds`; resolves when it is back. */
async function databaseOutage(name: string, seconds: number): Promise<void> {
  if (outageMode === 'restart') {
    const [version] = readdirSync('/etc/postgresql').sort().reverse();
    if (!version) throw new Error('no PostgreSQL cluster in /etc/postgresql');
    execFileSync('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'stop', '-m', 'fast']);
    await sleep(seconds * 1000);
    execFileSync('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'start']);
    return;
  }
  await onServer(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS false`);
  await onServer(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${name}'`);
  await sleep(seconds * 1000);
  await onServer(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS true`);
}

/** What the load reads: titles, their free packaged episodes, and a title of episodes for sale. */
async function prepareTargets(
  db: Database['db'],
  urls: { apiUrl: string; webUrl: string },
  saleCount: number,
): Promise<SoakTargets> {
  const general = await db.select({ id: titles.id }).from(titles).where(eq(titles.displayGroup, 'general_group'));
  const playable = await db
    .select({ id: episodes.id })
    .from(episodes)
    .innerJoin(episodeMedia, eq(episodeMedia.episodeId, episodes.id))
    .where(
      and(
        eq(episodes.isFree, true),
        isNotNull(episodeMedia.keyId),
        inArray(
          episodes.titleId,
          general.map(({ id }) => id),
        ),
      ),
    );
  const now = new Date();
  const released = playable.map(({ id }) => id).slice(0, 40);
  return {
    ...urls,
    titleIds: general.map(({ id }) => id),
    playableEpisodeIds: released,
    episodesForSale: await insertEpisodesForSale(db, saleCount, PRICE_POINTS, now),
  };
}

interface KindSummary {
  requests: number;
  errors: Map<number, number>;
  p50: number;
  p99: number;
}

function summarise(records: readonly RequestRecord[]): Map<RequestKind, KindSummary> {
  const byKind = new Map<RequestKind, RequestRecord[]>();
  for (const record of records) byKind.set(record.kind, [...(byKind.get(record.kind) ?? []), record]);
  const summaries = new Map<RequestKind, KindSummary>();
  for (const [kind, list] of byKind) {
    const durations = list.map(({ ms }) => ms).sort((a, b) => a - b);
    const errors = new Map<number, number>();
    for (const { status } of list) if (status === 0 || status >= 400) errors.set(status, (errors.get(status) ?? 0) + 1);
    summaries.set(kind, {
      requests: list.length,
      errors,
      p50: percentile(durations, 0.5),
      p99: percentile(durations, 0.99),
    });
  }
  return summaries;
}

function printSummaries(summaries: Map<RequestKind, KindSummary>): void {
  const baseline = summaries.get('health (baseline)');
  const errorText = (errors: Map<number, number>) =>
    [...errors].map(([status, count]) => `${status === 0 ? 'no answer' : status}×${count}`).join(', ') || '—';
  console.table(
    [...summaries].map(([kind, summary]) => ({
      kind,
      requests: summary.requests,
      errors: errorText(summary.errors),
      'p50 ms': summary.p50.toFixed(1),
      'p99 ms': summary.p99.toFixed(1),
      'p50 ratio': baseline ? (summary.p50 / baseline.p50).toFixed(2) : '–',
      'p99 ratio': baseline ? (summary.p99 / baseline.p99).toFixed(2) : '–',
    })),
  );
}

async function soak(): Promise<boolean> {
  const scratch = await createScratchDatabase(serverUrl);
  const url = new URL(serverUrl);
  url.pathname = `/${scratch.name}`;
  const dataDir = await mkdtemp(join(tmpdir(), 'hanabi-soak-'));
  process.once('SIGINT', () => {
    void scratch.drop().finally(() => process.exit(130));
  });
  try {
    console.info(`Scratch database ${scratch.name}; preparing the demo data and building the web client…`);
    await prepareDemoData(url.href, dataDir);
    await buildWeb();
    const durationMs = minutes * 60_000;
    const db = scratch.database.db;
    const saleCount = Math.ceil(durationMs / 1_000) + 10;
    const now = new Date();
    // Players hold points like any member but buy nothing; the buyers' balances are checked at the end.
    const members = await insertBuyers(db, MEMBERS_PLAYING + MEMBERS_BUYING, saleCount * PRICE_POINTS, now);
    const players = members.slice(0, MEMBERS_PLAYING);
    const buyers = members.slice(MEMBERS_PLAYING);
    const services = await startSoakServices(url.href, dataDir);
    const targets = await prepareTargets(db, services, saleCount);
    const purchases = new Map<string, Set<number>>();
    const recorder = new SoakRecorder();
    const loops = [
      healthChecking,
      ...Array.from({ length: GUESTS_BROWSING }, () => guestBrowsing),
      ...Array.from({ length: GUESTS_SEARCHING }, () => guestSearching),
      ...players.map((member: Member) => memberPlaying(member)),
      ...buyers.map((member: Member) => memberBuying(member, purchases)),
    ];
    console.info(`Load for ${minutes} min; the database goes away for ${outageSeconds} s (${outageMode}) half-way.`);
    const deadline = recorder.now() + durationMs;
    const load = runLoad(recorder, targets, loops, () => recorder.now() < deadline);
    await sleep(durationMs / 2);
    const outageStart = recorder.now();
    await databaseOutage(scratch.name, outageSeconds);
    const outageEnd = recorder.now();
    await load;
    const survivors = services.services.map(({ name, process }) => ({ name, alive: process.alive() }));
    await services.stop();

    const records = recorder.records;
    const recovered = records
      .filter(({ kind, status, startedAt }) => DATABASE_KINDS.has(kind) && status < 400 && startedAt >= outageEnd)
      .map(({ startedAt, ms }) => startedAt + ms)
      .sort((a, b) => a - b)[0];
    const windowEnd = recovered ?? Number.POSITIVE_INFINITY;
    const failed = records.filter(({ status }) => status === 0 || status >= 400);
    const outside = failed.filter(({ startedAt, ms }) => startedAt + ms < outageStart || startedAt > windowEnd);
    // Inside the outage every failure must be the congestion answer of spec §8, never a 500 or a dropped request.
    const notCongestion = failed.filter((record) => !outside.includes(record) && record.status !== 503);
    console.info(`\nRequests: ${records.length} in ${minutes} min`);
    printSummaries(summarise(records));
    const outsideSummary = summarise(outside);
    if (outside.length > 0) {
      console.info('Errors outside the outage:');
      printSummaries(outsideSummary);
    }

    const doubleAnswers = [...purchases.values()].filter((ids) => ids.size > 1).length;
    // Counted in the database: a purchase completed just as the database went away may have lost its answer.
    const completed = await db.$count(
      episodePurchases,
      and(
        eq(episodePurchases.status, 'completed'),
        inArray(
          episodePurchases.userId,
          buyers.map(({ id }) => id),
        ),
      ),
    );
    const balances = await Promise.all(buyers.map(({ id }) => pointBalances(db, id, new Date())));
    const spent = saleCount * PRICE_POINTS * buyers.length - balances.reduce((sum, { festa }) => sum + festa, 0);
    const checks: Check[] = [
      ...survivors.map(({ name, alive }): Check => [alive, `${name} process survived`]),
      [outside.length === 0, `${outside.length} errors outside the outage window`],
      [notCongestion.length === 0, `${notCongestion.length} answers in the outage other than 503 (congestion)`],
      [
        recovered !== undefined,
        recovered === undefined
          ? 'never recovered after the outage'
          : `recovered ${((recovered - outageEnd) / 1000).toFixed(2)} s after the database was back ` +
            `(outage ${((outageEnd - outageStart) / 1000).toFixed(1)} s)`,
      ],
      [doubleAnswers === 0, `${doubleAnswers} purchase keys answered with two different purchases`],
      [
        spent === completed * PRICE_POINTS,
        `${completed} purchases completed; the buyers spent ${spent} points, ${completed * PRICE_POINTS} expected`,
      ],
      await ledgerAuditCheck(db),
    ];
    return printChecks(checks);
  } finally {
    await scratch.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (!(await soak())) {
  console.error('FAILED: see the checks marked ✗.');
  process.exitCode = 1;
}
