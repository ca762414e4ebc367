import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createDatabase } from './client.ts';
import { DatabaseOpenError } from './database-open-error.ts';
import { createTestDatabase } from './testing.ts';

describe('createDatabase', () => {
  it('answers ping until closed, and closing twice is harmless', async () => {
    const database = await createTestDatabase();
    expect(await database.ping()).toBe(true);
    await database.close();
    await database.close();
    expect(await database.ping()).toBe(false);
  });

  it('reports a damaged PGlite folder with its path and the way out', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'hanabi-damaged-'));
    try {
      await writeFile(join(dataDir, 'PG_VERSION'), 'not a version\n');
      const error = await createDatabase({ dataDir }).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(DatabaseOpenError);
      expect((error as Error).message).toContain(`Cannot open the embedded database in ${dataDir}`);
      expect((error as Error).message).toContain(`delete ${dataDir}`);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('reports a data folder path that is a file', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'hanabi-file-'));
    try {
      const dataDir = join(dir, 'db');
      await writeFile(dataDir, 'not a folder');
      await expect(createDatabase({ dataDir })).rejects.toThrow(DatabaseOpenError);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('reports an unreachable PostgreSQL server without leaking the password', async () => {
    const error = await createDatabase({ url: 'postgres://hanabi:secret@127.0.0.1:1/hanabi' }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(DatabaseOpenError);
    expect((error as Error).message).toContain(
      'Cannot connect to PostgreSQL at postgres://hanabi:***@127.0.0.1:1/hanabi',
    );
    expect((error as Error).message).not.toContain('secret');
  });

  it('dumps a PGlite database that loads again with its data', async () => {
    // Always an in-memory PGlite: the snapshot is PGlite's own feature, whichever engine the run tests.
    const database = await createDatabase({});
    try {
      if (database.kind !== 'pglite') throw new Error('an options object without a URL opens PGlite');
      await database.client.exec(
        "create table snapshot_check (name text); insert into snapshot_check values ('スナップショット')",
      );
      const copy = await createDatabase({ loadDataDir: await database.dumpDataDir() });
      try {
        if (copy.kind !== 'pglite') throw new Error('a snapshot opens PGlite');
        const { rows } = await copy.client.query<{ name: string }>('select name from snapshot_check');
        expect(rows.map(({ name }) => name)).toEqual(['スナップショット']);
      } finally {
        await copy.close();
      }
    } finally {
      await database.close();
    }
  });
});
