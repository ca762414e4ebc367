/**
 * Command two: everything CI checks, in the order a failure is cheapest to find. Stops at the first failing
 * step and exits non-zero. Ends with one line "tests: N passed, N failed" summing every test runner.
 */
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { findChromium } from '../e2e/support/chromium.ts';
import { runStep } from './lib/run-step.ts';
import { readPlaywrightCounts, readVitestCounts, sumCounts, type TestCounts } from './lib/test-counts.ts';

const root = resolve(import.meta.dirname, '..');
const reports = resolve(root, '.test-results');
/** The Vitest projects whose tests talk to a database: they run a second time on PostgreSQL. */
const DATABASE_PROJECTS = ['db', 'api'];

async function main(): Promise<number> {
  await rm(reports, { recursive: true, force: true });
  await mkdir(reports, { recursive: true });
  const counts: TestCounts[] = [];
  const started = Date.now();

  const chromium = findChromium();
  if (!chromium.path) {
    console.error(chromium.advice);
    return 1;
  }

  await runStep('Lint and format (Biome)', 'npx', ['biome', 'check', '.']);
  await runStep('Type check', 'npm', ['run', 'typecheck']);

  const vitest = (name: string, projects: string[] = []) => [
    'vitest',
    'run',
    ...projects.flatMap((project) => ['--project', project]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${reports}/${name}.json`,
  ];
  await runStep('Unit and integration tests on PGlite', 'npx', vitest('vitest-pglite'));
  counts.push(await readVitestCounts(`${reports}/vitest-pglite.json`));

  if (process.env.TEST_DATABASE_URL) {
    await runStep('Integration tests again on PostgreSQL', 'npx', vitest('vitest-postgres', DATABASE_PROJECTS), {
      HANABI_TEST_DB: 'postgres',
    });
    counts.push(await readVitestCounts(`${reports}/vitest-postgres.json`));
  } else {
    console.info('\nTEST_DATABASE_URL is not set: the PostgreSQL pass is skipped (.ci/run sets it).');
  }

  // A fresh data folder, so the product starts exactly as on a newcomer's first start.
  const e2eDataDir = await mkdtemp(join(tmpdir(), 'hanabi-e2e-'));
  try {
    await runStep(
      'End-to-end tests in Chromium',
      'npx',
      ['playwright', 'test', '--config', 'e2e/playwright.config.ts'],
      {
        CHROMIUM_PATH: chromium.path,
        PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/playwright.json`,
        E2E_DATA_DIR: e2eDataDir,
      },
    );
  } finally {
    await rm(e2eDataDir, { recursive: true, force: true });
  }
  counts.push(await readPlaywrightCounts(`${reports}/playwright.json`));

  const total = sumCounts(counts);
  console.info(`\nAll checks passed in ${Math.round((Date.now() - started) / 1000)} s.`);
  console.info(`tests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  async (error: unknown) => {
    console.error(`\n${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
