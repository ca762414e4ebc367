import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { createDatabase, type Database } from './client.ts';
import { migrateDatabase } from './migrate.ts';
import { cloneName, createDatabaseOnServer, databaseUrl, dropDatabasesOnServer } from './testing/postgres-server.ts';
import './testing/source.ts';

const source = inject('hanabiTestDatabase');

async function expectMigrated(database: Database): Promise<void> {
  const tables = await database.db.execute<{ name: string }>(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' order by 1`,
  );
  expect(tables.rows.map((row) => row.name)).toEqual(expect.arrayContaining(['titles', 'episodes', 'demo_seed']));
  const trigram = await database.db.execute<{ similarity: number }>(
    sql`select similarity('はなび', 'はなびら') as similarity`,
  );
  expect(trigram.rows[0]?.similarity).toBeGreaterThan(0);
  const applied = await database.db.execute<{ count: number }>(
    sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
  );
  expect(applied.rows[0]?.count).toBeGreaterThanOrEqual(2);
}

describe('migrateDatabase', () => {
  // A cold PGlite start takes several seconds: this is the one test that pays for it.
  it.runIf(source.kind === 'pglite')(
    'applies the migrations to a new PGlite folder, concurrently and repeatedly',
    async () => {
      const dataDir = await mkdtemp(join(tmpdir(), 'hanabi-migrate-'));
      try {
        const database = await createDatabase({ dataDir });
        await Promise.all([migrateDatabase(database), migrateDatabase(database)]);
        await database.close();
        const reopened = await createDatabase({ dataDir });
        try {
          await migrateDatabase(reopened);
          await expectMigrated(reopened);
        } finally {
          await reopened.close();
        }
      } finally {
        await rm(dataDir, { recursive: true, force: true });
      }
    },
    60_000,
  );

  it.runIf(source.kind === 'postgres')(
    'applies the migrations on PostgreSQL from several instances at once',
    async () => {
      if (source.kind !== 'postgres') throw new Error('runIf lets this run on PostgreSQL only');
      const name = cloneName(source.runId);
      await createDatabaseOnServer(source.serverUrl, name);
      const instances = await Promise.all(
        [1, 2, 3].map(() => createDatabase({ url: databaseUrl(source.serverUrl, name) })),
      );
      try {
        await Promise.all(instances.map(migrateDatabase));
        const [first] = instances;
        if (!first) throw new Error('no instance');
        await migrateDatabase(first);
        await expectMigrated(first);
      } finally {
        await Promise.all(instances.map((instance) => instance.close()));
        await dropDatabasesOnServer(source.serverUrl, [name]);
      }
    },
  );
});
