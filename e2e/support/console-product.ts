/**
 * A product of its own for the console's journey: the embedded database can be opened by one process only,
 * so `npm run operator:create` cannot reach the one Playwright started. This prepares a fresh data folder
 * (`npm start -- --prepare-only`), creates the first administrator by the command (which prints the set-up
 * link), then starts `npm start` on it, on ports beside the suite's.
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { E2E_PORTS } from './ports.ts';

const run = promisify(execFile);
const root = resolve(import.meta.dirname, '../..');
const PORTS = { web: E2E_PORTS.web + 50, api: E2E_PORTS.api + 50, accounts: E2E_PORTS.accounts + 50 };

export const CONSOLE_ORIGIN = `http://localhost:${PORTS.web}`;

export interface ConsoleProduct {
  /** The one-time set-up link `operator:create` printed for the administrator. */
  setupLink: string;
  stop(): Promise<void>;
}

function productEnv(dataDir: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    HANABI_DATA_DIR: dataDir,
    WEB_PORT: String(PORTS.web),
    API_PORT: String(PORTS.api),
    ACCOUNTS_PORT: String(PORTS.accounts),
    WEB_ORIGIN: CONSOLE_ORIGIN,
    API_ORIGIN: `http://localhost:${PORTS.api}`,
    ACCOUNTS_ORIGIN: `http://localhost:${PORTS.accounts}`,
    LOG_LEVEL: 'warn',
  };
}

async function untilServing(url: string, product: ChildProcess): Promise<void> {
  for (;;) {
    if (product.exitCode !== null) throw new Error(`npm start exited with ${product.exitCode}`);
    const answered = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) return;
    await new Promise((done) => setTimeout(done, 1000));
  }
}

export async function startConsoleProduct(admin: { email: string; name: string }): Promise<ConsoleProduct> {
  const dataDir = await mkdtemp(join(tmpdir(), 'hanabi-e2e-console-'));
  const env = productEnv(dataDir);
  await run('npm', ['start', '--', '--prepare-only'], { cwd: root, env, maxBuffer: 16 * 1024 * 1024 });
  const created = await run(
    'npm',
    ['run', 'operator:create', '--', '--email', admin.email, '--role', 'admin', '--name', admin.name],
    { cwd: root, env },
  );
  const setupLink = /https?:\/\/\S+\/admin\/setup\?token=[A-Za-z0-9_-]{43}/.exec(created.stdout)?.[0];
  if (!setupLink) throw new Error(`operator:create printed no set-up link:\n${created.stdout}${created.stderr}`);
  // Its own process group, so that stopping it stops the services npm started too.
  const product = spawn('npm', ['start'], { cwd: root, env, detached: true, stdio: 'ignore' });
  await untilServing(`${CONSOLE_ORIGIN}/admin/login`, product);
  return {
    setupLink,
    stop: async () => {
      if (product.pid !== undefined && product.exitCode === null) process.kill(-product.pid, 'SIGTERM');
      await new Promise((done) => (product.exitCode === null ? product.once('exit', done) : done(null)));
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
