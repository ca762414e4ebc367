/**
 * Command two: everything CI checks, in the order a failure is cheapest to find. Stops at the first failing
 * step and exits non-zero. Ends, pass or fail, with one line "tests: N passed, N failed, N skipped" summing
 * every test runner that ran.
 */
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { findChromium } from '../e2e/support/chromium.ts';
import { runStep } from './lib/run-step.ts';
import { readPlaywrightCounts, readVitestCounts, sumCounts } from './lib/test-counts.ts';

const root = resolve(import.meta.dirname, '..');
const reports = resolve(root, '.test-results');
/** The Vitest projects whose tests talk to a database: they run a second time on PostgreSQL. */
const DATABASE_PROJECTS = ['db', 'api', 'accounts'];

const REPORTS = {
  vitestPglite: `${reports}/vitest-pglite.json`,
  vitestPostgres: `${reports}/vitest-postgres.json`,
  playwright: `${reports}/playwright.json`,
};

function vitest(report: string, projects: string[] = []): string[] {
  return [
    'vitest',
    'run',
    ...projects.flatMap((project) => ['--project', project]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ];
}

/** Every step in order; the first failure rejects and stops the rest. */
async function runSteps(chromiumPath: string): Promise<void> {
  await runStep('Lint and format (Biome)', 'npx', ['biome', 'check', '.']);
  await runStep('Type check', 'npm', ['run', 'typecheck']);
  await runStep('Unit and integration tests on PGlite', 'npx', vitest(REPORTS.vitestPglite));

  if (process.env.TEST_DATABASE_URL) {
    await runStep('Integration tests again on PostgreSQL', 'npx', vitest(REPORTS.vitestPostgres, DATABASE_PROJECTS), {
      HANABI_TEST_DB: 'postgres',
    });
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
        CHROMIUM_PATH: chromiumPath,
        PLAYWRIGHT_JSON_OUTPUT_NAME: REPORTS.playwright,
        E2E_DATA_DIR: e2eDataDir,
      },
    );
  } finally {
    await rm(e2eDataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<number> {
  await rm(reports, { recursive: true, force: true });
  await mkdir(reports, { recursive: true });
  const started = Date.now();

  const chromium = findChromium();
  if (!chromium.path) {
    console.error(chromium.advice);
    return 1;
  }

  let failure: Error | undefined;
  try {
    await runSteps(chromium.path);
  } catch (error) {
    failure = error instanceof Error ? error : new Error(String(error));
  }

  // The totals of whatever ran, also after a failure (a runner that did not run counts nothing).
  const total = sumCounts([
    await readVitestCounts(REPORTS.vitestPglite),
    await readVitestCounts(REPORTS.vitestPostgres),
    await readPlaywrightCounts(REPORTS.playwright),
  ]);
  const seconds = Math.round((Date.now() - started) / 1000);
  if (failure) console.error(`\n${failure.message}; stopped after ${seconds} s.`);
  else console.info(`\nAll checks passed in ${seconds} s.`);
  console.info(`tests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
  return failure ? 1 : 0;
}

main().then((code) => process.exit(code));
