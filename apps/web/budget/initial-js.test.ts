import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUEST_PAGES, INITIAL_JS_BUDGET_BYTES, loadBuild } from './initial-js.ts';

/**
 * The budget of a guest page's initial JavaScript (issue 19, decision 0066), on a production build of the
 * current sources made for this test alone (the end-to-end start-up may be building `build/` meanwhile).
 */
let buildDirectory: string;
let build: Awaited<ReturnType<typeof loadBuild>>;

beforeAll(async () => {
  buildDirectory = await mkdtemp(join(tmpdir(), 'hanabi-web-budget-'));
  await promisify(execFile)('npx', ['react-router', 'build'], {
    cwd: join(import.meta.dirname, '..'),
    env: { ...process.env, HANABI_WEB_BUILD_DIR: buildDirectory, NODE_ENV: 'production' },
  });
  build = await loadBuild(buildDirectory);
}, 180_000);

afterAll(async () => {
  await rm(buildDirectory, { recursive: true, force: true });
});

describe('initial JavaScript of guest pages', () => {
  it.each(GUEST_PAGES)('%s stays within the budget', async (url) => {
    const page = await build.initialJs(url);
    // What the HTML names first is counted: the client entry and the root route.
    expect(page.chunks.slice(0, 1).map((chunk) => chunk.href)).toEqual([
      expect.stringMatching(/^\/assets\/entry\.client-/),
    ]);
    expect(page.chunks.some((chunk) => /^\/assets\/root-/.test(chunk.href))).toBe(true);
    expect(page.gzipBytes).toBeLessThanOrEqual(INITIAL_JS_BUDGET_BYTES);
  });
});
