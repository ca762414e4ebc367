/** Runs the built web client on its own: `npx tsx apps/web/server/standalone.ts`. */
import { getEnv } from '../app/lib/env.server.ts';
import { startWeb } from './start.ts';

async function main(): Promise<void> {
  const env = getEnv();
  const web = await startWeb({ env });
  console.info(`Hanabi web listening on ${web.url} (API ${env.API_INTERNAL_URL}, ${env.APP_ENV})`);

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      console.warn('Forced exit.');
      process.exit(1);
    }
    stopping = true;
    console.info(`${signal} received, closing the web server…`);
    web.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('The web server did not close cleanly:', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(`Hanabi web could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
