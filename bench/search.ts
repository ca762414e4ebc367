/**
 * Search at production scale (decision 0018): writes the scale catalogue (100,000 titles and 1,000,000
 * episodes by default) into embedded PGlite and into a scratch PostgreSQL database, times the writing,
 * then calls GET /v1/search per query type (1 character, 2 characters, 3+ characters, kana reading,
 * latin), GET /v1/fulltext_search and GET /v1/titles/search through the API started in this process, one
 * call after the other or, with --concurrency N, N searchers at once. Prints p50/p95 and their ratios
 * against GET /v1/titles/{id} (a primary-key lookup, called with the same concurrency) measured in the same
 * run, and checks the target: p95 ≤ 50 ms per query type on PostgreSQL.
 *   npx tsx bench/search.ts [--titles 100000] [--episodes 1000000] [--calls 200] [--concurrency 20]
 *                           [--engines pglite,postgres]
 * BENCH_DATABASE_URL overrides postgres://postgres@127.0.0.1:5432/postgres (loopback only).
 * Exits 1 when a call did not answer 200 or PostgreSQL misses the target.
 */
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { createDatabase, type Database, migrateDatabase } from '@hanabi/db';
import { writeScaleCatalogue } from '@hanabi/demo/scale';
import { withInProcessApi } from './src/in-process-api.ts';
import { loopbackOnly } from './src/loopback.ts';
import { countOption } from './src/options.ts';
import { createScratchDatabase } from './src/scratch-database.ts';
import { cycle, SEARCH_QUERY_TYPES } from './src/search-queries.ts';
import { measure, printComparison, type Sample } from './src/timing.ts';

const TARGET_P95_MS = 50;
const ENGINES = ['pglite', 'postgres'] as const;
type Engine = (typeof ENGINES)[number];

const { values } = parseArgs({
  options: {
    titles: { type: 'string', default: '100000' },
    episodes: { type: 'string', default: '1000000' },
    calls: { type: 'string', default: '200' },
    concurrency: { type: 'string', default: '1' },
    engines: { type: 'string', default: ENGINES.join(',') },
  },
});

const titleCount = countOption('titles', values.titles, 1_000_000);
const episodeCount = countOption('episodes', values.episodes, 10_000_000);
const calls = countOption('calls', values.calls, 100_000);
const concurrency = countOption('concurrency', values.concurrency, 1_000);
const engines = values.engines.split(',') as Engine[];
if (!engines.every((engine) => ENGINES.includes(engine))) {
  console.error(`--engines must list ${ENGINES.join(' and/or ')}, got ${values.engines}.`);
  process.exit(2);
}
const serverUrl = loopbackOnly(process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');

/** Why answers were not 200, one line each; empty when all were. */
const problems: string[] = [];

async function call(url: string): Promise<void> {
  const response = await fetch(url);
  await response.arrayBuffer();
  if (response.status !== 200) problems.push(`${url}: HTTP ${response.status}`);
}

async function measureSearches(apiUrl: string, titleId: number): Promise<{ baseline: Sample; samples: Sample[] }> {
  const baseline = await measure(
    'GET /v1/titles/{id} (baseline)',
    calls,
    () => call(`${apiUrl}/v1/titles/${titleId}`),
    concurrency,
  );
  const samples: Sample[] = [];
  for (const [type, queries] of Object.entries(SEARCH_QUERY_TYPES)) {
    const next = cycle(queries);
    samples.push(
      await measure(
        `GET /v1/search, ${type}`,
        calls,
        () => call(`${apiUrl}/v1/search?${new URLSearchParams({ q: next() })}`),
        concurrency,
      ),
    );
  }
  const everyQuery = Object.values(SEARCH_QUERY_TYPES).flat();
  for (const [label, path] of [
    ['GET /v1/fulltext_search, every type', '/v1/fulltext_search'],
    ['GET /v1/titles/search, every type', '/v1/titles/search'],
  ] as const) {
    const next = cycle(everyQuery);
    const search = () => call(`${apiUrl}${path}?${new URLSearchParams({ q: next() })}`);
    samples.push(await measure(label, calls, search, concurrency));
  }
  return { baseline, samples };
}

/** Writes the catalogue, measures, prints; answers whether the engine met the target (PGlite has none). */
async function benchmark(engine: Engine, database: Database): Promise<boolean> {
  const started = performance.now();
  const written = await writeScaleCatalogue(database.db, {
    titles: titleCount,
    episodes: episodeCount,
    onProgress: (count) => {
      if (count % 20_000 === 0) console.info(`  ${count} titles written`);
    },
  });
  const seconds = (performance.now() - started) / 1000;
  console.info(
    `${engine}: wrote ${written.titles} titles and ${written.episodes} episodes in ${seconds.toFixed(1)} s ` +
      `(${Math.round(written.titles / seconds)} titles/s)`,
  );
  const { baseline, samples } = await withInProcessApi(database, (apiUrl) =>
    measureSearches(apiUrl, written.firstTitleId),
  );
  printComparison(baseline, samples);
  if (engine !== 'postgres') return true;
  let met = true;
  for (const sample of samples) {
    const passed = sample.p95 <= TARGET_P95_MS;
    met &&= passed;
    console.info(
      `${passed ? '✓' : '✗'} ${sample.label}: p95 ${sample.p95.toFixed(1)} ms (target ≤ ${TARGET_P95_MS} ms)`,
    );
  }
  return met;
}

async function onPglite(): Promise<boolean> {
  const database = await createDatabase({});
  try {
    await migrateDatabase(database);
    return await benchmark('pglite', database);
  } finally {
    await database.close();
  }
}

async function onPostgres(): Promise<boolean> {
  const scratch = await createScratchDatabase(serverUrl);
  console.info(`postgres: scratch database ${scratch.name} (dropped at the end)`);
  // Ctrl-C must not leave the scratch database behind either.
  process.once('SIGINT', () => {
    void scratch.drop().finally(() => process.exit(130));
  });
  try {
    return await benchmark('postgres', scratch.database);
  } finally {
    await scratch.drop();
  }
}

console.info(
  `${titleCount} titles, ${episodeCount} episodes, ${calls} calls per measurement, ${concurrency} at once, ` +
    `on ${engines.join(', ')}`,
);
let targetsMet = true;
for (const engine of engines) targetsMet = (engine === 'pglite' ? await onPglite() : await onPostgres()) && targetsMet;
const answered = problems.length === 0;
console.info(
  answered ? '✓ every call answered 200' : `✗ ${problems.length} calls failed, e.g. ${problems.slice(0, 3).join('; ')}`,
);
if (!answered || !targetsMet) {
  console.error('FAILED: see the lines marked ✗.');
  process.exitCode = 1;
}
