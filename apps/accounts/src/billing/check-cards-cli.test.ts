/** The operator command refuses, in one clear sentence, to open an embedded database it must not open. */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';

const CLI = path.join(import.meta.dirname, 'check-cards-cli.ts');

/** Runs the command as an operator of the demo would (development), with `env` on top. */
async function runCli(env: Record<string, string>): Promise<{ code: number; stderr: string }> {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  try {
    await promisify(execFile)(process.execPath, ['--import', 'tsx', CLI], {
      env: { ...inherited, APP_ENV: 'development', ...env },
    });
    return { code: 0, stderr: '' };
  } catch (error) {
    const failed = error as { code: number; stderr: string };
    return { code: failed.code, stderr: failed.stderr };
  }
}

describe('npm run check-cards', () => {
  const cleanup: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const step of cleanup.splice(0)) await step();
  });

  async function dataDir(withDatabase: boolean): Promise<string> {
    const dir = await mkdtemp(path.join(tmpdir(), 'hanabi-check-cards-'));
    cleanup.push(() => rm(dir, { recursive: true, force: true }));
    if (withDatabase) {
      await mkdir(path.join(dir, 'db'));
      await writeFile(path.join(dir, 'db', 'PG_VERSION'), '17\n');
    }
    return dir;
  }

  it('says to stop `npm start` first while the service runs on the embedded database', async () => {
    const server = net.createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    cleanup.push(() => new Promise((resolve) => server.close(() => resolve())));
    const { port } = server.address() as net.AddressInfo;

    const result = await runCli({
      HANABI_DATA_DIR: await dataDir(true),
      HOST: '127.0.0.1',
      ACCOUNTS_PORT: String(port),
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('can be opened by one process only: stop `npm start` (Ctrl-C) first');
  });

  it('refuses the payments sandbox in production unless PAYMENT_PROCESSOR names it', async () => {
    const production = {
      APP_ENV: 'production',
      REQUEST_FORM_KEY: randomBytes(32).toString('base64'),
      HANABI_DATA_DIR: await dataDir(false),
    };
    const refused = await runCli(production);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('PAYMENT_PROCESSOR: production takes no payments in the sandbox');

    // Named on purpose, the sandbox is taken: the command goes on to look for the database.
    const named = await runCli({ ...production, PAYMENT_PROCESSOR: 'sandbox' });
    expect(named.stderr).toContain('There is no embedded database');
  });

  it('says there is no database yet instead of creating an empty one', async () => {
    const result = await runCli({ HANABI_DATA_DIR: await dataDir(false) });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('There is no embedded database');
    expect(result.stderr).toContain('run `npm start` once to create it');
  });
});
