import { readFile } from 'node:fs/promises';

export interface TestCounts {
  passed: number;
  failed: number;
  skipped: number;
}

const NONE: TestCounts = { passed: 0, failed: 0, skipped: 0 };

async function readJson(file: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** Counts from Vitest's JSON reporter (Jest-compatible field names). */
export async function readVitestCounts(file: string): Promise<TestCounts> {
  const report = (await readJson(file)) as
    | { numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number }
    | undefined;
  if (!report) return NONE;
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + report.numTodoTests,
  };
}

/** Counts from Playwright's JSON reporter; a flaky test passed on retry and counts as passed. */
export async function readPlaywrightCounts(file: string): Promise<TestCounts> {
  const report = (await readJson(file)) as
    | { stats: { expected: number; unexpected: number; flaky: number; skipped: number } }
    | undefined;
  if (!report) return NONE;
  const { expected, unexpected, flaky, skipped } = report.stats;
  return { passed: expected + flaky, failed: unexpected, skipped };
}

export function sumCounts(counts: TestCounts[]): TestCounts {
  return counts.reduce(
    (sum, next) => ({
      passed: sum.passed + next.passed,
      failed: sum.failed + next.failed,
      skipped: sum.skipped + next.skipped,
    }),
    NONE,
  );
}
