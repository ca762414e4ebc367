/**
 * The support inbox (decision 0051): the list and its filters, status and assignee, internal notes, and a
 * reply that is queued for the sign-in service's mail transport in the transaction that records it.
 */
import { auditLog, mailOutbox } from '@hanabi/db';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApi, type TestApi } from '../../test/build-test-api.ts';
import { adminCall, insertOperator, signInOperator, type TestOperator } from '../../test/operator-fixtures.ts';
import { insertInquiry } from '../../test/support-fixtures.ts';

describe('inquiries under /admin/v1', () => {
  let api: TestApi;
  let supportOperator: TestOperator;
  let support: string;
  let accountingOperator: TestOperator;

  beforeAll(async () => {
    api = await buildTestApi();
    supportOperator = await insertOperator(api.database.db, 'support', { name: '佐藤 サポート' });
    support = await signInOperator(api, supportOperator);
    accountingOperator = await insertOperator(api.database.db, 'accounting');
  });
  afterAll(() => api.close());

  async function lastAudit(operation: string, inquiryId: number) {
    const [entry] = await api.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.operation, operation), eq(auditLog.targetId, String(inquiryId))))
      .orderBy(desc(auditLog.id))
      .limit(1);
    return entry;
  }

  it('replies by mail: the mail is queued to the sender, the thread keeps it, the inquiry is 対応中 and taken', async () => {
    const id = await insertInquiry(api.database.db, { email: 'fan@example.jp', body: '第3話が再生できません。' });

    const response = await adminCall(api, 'POST', `/admin/v1/inquiries/${id}/replies`, {
      cookie: support,
      body: { body: 'ご不便をおかけしております。ブラウザを再読み込みしてお試しください。' },
    });

    expect(response.statusCode, response.body).toBe(200);
    const inquiry = response.json().contents;
    expect(inquiry).toMatchObject({
      status: 'in_progress',
      assignee: { id: supportOperator.id, name: '佐藤 サポート' },
      messages: [
        {
          kind: 'reply',
          operator: { id: supportOperator.id },
          subject: `【Hanabi】お問い合わせ（受付番号 ${id}）へのご回答`,
        },
      ],
    });
    const mails = await api.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'fan@example.jp'));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(`【Hanabi】お問い合わせ（受付番号 ${id}）へのご回答`);
    expect(mails[0]?.text).toContain('ブラウザを再読み込みしてお試しください。');
    expect(mails[0]?.text).toContain('> 第3話が再生できません。');
    expect(mails[0]?.sentAt).toBeNull();
    expect(await lastAudit('inquiry.reply', id)).toMatchObject({
      operatorId: supportOperator.id,
      before: { status: 'open', assignee_id: null },
      after: { status: 'in_progress', assignee_id: supportOperator.id, to: 'fan@example.jp' },
    });
  });

  it('closes with the reply, then refuses another reply to the closed inquiry (409) and queues nothing', async () => {
    const id = await insertInquiry(api.database.db, { email: 'closed@example.jp' });
    const first = await adminCall(api, 'POST', `/admin/v1/inquiries/${id}/replies`, {
      cookie: support,
      body: { body: '解決いたしました。', close: true },
    });
    const second = await adminCall(api, 'POST', `/admin/v1/inquiries/${id}/replies`, {
      cookie: support,
      body: { body: 'もう一度。' },
    });

    expect(first.json().contents.status).toBe('closed');
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(
      '完了したお問い合わせには返信できません。対応状況を戻してから返信してください。',
    );
    expect(await api.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'closed@example.jp'))).toHaveLength(
      1,
    );
  });

  it('refuses an empty reply or note (400, in Japanese) and an unknown inquiry (404)', async () => {
    const id = await insertInquiry(api.database.db);
    const emptyReply = await adminCall(api, 'POST', `/admin/v1/inquiries/${id}/replies`, {
      cookie: support,
      body: { body: '  ' },
    });
    const emptyNote = await adminCall(api, 'POST', `/admin/v1/inquiries/${id}/notes`, { cookie: support, body: {} });
    const unknown = await adminCall(api, 'GET', '/admin/v1/inquiries/2000000000', { cookie: support });

    expect([emptyReply.statusCode, emptyNote.statusCode, unknown.statusCode]).toEqual([400, 400, 404]);
    expect(emptyReply.json().message).toBe('返信を入力してください。');
    expect(emptyNote.json().message).toBe('メモを入力してください。');
    expect(unknown.json().message).toBe('このお問い合わせは見つかりません。');
  });

  it('keeps an internal note in the thread without mailing anyone, audited', async () => {
    const id = await insertInquiry(api.database.db, { email: 'note@example.jp' });
    const response = await adminCall(api, 'POST', `/admin/v1/inquiries/${id}/notes`, {
      cookie: support,
      body: { body: '決済チームに確認中' },
    });

    expect(response.json().contents.messages).toMatchObject([
      { kind: 'note', subject: null, body: '決済チームに確認中' },
    ]);
    expect(await api.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'note@example.jp'))).toEqual([]);
    expect(await lastAudit('inquiry.note', id)).toMatchObject({ after: { body: '決済チームに確認中' } });
  });

  it('assigns only an operator who may answer inquiries, and audits the status and assignee before and after', async () => {
    const id = await insertInquiry(api.database.db);
    const toAccounting = await adminCall(api, 'PATCH', `/admin/v1/inquiries/${id}`, {
      cookie: support,
      body: { assignee_id: accountingOperator.id },
    });
    const nothing = await adminCall(api, 'PATCH', `/admin/v1/inquiries/${id}`, { cookie: support, body: {} });
    const taken = await adminCall(api, 'PATCH', `/admin/v1/inquiries/${id}`, {
      cookie: support,
      body: { assignee_id: supportOperator.id, status: 'in_progress' },
    });

    expect([toAccounting.statusCode, nothing.statusCode, taken.statusCode]).toEqual([400, 400, 200]);
    expect(toAccounting.json().message).toBe('担当者には、お問い合わせに対応できるオペレーターを選んでください。');
    expect(nothing.json().message).toBe('対応状況か担当者を指定してください。');
    expect(taken.json().contents).toMatchObject({ status: 'in_progress', assignee: { id: supportOperator.id } });
    expect(await lastAudit('inquiry.update', id)).toMatchObject({
      before: { status: 'open', assignee_id: null },
      after: { status: 'in_progress', assignee_id: supportOperator.id },
    });
    const assignees = await adminCall(api, 'GET', '/admin/v1/inquiry-assignees', { cookie: support });
    const ids = assignees.json().contents.items.map((operator: { id: number }) => operator.id);
    expect(ids).toContain(supportOperator.id);
    expect(ids).not.toContain(accountingOperator.id);
  });

  it('lists 未対応 first, filters by status, assignee and words, and pages', async () => {
    const { db } = api.database;
    const marker = `検索語${crypto.randomUUID().slice(0, 8)}`;
    const older = await insertInquiry(db, { body: `${marker} 古い方`, createdAt: new Date('2025-09-01T00:00:00Z') });
    const newer = await insertInquiry(db, { body: `${marker} 新しい方` });
    const done = await insertInquiry(db, {
      body: `${marker} 完了`,
      status: 'closed',
      createdAt: new Date('2025-08-01T00:00:00Z'),
    });
    const mine = await insertInquiry(db, {
      email: `${marker.toLowerCase()}@example.jp`,
      assigneeOperatorId: supportOperator.id,
    });

    const list = async (query: string) => {
      const response = await adminCall(api, 'GET', `/admin/v1/inquiries?${query}`, { cookie: support });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().contents;
    };
    const ids = (contents: { items: Array<{ id: number }> }) => contents.items.map((item) => item.id);

    expect(ids(await list(`q=${encodeURIComponent(marker)}`))).toEqual([older, newer, mine, done]);
    expect(ids(await list(`q=${encodeURIComponent(marker)}&status=closed`))).toEqual([done]);
    expect(ids(await list(`q=${encodeURIComponent(marker)}&assignee_id=${supportOperator.id}`))).toEqual([mine]);
    expect(ids(await list(`q=${encodeURIComponent(`${marker} 新しい`)}`))).toEqual([newer]);
    const page2 = await list(`q=${encodeURIComponent(marker)}&per_page=3&page=2`);
    expect([ids(page2), page2.pagination.total]).toEqual([[done], 4]);
    const wrong = await adminCall(api, 'GET', '/admin/v1/inquiries?status=waiting', { cookie: support });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toContain('対応状況の指定が正しくありません。');
  });
});
