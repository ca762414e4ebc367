/**
 * Operator command: `npm run check-cards --workspace @hanabi/accounts` runs the card validity check
 * (card-validity-job.ts) once and prints a summary line. Schedule it daily (cron or similar). It uses
 * DATABASE_URL, or the embedded database in HANABI_DATA_DIR/db — which only one process can open, so it
 * refuses to run while `npm start` is running. Exits 1 when anything could not be done or checked.
 */
import { existsSync } from 'node:fs';
import net from 'node:net';
import { join } from 'node:path';
import { createDatabase, type Database } from '@hanabi/db';
import { loadAccountsConfig } from '../config.ts';
import { describeCardCheck, runCardValidityChecks } from './card-validity-job.ts';
import { assertSandboxAllowed, configuredPaymentProcessor } from './configured-processor.ts';

/** A failure the operator fixes from the message alone. */
class OperatorError extends Error {}
/** Errors of our packages whose message already says what is wrong and what to do. */
const SELF_EXPLAINING = new Set(['ConfigError', 'DatabaseOpenError']);

function answers(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: 1_000 });
    const finish = (listening: boolean) => {
      socket.destroy();
      resolve(listening);
    };
    socket.once('connect', () => finish(true));
    socket.once('timeout', () => finish(false));
    socket.once('error', () => finish(false));
  });
}

async function openEmbedded(dataDir: string, host: string, port: number): Promise<Database> {
  const folder = join(dataDir, 'db');
  const stopFirst =
    `The embedded database in ${folder} can be opened by one process only: stop \`npm start\` (Ctrl-C) first, ` +
    'then run this command again — or set DATABASE_URL to use a PostgreSQL server.';
  if (!existsSync(join(folder, 'PG_VERSION'))) {
    throw new OperatorError(`There is no embedded database in ${folder} yet: run \`npm start\` once to create it.`);
  }
  // PGlite itself does not refuse a second process (both would write the same files), so look first.
  if (await answers(host, port)) {
    throw new OperatorError(`Hanabi is running (the sign-in service answers on ${host}:${port}). ${stopFirst}`);
  }
  try {
    return await createDatabase({ dataDir: folder });
  } catch (error) {
    throw new OperatorError(`${error instanceof Error ? error.message : String(error)}\n${stopFirst}`);
  }
}

async function main(): Promise<number> {
  const config = loadAccountsConfig();
  assertSandboxAllowed(config);
  const database = config.databaseUrl
    ? await createDatabase({ url: config.databaseUrl })
    : await openEmbedded(config.dataDir, config.host, config.port);
  try {
    const payments = configuredPaymentProcessor(config, database.db);
    // The processor start.ts wires in by default; a deployment with a real one passes its adapter in both places.
    const summary = await runCardValidityChecks(database.db, payments, new Date());
    console.info(describeCardCheck(summary));
    return summary.unchecked > 0 ? 1 : 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    const known = error instanceof OperatorError || (error instanceof Error && SELF_EXPLAINING.has(error.name));
    console.error(
      `check-cards failed. ${known ? (error as Error).message : error instanceof Error ? error.stack : String(error)}`,
    );
    process.exitCode = 1;
  },
);
