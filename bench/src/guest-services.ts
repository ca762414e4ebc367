/**
 * The API and the web server as production runs them, for the guest benchmarks: processes of their own
 * started by their standalone entries on a scratch PostgreSQL database prepared as the launcher does, in
 * production mode (JSON logs), with a given number of workers each (decision 0056).
 */
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { freePort, runServiceProcess, type ServiceProcess, waitForHealth } from '@hanabi/db/testing/processes';

const root = resolve(import.meta.dirname, '../..');

export interface GuestServices {
  apiUrl: string;
  webUrl: string;
  /** SIGTERM to each, then waits for them to exit. */
  stop(): Promise<void>;
}

export interface GuestServiceOptions {
  databaseUrl: string;
  dataDir: string;
  /** Workers of the API and of the web server each. */
  workers: number;
  logLevel: 'info' | 'warn';
  /** Only the API (for the logging comparison). */
  apiOnly?: boolean;
}

export async function startGuestServices(options: GuestServiceOptions): Promise<GuestServices> {
  const [webPort, apiPort] = [await freePort(), await freePort()];
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const webUrl = `http://127.0.0.1:${webPort}`;
  const env = {
    DATABASE_URL: options.databaseUrl,
    HANABI_DATA_DIR: options.dataDir,
    APP_ENV: 'production',
    REQUEST_FORM_KEY: randomBytes(32).toString('base64'),
    // The load comes from this machine: loopback passes the geo restriction as a Japanese address would.
    GEO_ALLOW_PRIVATE: 'true',
    LOG_LEVEL: options.logLevel,
    HOST: '127.0.0.1',
    WEB_PORT: String(webPort),
    API_PORT: String(apiPort),
    WEB_ORIGIN: webUrl,
    API_ORIGIN: apiUrl,
    API_WORKERS: String(options.workers),
    WEB_WORKERS: String(options.workers),
  };
  const processes: ServiceProcess[] = [runServiceProcess(root, 'apps/api/src/server.ts', env)];
  const stop = async () => {
    for (const service of processes) if (service.alive()) service.child.kill('SIGTERM');
    await Promise.all(processes.map((service) => service.exited));
  };
  try {
    await waitForHealth(`${apiUrl}/health/ready`, processes[0]?.exited ?? Promise.resolve());
    if (!options.apiOnly) {
      const web = runServiceProcess(root, 'apps/web/server/standalone.ts', env);
      processes.push(web);
      await waitForHealth(`${webUrl}/health/ready`, web.exited);
    }
    // Every worker listening before the load starts: the first one ready answers alone until then.
    await new Promise((resolvePromise) => setTimeout(resolvePromise, 3_000 * options.workers));
  } catch (error) {
    for (const service of processes) console.error(service.stderr().slice(-2000));
    await stop();
    throw error;
  }
  return { apiUrl, webUrl, stop };
}
