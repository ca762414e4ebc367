import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readPlaywrightCounts, readVitestCounts, sumCounts } from './test-counts.ts';

describe('the closing line of the test command', () => {
  it('adds up Vitest and Playwright reports, counting a flaky pass as passed', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'hanabi-counts-'));
    await writeFile(
      join(folder, 'vitest.json'),
      JSON.stringify({ numPassedTests: 10, numFailedTests: 1, numPendingTests: 2, numTodoTests: 1 }),
    );
    await writeFile(
      join(folder, 'playwright.json'),
      JSON.stringify({ stats: { expected: 4, unexpected: 2, flaky: 1, skipped: 0 } }),
    );
    const counts = [
      await readVitestCounts(join(folder, 'vitest.json')),
      await readPlaywrightCounts(join(folder, 'playwright.json')),
    ];
    expect(sumCounts(counts)).toEqual({ passed: 15, failed: 3, skipped: 3 });
  });

  it('counts nothing for a runner that wrote no report', async () => {
    expect(await readVitestCounts('/nonexistent/report.json')).toEqual({ passed: 0, failed: 0, skipped: 0 });
  });
});
