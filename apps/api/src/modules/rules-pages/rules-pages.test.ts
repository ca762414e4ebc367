/**
 * The FAQ and the rules pages as data (decision 0055): editors change the FAQ and publish rules revisions, each
 * write audited; the refusals are Japanese 4xx beside their fields; a published revision is never changed; and
 * viewers read the FAQ and the revision in force, with the dated history whose old texts stay readable.
 */
import { RULES_MESSAGES } from '@hanabi/contract';
import { auditLog, rulesRevisions } from '@hanabi/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApi, type TestApi } from '../../test/build-test-api.ts';
import { testNow } from '../../test/catalogue-fixtures.ts';
import { adminCall, insertOperator, signInOperator } from '../../test/operator-fixtures.ts';

/** The test clock's Japan date (TEST_NOW is 2025-10-01 noon in Japan). */
const TODAY = '2025-10-01';
const EDITOR_NAME = '規約 編集者';

describe('the FAQ and the rules pages', { timeout: 60_000 }, () => {
  let api: TestApi;
  let cookie = '';
  let number = 90_000;

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown, as = cookie) =>
    adminCall(api, method, url, { cookie: as, body });
  const viewerGet = (url: string) => api.app.inject({ method: 'GET', url });
  const faqForm = (overrides: Record<string, unknown> = {}) => {
    number += 1;
    return {
      number,
      topic: 'plans',
      question: 'プランは変更できますか。',
      answer: 'はい。\n\nいつでも変更できます。',
      ...overrides,
    };
  };
  const auditOf = (operation: string, targetId: number) =>
    api.database.db
      .select({ before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.operation, operation), eq(auditLog.targetId, String(targetId))));

  beforeAll(async () => {
    api = await buildTestApi();
    const editor = await insertOperator(api.database.db, 'editor', { name: EDITOR_NAME });
    cookie = await signInOperator(api, editor, testNow);
  });
  afterAll(async () => {
    await api.close();
  });

  it('creates, edits and deletes an FAQ entry, each audited; viewers see each change at once', async () => {
    const created = await call('POST', '/admin/v1/faq', faqForm());
    expect(created.statusCode, created.body).toBe(200);
    const entry = created.json().contents;
    expect(await auditOf('faq.create', entry.id)).toEqual([
      { before: null, after: expect.objectContaining({ number: entry.number, question: 'プランは変更できますか。' }) },
    ]);
    const page = await viewerGet(`/v1/faq/${entry.number}`);
    expect(page.json().contents).toMatchObject({ topic: 'plans', answer: 'はい。\n\nいつでも変更できます。' });

    const edited = await call(
      'PUT',
      `/admin/v1/faq/${entry.id}`,
      faqForm({
        number: entry.number,
        question: '途中で変更できますか。',
        related: [{ label: 'プランのご案内', to: '/entry' }],
      }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await viewerGet(`/v1/faq/${entry.number}`)).json().contents).toMatchObject({
      question: '途中で変更できますか。',
      related: [{ label: 'プランのご案内', to: '/entry' }],
    });
    expect(await auditOf('faq.update', entry.id)).toEqual([
      {
        before: expect.objectContaining({ question: 'プランは変更できますか。' }),
        after: expect.objectContaining({ question: '途中で変更できますか。' }),
      },
    ]);
    const list = (await viewerGet('/v1/faq')).json().contents.items;
    expect(list.map((item: { number: number }) => item.number)).toContain(entry.number);

    // A draft has no page.
    await call('PUT', `/admin/v1/faq/${entry.id}`, faqForm({ number: entry.number, draft: true }));
    expect((await viewerGet(`/v1/faq/${entry.number}`)).statusCode).toBe(404);

    expect((await call('DELETE', `/admin/v1/faq/${entry.id}`)).statusCode).toBe(200);
    expect((await call('GET', `/admin/v1/faq/${entry.id}`)).statusCode).toBe(404);
    expect(await auditOf('faq.delete', entry.id)).toEqual([
      { before: expect.objectContaining({ number: entry.number }), after: null },
    ]);
  });

  it('refuses a taken number (409) and an empty question or answer (400) in Japanese, beside the field', async () => {
    const taken = (await call('POST', '/admin/v1/faq', faqForm())).json().contents;
    for (const [label, body, status, field, message] of [
      ['number taken', faqForm({ number: taken.number }), 409, 'body.number', RULES_MESSAGES.faqNumberTaken],
      ['no question', faqForm({ question: ' ' }), 400, 'body.question', '質問を入力してください。'],
      ['no answer', faqForm({ answer: '' }), 400, 'body.answer', '回答を入力してください。'],
      ['number 0', faqForm({ number: 0 }), 400, 'body.number', '番号は1以上で入力してください。'],
      [
        'a related page off the site',
        faqForm({ related: [{ label: '外部', to: '//elsewhere.example/' }] }),
        400,
        'body.related.0.to',
        '関連するページは「/」で始まるこのサイトのパスで入力してください（例: /faq/3）。',
      ],
    ] as const) {
      const response = await call('POST', '/admin/v1/faq', body);
      expect(response.statusCode, label).toBe(status);
      expect(response.json().message, label).toBe(message);
      expect(response.json().details?.[0]?.field, label).toBe(field);
    }
    const searched = await call('GET', `/admin/v1/faq?q=${taken.number}`);
    expect(searched.json().contents.items.map((item: { id: number }) => item.id)).toEqual([taken.id]);
  });

  it('publishes a new terms revision: the page shows it, the history keeps the old one readable', async () => {
    const [old] = await api.database.db
      .insert(rulesRevisions)
      .values({
        document: 'terms',
        body: '旧い利用規約',
        effectiveOn: '2025-09-01',
        publishedAt: new Date('2025-08-20T00:00:00Z'),
      })
      .returning({ id: rulesRevisions.id });
    if (!old) throw new Error('old revision not inserted');

    const drafted = await call('POST', '/admin/v1/rules/terms/revisions', {
      body: '新しい利用規約',
      effective_on: TODAY,
    });
    expect(drafted.statusCode, drafted.body).toBe(200);
    const draft = drafted.json().contents;
    expect(draft).toMatchObject({ published_at: null, author: EDITOR_NAME });
    // A draft is not shown to viewers.
    expect((await viewerGet('/v1/rules/terms')).json().contents.current.body).toBe('旧い利用規約');

    const published = await call('POST', `/admin/v1/rules/revisions/${draft.id}/publish`, { effective_on: TODAY });
    expect(published.statusCode, published.body).toBe(200);
    expect(await auditOf('rules_revision.publish', draft.id)).toEqual([
      {
        before: expect.objectContaining({ published_at: null }),
        after: expect.objectContaining({
          body: '新しい利用規約',
          effective_on: TODAY,
          published_at: expect.any(String),
        }),
      },
    ]);

    const page = (await viewerGet('/v1/rules/terms')).json().contents;
    expect(page.current).toMatchObject({ id: draft.id, body: '新しい利用規約', effective_on: TODAY });
    expect(
      page.history.slice(0, 2).map((item: { id: number; effective_on: string }) => [item.id, item.effective_on]),
    ).toEqual([
      [draft.id, TODAY],
      [old.id, '2025-09-01'],
    ]);
    const past = await viewerGet(`/v1/rules/terms/revisions/${old.id}`);
    expect(past.json().contents).toMatchObject({ body: '旧い利用規約', effective_on: '2025-09-01' });
    // A revision of another document is not found under this one.
    expect((await viewerGet(`/v1/rules/tokusho/revisions/${old.id}`)).statusCode).toBe(404);
  });

  it('never changes a published revision, and refuses an effective date in the past or taken', async () => {
    const draftOf = async (body: string) =>
      (await call('POST', '/admin/v1/rules/service_policy/revisions', { body, effective_on: '2025-12-01' })).json()
        .contents.id as number;
    const id = await draftOf('十二月からのサービスポリシー');

    const past = await call('POST', `/admin/v1/rules/revisions/${id}/publish`, { effective_on: '2025-09-30' });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe(RULES_MESSAGES.effectivePast);
    const empty = await call('PUT', `/admin/v1/rules/revisions/${id}`, { body: ' ', effective_on: '2025-12-01' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('本文を入力してください。');

    expect(
      (await call('POST', `/admin/v1/rules/revisions/${id}/publish`, { effective_on: '2025-12-01' })).statusCode,
    ).toBe(200);
    for (const [method, url, body] of [
      ['PUT', `/admin/v1/rules/revisions/${id}`, { body: '書き換え', effective_on: '2025-12-01' }],
      ['DELETE', `/admin/v1/rules/revisions/${id}`, undefined],
      ['POST', `/admin/v1/rules/revisions/${id}/publish`, { effective_on: '2025-12-02' }],
    ] as const) {
      const refused = await call(method, url, body);
      expect(refused.statusCode, `${method} ${url}`).toBe(409);
      expect(refused.json().message).toBe(RULES_MESSAGES.published);
    }
    expect((await call('GET', `/admin/v1/rules/revisions/${id}`)).json().contents).toMatchObject({
      body: '十二月からのサービスポリシー',
      effective_on: '2025-12-01',
    });
    // Not in force before its day: viewers cannot read it yet.
    expect((await viewerGet(`/v1/rules/service_policy/revisions/${id}`)).statusCode).toBe(404);

    const second = await draftOf('同じ日のもう一つ');
    const sameDay = await call('POST', `/admin/v1/rules/revisions/${second}/publish`, { effective_on: '2025-12-01' });
    expect(sameDay.statusCode).toBe(409);
    expect(sameDay.json().message).toBe(RULES_MESSAGES.effectiveTaken);

    const history = (await call('GET', '/admin/v1/rules/service_policy/revisions?per_page=1')).json().contents;
    expect(history.items).toHaveLength(1);
    expect(history.pagination.total).toBeGreaterThanOrEqual(2);
  });
});
