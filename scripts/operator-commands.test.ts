/**
 * `npm run operator:create` makes the first administrator and prints a set-up link that works once;
 * `npm run audit:verify` passes on the chain that wrote, and names the entry a superuser altered.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApi, loadApiConfig } from '@hanabi/api';
import { auditLog, createDatabase, migrateDatabase } from '@hanabi/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXIT_INTACT, EXIT_TAMPERED, runAuditVerify } from './audit-verify.ts';
import { EXIT_CREATED, EXIT_REFUSED, runOperatorCreate } from './operator-create.ts';

function recorder() {
  const printed = { info: [] as string[], error: [] as string[] };
  return {
    printed,
    output: { info: (line: string) => printed.info.push(line), error: (line: string) => printed.error.push(line) },
  };
}

describe('the operator commands', { timeout: 120_000 }, () => {
  let dataDir: string;
  const env = () => ({ HANABI_DATA_DIR: dataDir, WEB_ORIGIN: 'https://hanabi.example' });
  const openDatabase = () => createDatabase({ dataDir: join(dataDir, 'db') });

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'hanabi-operator-commands-'));
    const fresh = await openDatabase();
    await migrateDatabase(fresh);
    await fresh.close();
  }, 120_000);
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('creates an administrator and prints a set-up link that works once', async () => {
    const { printed, output } = recorder();
    const code = await runOperatorCreate(['--email', 'Owner@Hanabi.Example', '--role', 'admin'], env(), output);

    expect(code, printed.error.join('\n')).toBe(EXIT_CREATED);
    const text = printed.info.join('\n');
    expect(text).toMatch(/^オペレーターを作成しました \/ Operator created: owner@hanabi\.example（管理者 \/ admin）/);
    const link = /https:\/\/hanabi\.example\/admin\/setup\?token=[A-Za-z0-9_-]{43}/.exec(text)?.[0];
    const token = new URL(link ?? 'https://missing.example').searchParams.get('token');

    const database = await openDatabase();
    const api = await buildApi({
      database,
      config: loadApiConfig({
        APP_ENV: 'development',
        GEO_ALLOW_PRIVATE: 'true',
        WEB_ORIGIN: 'https://hanabi.example',
      }),
      logger: { write: () => {} },
    });
    const setUp = () =>
      api.inject({
        method: 'POST',
        url: '/admin/v1/setup',
        headers: { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' },
        payload: JSON.stringify({ token, password: 'はじめての管理者パスワード' }),
      });
    const first = await setUp();
    const second = await setUp();
    await api.close();
    await database.close();

    expect(first.statusCode).toBe(200);
    expect(first.json().contents).toEqual({ email: 'owner@hanabi.example' });
    expect(second.statusCode).toBe(410);
  });

  it('refuses a role that does not exist and an address already taken, in Japanese', async () => {
    const wrongRole = recorder();
    expect(await runOperatorCreate(['--email', 'a@hanabi.example', '--role', 'owner'], env(), wrongRole.output)).toBe(
      EXIT_REFUSED,
    );
    expect(wrongRole.printed.error[0]).toMatch(
      /^権限は admin \/ editor \/ support \/ accounting のどれかを指定してください。/,
    );

    const taken = recorder();
    expect(await runOperatorCreate(['--email', 'owner@hanabi.example', '--role', 'editor'], env(), taken.output)).toBe(
      EXIT_REFUSED,
    );
    expect(taken.printed.error).toEqual(['このメールアドレスのオペレーターはすでに登録されています。']);
  });

  it('verifies the chain the commands and the API wrote, then names the entry altered behind its back', async () => {
    const intact = recorder();
    expect(await runAuditVerify(env(), intact.output)).toBe(EXIT_INTACT);
    expect(intact.printed.info[1]).toBe('✓ 2件すべて改ざんなし / all entries intact (2)');

    const database = await openDatabase();
    const [first] = await database.db.select({ id: auditLog.id }).from(auditLog).orderBy(auditLog.id).limit(1);
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`alter table audit_log disable trigger audit_log_append_only`);
      await tx.execute(sql`update audit_log set client_address = '192.0.2.1' where id = ${first?.id}`);
      await tx.execute(sql`alter table audit_log enable trigger audit_log_append_only`);
    });
    await database.close();

    const tampered = recorder();
    expect(await runAuditVerify(env(), tampered.output)).toBe(EXIT_TAMPERED);
    expect(tampered.printed.info.slice(1)).toEqual([
      `✗ ID ${first?.id} の記録: 記録の内容がハッシュと一致しません（書き換えられています）`,
      `✗ entry ${first?.id}: its values no longer match its hash (altered)`,
    ]);
  });
});
