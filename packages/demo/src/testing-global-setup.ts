/**
 * Vitest global setup for workspaces whose tests need the demo catalogue in their test databases (the API,
 * the sign-in service, the points ledger, the seed itself):
 *
 *   globalSetup: ['@hanabi/demo/testing-global-setup']
 *
 * The database package prepares and copies the database; this adds the demo seed to what it prepares.
 */
import { testDatabaseSetup } from '@hanabi/db/testing-global-setup';
import { seedDemoCatalogue } from './seed/index.ts';

export default testDatabaseSetup('demo', async (database) => {
  await seedDemoCatalogue(database);
});
