/**
 * Command two: everything CI checks, in the order a failure is cheapest to find. Stops at the first failing
 * step and exits non-zero. Ends, pass or fail, with one line "tests: N passed, N failed, N skipped" summing
 * every test runner that ran.
 *
 * The database tests run once, on PostgreSQL (TEST_DATABASE_URL, which .ci/run provides), plus a smoke set
 * on the embedded PGlite; the end-to-end tests run the product on PGlite too. Without a server they all run
 * on PGlite: allowed outside CI, said in the last line; under CI=true it is a failure, never a silent skip.
 */
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { findChromium } from '../e2e/support/chromium.ts';
import { startEndToEndPreparation } from './lib/e2e-preparation.ts';
import { runStep, timeStep } from './lib/run-step.ts';
import { readPlaywrightCounts, readVitestCounts, sumCounts } from './lib/test-counts.ts';
import { DATABASE_PROJECTS, OTHER_PROJECTS, PGLITE_SMOKE_FILES } from './lib/test-projects.ts';

const root = resolve(import.meta.dirname, '..');
const reports = resolve(root, '.test-results');

const REPORTS = {
  vitestOther: `${reports}/vitest-other.json`,
  vitestDatabase: `${reports}/vitest-database.json`,
  vitestPgliteSmoke: `${reports}/vitest-pglite-smoke.json`,
  playwright: `${reports}/playwright.json`,
};

function vitest(report: string, projects: string[], files: string[] = []): string[] {
  return [
    'vitest',
    'run',
    ...projects.flatMap((project) => ['--project', project]),
    ...files,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ];
}

/**
 * Every step in order; the first failure rejects and stops the rest. The lint and the three type-check
 * programs run side by side, and the end-to-end step's start-up (web build, first preparation, first
 * operators) runs from the first step on, beside them: each of those uses one core (decision 0038).
 */
async function runSteps(chromiumPath: string, e2eDataDir: string): Promise<void> {
  const e2ePreparation = startEndToEndPreparation(root, e2eDataDir, `${reports}/e2e-preparation.log`);
  try {
    // Both run to their end, so that one failing leaves no process behind and both say what is wrong.
    const checks = await Promise.allSettled([
      runStep('Lint: Biome, import rules, folder cycles', 'npm', ['run', 'lint']),
      runStep('Type check', 'npm', ['run', 'typecheck']),
    ]);
    for (const check of checks) if (check.status === 'rejected') throw check.reason;
    await runVitestSteps();
    await timeStep('End-to-end start-up (web build, data, operators; begun beside the lint)', () =>
      e2ePreparation.finished(),
    );
    await runStep(
      'End-to-end tests in Chromium',
      'npx',
      ['playwright', 'test', '--config', 'e2e/playwright.config.ts'],
      {
        CHROMIUM_PATH: chromiumPath,
        PLAYWRIGHT_JSON_OUTPUT_NAME: REPORTS.playwright,
        E2E_DATA_DIR: e2eDataDir,
        E2E_PREPARED: 'true',
      },
    );
  } finally {
    e2ePreparation.stop();
  }
}

async function runVitestSteps(): Promise<void> {
  await runStep('Unit tests and tests without a test database', 'npx', vitest(REPORTS.vitestOther, OTHER_PROJECTS));
  if (process.env.TEST_DATABASE_URL) {
    await runStep('Database tests on PostgreSQL', 'npx', vitest(REPORTS.vitestDatabase, DATABASE_PROJECTS), {
      HANABI_TEST_DB: 'postgres',
    });
    await runStep(
      'Database smoke tests on PGlite',
      'npx',
      vitest(REPORTS.vitestPgliteSmoke, DATABASE_PROJECTS, PGLITE_SMOKE_FILES),
    );
  } else if (process.env.CI === 'true') {
    throw new Error('✘ CI needs PostgreSQL: TEST_DATABASE_URL is not set (.ci/run provides one)');
  } else {
    console.info('\nTEST_DATABASE_URL is not set: the database tests run on PGlite only (.ci/run sets it).');
    await runStep('Database tests on PGlite', 'npx', vitest(REPORTS.vitestDatabase, DATABASE_PROJECTS));
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

  // A fresh data folder, so the product starts exactly as on a newcomer's first start.
  const e2eDataDir = await mkdtemp(join(tmpdir(), 'hanabi-e2e-'));
  let failure: Error | undefined;
  try {
    await runSteps(chromium.path, e2eDataDir);
  } catch (error) {
    failure = error instanceof Error ? error : new Error(String(error));
  } finally {
    await rm(e2eDataDir, { recursive: true, force: true });
  }

  // The totals of whatever ran, also after a failure (a runner that did not run counts nothing).
  const total = sumCounts([
    await readVitestCounts(REPORTS.vitestOther),
    await readVitestCounts(REPORTS.vitestDatabase),
    await readVitestCounts(REPORTS.vitestPgliteSmoke),
    await readPlaywrightCounts(REPORTS.playwright),
  ]);
  const seconds = Math.round((Date.now() - started) / 1000);
  if (failure) console.error(`\n${failure.message}; stopped after ${seconds} s.`);
  else console.info(`\nAll checks passed in ${seconds} s.`);
  const postgres = process.env.TEST_DATABASE_URL ? '' : ' (PostgreSQL pass skipped: TEST_DATABASE_URL not set)';
  console.info(`tests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped${postgres}`);
  return failure ? 1 : 0;
}

main().then((code) => process.exit(code));
