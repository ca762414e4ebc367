/**
 * The product as production runs it: the API, the sign-in service and the web server as three processes of
 * their own on one PostgreSQL database, each started by its standalone entry, for the soak benchmark.
 */
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { freePort, runServiceProcess, type ServiceProcess, waitForHealth } from '@hanabi/db/testing/processes';

const root = resolve(import.meta.dirname, '../..');

export interface SoakService {
  name: 'API' | 'accounts' | 'web';
  process: ServiceProcess;
}

export interface SoakServices {
  apiUrl: string;
  webUrl: string;
  accountsUrl: string;
  services: SoakService[];
  /** SIGTERM to each, then waits for them to exit. */
  stop(): Promise<void>;
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolvePromise() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`)),
    );
  });
}

/** Migrates and seeds the database and packages the demo video, as the launcher does: `npm start -- --prepare-only`. */
export function prepareDemoData(databaseUrl: string, dataDir: string): Promise<void> {
  return run(process.execPath, ['--import', 'tsx', 'scripts/start.ts', '--prepare-only'], {
    DATABASE_URL: databaseUrl,
    HANABI_DATA_DIR: dataDir,
    APP_ENV: 'development',
  });
}

/** Builds the web client when its build is missing or stale (the launcher's own check). */
export function buildWeb(): Promise<void> {
  return run('npm', ['run', 'build', '--workspace', '@hanabi/web'], {});
}

export async function startSoakServices(databaseUrl: string, dataDir: string): Promise<SoakServices> {
  const [webPort, apiPort, accountsPort] = [await freePort(), await freePort(), await freePort()];
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const webUrl = `http://127.0.0.1:${webPort}`;
  const accountsUrl = `http://127.0.0.1:${accountsPort}`;
  const env = {
    DATABASE_URL: databaseUrl,
    HANABI_DATA_DIR: dataDir,
    // A local run: loopback clients pass the geo restriction, the payments sandbox and debug tools are allowed.
    APP_ENV: 'development',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    WEB_PORT: String(webPort),
    API_PORT: String(apiPort),
    ACCOUNTS_PORT: String(accountsPort),
    WEB_ORIGIN: webUrl,
    API_ORIGIN: apiUrl,
    ACCOUNTS_ORIGIN: accountsUrl,
  };
  const services: SoakService[] = [
    { name: 'API', process: runServiceProcess(root, 'apps/api/src/server.ts', env) },
    { name: 'accounts', process: runServiceProcess(root, 'apps/accounts/src/server.ts', env) },
    { name: 'web', process: runServiceProcess(root, 'apps/web/server/standalone.ts', env) },
  ];
  const stop = async () => {
    for (const { process: service } of services) if (service.alive()) service.child.kill('SIGTERM');
    await Promise.all(services.map(({ process: service }) => service.exited));
  };
  try {
    await waitForHealth(`${apiUrl}/health`, services[0]?.process.exited ?? Promise.resolve());
    await waitForHealth(`${accountsUrl}/health`, services[1]?.process.exited ?? Promise.resolve());
    await waitForHealth(`${webUrl}/builds/latest.json`, services[2]?.process.exited ?? Promise.resolve());
  } catch (error) {
    for (const { name, process: service } of services) console.error(`${name}: ${service.stderr().slice(-2000)}`);
    await stop();
    throw error;
  }
  return { apiUrl, webUrl, accountsUrl, services, stop };
}
