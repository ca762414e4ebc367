/** The API as a real process (src/server.ts), for tests of starting, stopping, being killed and losing its database. */
import path from 'node:path';
import { freePort, runServiceProcess, type ServiceProcess, waitForHealth } from '@hanabi/db/testing';
import { TEST_REQUEST_FORM_KEY, TEST_WEB_ORIGIN } from './build-test-api.ts';

export { freePort, occupyPort, waitForHealth } from '@hanabi/db/testing';

const apiRoot = path.resolve(import.meta.dirname, '../..');

/**
 * Starts `src/server.ts` with the test process's environment plus development (a server started with
 * APP_ENV unset is production and refuses the development request-form key) and `env`.
 */
export function runServer(env: Record<string, string>): ServiceProcess {
  return runServiceProcess(apiRoot, 'src/server.ts', { APP_ENV: 'development', ...env });
}

/**
 * Starts the API in development on a free port, with the test web origin and request-form key, plus `env`
 * (the database), and waits until it answers.
 */
export async function startApiProcess(env: Record<string, string>): Promise<{ server: ServiceProcess; url: string }> {
  const port = await freePort();
  const server = runServer({
    API_PORT: String(port),
    APP_ENV: 'development',
    WEB_ORIGIN: TEST_WEB_ORIGIN,
    REQUEST_FORM_KEY: TEST_REQUEST_FORM_KEY.toString('base64'),
    ...env,
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(`${url}/health`, server.exited);
  return { server, url };
}
