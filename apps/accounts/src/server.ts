/**
 * Standalone entry (`npm start --workspace @hanabi/accounts`), for running the sign-in service on its own
 * machine against PostgreSQL. `npm start` at the repository root runs it in-process instead.
 */
import { createDatabase } from '@hanabi/db';
import closeWithGrace from 'close-with-grace';
import { loadAccountsConfig } from './config.ts';
import { startAccounts } from './start.ts';

const config = loadAccountsConfig();
const { databaseUrl } = config;
if (!databaseUrl) {
  console.error('Set DATABASE_URL to run the sign-in service on its own; `npm start` at the root runs everything.');
  process.exit(1);
}
const database = await createDatabase({ url: databaseUrl, limits: config.databaseLimits });
const accounts = await startAccounts({ database, config }).catch(async (error: unknown) => {
  await database.close();
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
console.info(`Sign-in service listening on ${accounts.url}`);

closeWithGrace({ delay: 10_000 }, async () => {
  await accounts.close();
  await database.close();
});
