/**
 * Makes the database handed to `buildApi` available as `app.database`. The caller opened it and closes
 * it; the API never does.
 */
import type { Database } from '@hanabi/db';
import { appPlugin } from '../../lib/plugin.ts';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
  }
}

export const databasePlugin = appPlugin<{ database: Database }>(
  async (app, { database }) => {
    app.decorate<Database>('database', database);
  },
  { name: 'database' },
);
