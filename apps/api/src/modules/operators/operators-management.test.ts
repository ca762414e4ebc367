/**
 * Managing operators (管理者): each write leaves an audit entry with the values before and after, the last
 * administrator cannot be removed, refused input is answered in Japanese, and the audit log reads back
 * filtered and paged (decisions 0041, 0042).
 */
import { auditLog, verifyAuditLog } from '@hanabi/db';
import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApi, type TestApi } from '../../test/build-test-api.ts';
import { testNow } from '../../test/catalogue-fixtures.ts';
import { adminCall, insertOperator, signInOperator } from '../../test/operator-fixtures.ts';

describe('managing operators', () => {
  let api: TestApi;
  let admin: Awaited<ReturnType<typeof insertOperator>>;
  let cookie: string;

  beforeAll(async () => {
    api = await buildTestApi();
    admin = await insertOperator(api.database.db, 'admin');
    cookie = await signInOperator(api, admin);
  });
  afterAll(() => api.close());

  async function lastEntry() {
    const [entry] = await api.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    return entry;
  }

  it('invites an operator with a one-time link, and records who invited whom, from where', async () => {
    const response = await adminCall(api, 'POST', '/admin/v1/operators', {
      cookie,
      body: { email: 'Support@Operators.Hanabi.Test', name: 'サポート 花子', role: 'support' },
    });

    expect(response.statusCode).toBe(200);
    const { contents } = response.json();
    expect(contents.setup_url).toMatch(/^http:\/\/web\.hanabi\.test\/admin\/setup\?token=[A-Za-z0-9_-]{43}$/);
    expect(contents.operator).toMatchObject({
      email: 'support@operators.hanabi.test',
      role: 'support',
      status: 'invited',
    });
    expect(await lastEntry()).toMatchObject({
      operatorId: admin.id,
      clientAddress: '127.0.0.1',
      operation: 'operator.invite',
      targetId: String(contents.operator.id),
      before: null,
      after: { email: 'support@operators.hanabi.test', name: 'サポート 花子', role: 'support', status: 'invited' },
    });

    const again = await adminCall(api, 'POST', '/admin/v1/operators', {
      cookie,
      body: { email: 'support@operators.hanabi.test', name: '二人目', role: 'editor' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('このメールアドレスのオペレーターはすでに登録されています。');
  });

  it('answers refused fields with 400 and their Japanese messages', async () => {
    const response = await adminCall(api, 'POST', '/admin/v1/operators', {
      cookie,
      body: { email: 'x', name: '', role: 'owner' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 4000,
      message:
        'メールアドレスの形式が正しくありません（例: operator@example.com）。表示名を入力してください。権限を一覧から選んでください。',
    });
  });

  it('changes a role with the role before and after in the log; the new role applies at the next request', async () => {
    const editor = await insertOperator(api.database.db, 'admin');
    const editorCookie = await signInOperator(api, editor, new Date(testNow.getTime() + 60_000));
    expect((await adminCall(api, 'GET', '/admin/v1/operators', { cookie: editorCookie })).statusCode).toBe(200);

    const response = await adminCall(api, 'PUT', `/admin/v1/operators/${editor.id}/role`, {
      cookie,
      body: { role: 'editor' },
    });
    expect(response.json().contents.role).toBe('editor');
    expect(await lastEntry()).toMatchObject({
      operation: 'operator.change_role',
      before: { role: 'admin' },
      after: { role: 'editor' },
    });
    const denied = await adminCall(api, 'GET', '/admin/v1/operators', { cookie: editorCookie });
    expect(denied.statusCode).toBe(403);
  });

  it('disables an operator, ending their sessions at once, and enables them again', async () => {
    const support = await insertOperator(api.database.db, 'support');
    const supportCookie = await signInOperator(api, support, new Date(testNow.getTime() + 2 * 60_000));

    const disabled = await adminCall(api, 'POST', `/admin/v1/operators/${support.id}/disable`, { cookie });
    expect(disabled.json().contents).toMatchObject({ status: 'disabled', active_sessions: 0 });
    expect(await lastEntry()).toMatchObject({
      operation: 'operator.disable',
      before: { status: 'active' },
      after: { status: 'disabled', sessions_revoked: 1 },
    });
    expect((await adminCall(api, 'GET', '/admin/v1/me', { cookie: supportCookie })).statusCode).toBe(401);

    const enabled = await adminCall(api, 'POST', `/admin/v1/operators/${support.id}/enable`, { cookie });
    expect(enabled.json().contents.status).toBe('active');
  });

  it('never removes the last active administrator', async () => {
    const { db } = api.database;
    const others = await db.query.operators.findMany({
      where: (table, { eq, and, ne }) => and(eq(table.role, 'admin'), ne(table.id, admin.id)),
    });
    for (const other of others) {
      await adminCall(api, 'POST', `/admin/v1/operators/${other.id}/disable`, { cookie });
    }
    const entries = await db.$count(auditLog);

    for (const [method, url, body] of [
      ['PUT', `/admin/v1/operators/${admin.id}/role`, { role: 'support' }],
      ['POST', `/admin/v1/operators/${admin.id}/disable`, undefined],
    ] as const) {
      const response = await adminCall(api, method, url, { cookie, body });
      expect(response.statusCode, url).toBe(409);
      expect(response.json().message).toBe(
        '最後の管理者の権限は変更・停止できません。先に別の管理者を用意してください。',
      );
    }
    expect(await db.$count(auditLog)).toBe(entries);
    expect((await adminCall(api, 'GET', '/admin/v1/me', { cookie })).json().contents.role).toBe('admin');
  });

  it('reads the audit log back newest first, filtered by operation, operator and time, in pages', async () => {
    const all = await adminCall(api, 'GET', '/admin/v1/audit-log?per_page=2', { cookie });
    expect(all.statusCode).toBe(200);
    const page = all.json().contents;
    expect(page.items).toHaveLength(2);
    expect(page.items[0].id).toBeGreaterThan(page.items[1].id);
    expect(page.pagination.total).toBeGreaterThan(5);

    const roles = await adminCall(
      api,
      'GET',
      `/admin/v1/audit-log?operation=operator.change_role&operator_id=${admin.id}`,
      {
        cookie,
      },
    );
    expect(roles.json().contents.items.map((item: { operation: string }) => item.operation)).toEqual([
      'operator.change_role',
    ]);
    expect(roles.json().contents.items[0].operator).toEqual({
      id: admin.id,
      email: admin.email,
      name: expect.any(String),
    });

    const future = await adminCall(api, 'GET', '/admin/v1/audit-log?from=2030-01-01T00:00:00%2B09:00', { cookie });
    expect(future.json().contents).toEqual({
      items: [],
      pagination: { page: 1, per_page: 20, total: 0, total_pages: 0 },
    });

    const bad = await adminCall(api, 'GET', '/admin/v1/audit-log?from=yesterday', { cookie });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('日時は ISO 8601 形式（例: 2026-01-01T00:00:00+09:00）で指定してください。');
  });

  it('keeps the chain whole through all of it', async () => {
    expect((await verifyAuditLog(api.database.db)).firstBreak).toBeNull();
  });
});
