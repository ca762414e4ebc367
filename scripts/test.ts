/**
 * Command two: everything CI checks, in the order a failure is cheapest to find. Stops at the first failing
 * step and exits non-zero. Ends with one line "tests: N passed, N failed" summing every test runner.
 */
import { mkdir, rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { findChromium } from '../e2e/support/chromium.ts';
import { runStep } from './lib/run-step.ts';
import { readPlaywrightCounts, readVitestCounts, sumCounts, type TestCounts } from './lib/test-counts.ts';

const root = resolve(import.meta.dirname, '..');
const reports = resolve(root, '.test-results');

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

  const vitestArgs = (name: string) => [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${reports}/${name}.json`,
  ];
  try {
    await runStep('Unit and integration tests on PGlite', 'npx', vitestArgs('vitest-pglite'));
  } finally {
    counts.push(await readVitestCounts(`${reports}/vitest-pglite.json`));
  }

  if (process.env.TEST_DATABASE_URL) {
    try {
      await runStep('Integration tests again on PostgreSQL', 'npx', vitestArgs('vitest-postgres'), {
        HANABI_TEST_DB: 'postgres',
      });
    } finally {
      counts.push(await readVitestCounts(`${reports}/vitest-postgres.json`));
    }
  } else {
    console.info('\nTEST_DATABASE_URL is not set: the PostgreSQL pass is skipped (.ci/run sets it).');
  }

  try {
    await runStep(
      'End-to-end tests in Chromium',
      'npx',
      ['playwright', 'test', '--config', 'e2e/playwright.config.ts'],
      {
        CHROMIUM_PATH: chromium.path,
        PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/playwright.json`,
      },
    );
  } finally {
    counts.push(await readPlaywrightCounts(`${reports}/playwright.json`));
  }

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
