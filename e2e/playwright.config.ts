import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { findChromium } from './support/chromium.ts';
import { productEnv, startCommand } from './support/first-start.ts';
import { E2E_PORTS } from './support/ports.ts';

const chromium = findChromium();
if (!chromium.path) throw new Error(chromium.advice);

const launchOptions = {
  executablePath: chromium.path,
  // The machine has no network beyond the loopback: keep Chromium from calling home.
  // The player starts by itself, as after a viewer's tap on 「再生する」; headless Chromium has no tap to wait for.
  args: [
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-quic',
    '--autoplay-policy=no-user-gesture-required',
  ],
};

const root = resolve(import.meta.dirname, '..');
// A fresh data folder per run: the product is seeded exactly as on a newcomer's first start. `npm test`
// passes one in and removes it afterwards. Workers load this file too but start no server, so only the
// main process makes a folder.
const isWorker = process.env.TEST_WORKER_INDEX !== undefined;
const dataDir = process.env.E2E_DATA_DIR ?? (isWorker ? '' : mkdtempSync(join(tmpdir(), 'hanabi-e2e-')));
// Workers inherit it, to read what the start left there (the console administrator's set-up link).
process.env.E2E_DATA_DIR = dataDir;

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  // Assertions wait up to 10 s rather than 5, and a test may take a minute rather than 30 s: CI machines are
  // shared, and a busy one answers late (journeys through several pages set their own, longer limits).
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : 'list',
  use: {
    baseURL: `http://localhost:${E2E_PORTS.web}`,
    locale: 'ja-JP',
    timezoneId: 'Asia/Tokyo',
    trace: 'retain-on-failure',
    // The offline page's service worker would take the pages' navigations out of page.route's sight; the
    // test of the offline page (tests/installable-app.spec.ts) lets it run.
    serviceWorkers: 'block',
  },
  projects: [
    // Mobile first: every test runs on a phone. The pages whose layout changes on a wide screen (home, title,
    // search results, rankings, the menu, the guide, the age check) are tagged @desktop and run there too;
    // flows that look the same at any width are not repeated, which keeps the suite inside its time budget.
    { name: 'mobile', use: { ...devices['Pixel 7'], launchOptions } },
    {
      name: 'desktop',
      grep: /@desktop/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
    },
  ],
  webServer: {
    // Command one, as a new instance is set up (support/first-start.ts): the data prepared, the first operators
    // created, then the product started; under `npm test` the preparation has run already.
    command: startCommand(dataDir),
    cwd: root,
    url: `http://localhost:${E2E_PORTS.web}/`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: productEnv(dataDir),
  },
});
