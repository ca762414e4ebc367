import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase, type Database, migrateDatabase, pointTransactions, users } from '@hanabi/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXIT_BROKEN, EXIT_HOLDS, EXIT_UNCHECKED, runLedgerCheck } from './ledger-check.ts';

/** Runs the command on the embedded database in `dataDir`, keeping what it prints. */
async function check(dataDir: string) {
  const printed = { info: [] as string[], error: [] as string[] };
  const code = await runLedgerCheck(
    { HANABI_DATA_DIR: dataDir },
    { info: (line: string) => printed.info.push(line), error: (line: string) => printed.error.push(line) },
  );
  return { code, ...printed };
}

describe('npm run ledger:check', { timeout: 60_000 }, () => {
  let dataDir: string;
  const openDatabase = () => createDatabase({ dataDir: join(dataDir, 'db') });

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'hanabi-ledger-check-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('says in one line that there is no database, and does not create one', async () => {
    const result = await check(dataDir);
    expect(result.code).toBe(EXIT_UNCHECKED);
    expect(result.error).toEqual([expect.stringMatching(/^データベースがありません: .*npm start で作られます/)]);
    expect(existsSync(join(dataDir, 'db'))).toBe(false);
  });

  it('finds a freshly migrated database sound, then reports a broken ledger', async () => {
    const fresh = await openDatabase();
    await migrateDatabase(fresh);
    await fresh.close();

    const sound = await check(dataDir);
    expect(sound.code).toBe(EXIT_HOLDS);
    expect(sound.info).toContain('結果: 20項目すべて成り立っています。');
    expect(sound.info).toContain(
      '✓ top-up-credited 成功したポイント購入の支払いにはどれも同じ会員のフェスタポイント付与取引（payment:支払いID）があり、付与ポイントが支払い記録と一致する — 成功したポイント購入 0件を確認',
    );

    const database = await openDatabase();
    const [user] = await database.db
      .insert(users)
      .values({ festaUserId: 'F0000000004', email: 'cli@example.jp', passwordHash: 'x' })
      .returning({ id: users.id });
    if (!user) throw new Error('no user');
    await database.db.insert(pointTransactions).values({ kind: 'top_up', userId: user.id, reference: 'payment:1' });
    await database.close();

    const broken = await check(dataDir);
    expect(broken.code).toBe(EXIT_BROKEN);
    expect(broken.info).toContainEqual(expect.stringMatching(/^✗ transactions-balanced .*違反（取引ID: 1）$/));
    expect(broken.info).toContain(
      '✗ top-up-has-payment フェスタポイントの付与取引はどれも、同じ会員の成功したポイント購入の支払いによるもの — ポイント購入の取引 1件中 1件が違反（取引ID: 1）',
    );
    expect(broken.info.at(-1)).toBe(
      '結果: 20項目中 2項目に違反があります（transactions-balanced, top-up-has-payment）。',
    );
  });

  it('refuses to open the embedded database while another process has it open', async () => {
    let database: Database | undefined;
    try {
      database = await openDatabase();
      const result = await check(dataDir);
      expect(result.code).toBe(EXIT_UNCHECKED);
      expect(result.error).toEqual([expect.stringContaining('別のプロセス（npm start など）が開いています')]);
    } finally {
      await database?.close();
    }
  });
});
