/**
 * Editors' campaigns (decision 0061): every role looks, editorial:write changes; the form's refusals are Japanese
 * (409 for a taken address, 400 for a bad period or unknown titles, naming them); each write is audited as
 * campaign.*; the titles are one ordered list; and the viewer's /campaigns/{slug} answer follows the edit and its
 * period at once.
 */
import { CAMPAIGN_MESSAGES, COLLECTION_MESSAGES } from '@hanabi/contract';
import { auditLog } from '@hanabi/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApi, type TestApi } from '../../test/build-test-api.ts';
import { daysFromNow, TEST_NOW, testNow } from '../../test/catalogue-fixtures.ts';
import { insertListScope, insertScopedTitle, uniqueLabel } from '../../test/discovery-fixtures.ts';
import { adminCall, insertOperator, signInOperator } from '../../test/operator-fixtures.ts';

describe('/admin/v1/campaigns', { timeout: 60_000 }, () => {
  let api: TestApi;
  const cookies = { editor: '', support: '' };
  const titleIds: number[] = [];

  const form = (overrides: Record<string, unknown> = {}) => ({
    slug: `spring-${uniqueLabel('c').toLowerCase()}`,
    name: '春の新作キャンペーン',
    lead: '春に始まる作品を集めました。',
    body: '一段落目です。\n\n二段落目です。',
    layout: 'lp',
    requires_age_permission: false,
    listed: true,
    starts_at: daysFromNow(-1).toISOString(),
    ends_at: daysFromNow(7).toISOString(),
    ...overrides,
  });
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown, cookie = cookies.editor) =>
    adminCall(api, method, url, { cookie, body });
  async function created(overrides: Record<string, unknown> = {}) {
    const response = await call('POST', '/admin/v1/campaigns', form(overrides));
    expect(response.statusCode, response.body).toBe(200);
    return response.json().contents as { id: number; slug: string; state: string };
  }
  const auditOf = (operation: string, targetId: number) =>
    api.database.db
      .select({ before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.operation, operation), eq(auditLog.targetId, String(targetId))));
  /** What a guest's /campaigns/{slug} gets at an instant (now by default): the status, the name and the titles' ids. */
  const viewerPage = async (slug: string, at = TEST_NOW) => {
    const response = await api.app.inject({
      method: 'GET',
      url: `/v1/campaigns/${slug}`,
      headers: { 'x-debug-time': at },
    });
    if (response.statusCode !== 200) return { status: response.statusCode };
    const { name, titles } = response.json().contents as { name: string; titles: Array<{ id: number }> };
    return { status: response.statusCode, name, ids: titles.map((title) => title.id) };
  };

  beforeAll(async () => {
    api = await buildTestApi();
    const { db } = api.database;
    const scope = await insertListScope(db);
    for (let n = 0; n < 2; n += 1) titleIds.push(await insertScopedTitle(db, scope));
    cookies.editor = await signInOperator(api, await insertOperator(db, 'editor'), testNow);
    cookies.support = await signInOperator(api, await insertOperator(db, 'support'), testNow);
  });
  afterAll(async () => {
    await api.close();
  });

  it('refuses a guest (401) and a role without editorial:write (403); every role may look', async () => {
    const campaign = await created();
    for (const [method, url, body] of [
      ['POST', '/admin/v1/campaigns', form()],
      ['PUT', `/admin/v1/campaigns/${campaign.id}`, form()],
      ['PUT', `/admin/v1/campaigns/${campaign.id}/titles`, { title_ids: [] }],
      ['DELETE', `/admin/v1/campaigns/${campaign.id}`, undefined],
    ] as const) {
      expect((await adminCall(api, method, url, { body })).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(method, url, body, cookies.support)).statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await call('GET', '/admin/v1/campaigns', undefined, cookies.support)).statusCode).toBe(200);
  });

  it('refuses a bad form in Japanese beside its field, a taken slug with 409, an unknown title with 400', async () => {
    const taken = await created();
    for (const [label, body, status, field, message] of [
      ['slug shape', form({ slug: 'Spring_1' }), 400, 'body.slug', CAMPAIGN_MESSAGES.slugShape],
      ['name', form({ name: ' ' }), 400, 'body.name', 'キャンペーン名を入力してください。'],
      ['layout', form({ layout: 'vertical_image' }), 400, 'body.layout', 'レイアウトを一覧から選んでください。'],
      [
        'age guard',
        form({ requires_age_permission: 'yes' }),
        400,
        'body.requires_age_permission',
        '年齢確認の有無を選んでください。',
      ],
      [
        'window',
        form({ ends_at: daysFromNow(-2).toISOString() }),
        400,
        'body.ends_at',
        COLLECTION_MESSAGES.windowOrder,
      ],
      ['slug taken', form({ slug: taken.slug }), 409, 'body.slug', CAMPAIGN_MESSAGES.slugTaken],
    ] as const) {
      const response = await call('POST', '/admin/v1/campaigns', body);
      expect(response.statusCode, label).toBe(status);
      expect(response.json().message, label).toBe(message);
      expect(response.json().details?.[0]?.field, label).toBe(field);
    }
    const known = titleIds[0] as number;
    const unknown = await call('PUT', `/admin/v1/campaigns/${taken.id}/titles`, {
      title_ids: [999_998, known, 999_999],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(`${COLLECTION_MESSAGES.titleNotFound}（ID: 999998、999999）`);
  });

  it('creates, fills, edits and deletes a campaign, each audited, and the viewer’s page follows at once', async () => {
    const campaign = await created();
    expect(await auditOf('campaign.create', campaign.id)).toHaveLength(1);
    const [first, second] = titleIds as [number, number];
    const filled = await call('PUT', `/admin/v1/campaigns/${campaign.id}/titles`, { title_ids: [second, first] });
    expect(filled.statusCode, filled.body).toBe(200);
    expect(await viewerPage(campaign.slug)).toEqual({
      status: 200,
      name: '春の新作キャンペーン',
      ids: [second, first],
    });
    expect(await auditOf('campaign.replace_titles', campaign.id)).toEqual([
      { before: { title_ids: [] }, after: { title_ids: [second, first] } },
    ]);

    const later = await call(
      'PUT',
      `/admin/v1/campaigns/${campaign.id}`,
      form({ slug: campaign.slug, name: '夏の新作キャンペーン', starts_at: daysFromNow(2).toISOString() }),
    );
    expect(later.json().contents).toMatchObject({ state: 'scheduled', title_count: 2, name: '夏の新作キャンペーン' });
    // Before its period a campaign is the same 404 as an unknown one (decision 0023); inside it, the edited page.
    expect(await viewerPage(campaign.slug)).toEqual({ status: 404 });
    expect(await viewerPage(campaign.slug, daysFromNow(3).toISOString())).toEqual({
      status: 200,
      name: '夏の新作キャンペーン',
      ids: [second, first],
    });
    expect(await viewerPage(campaign.slug, daysFromNow(8).toISOString())).toEqual({ status: 404 });
    const preview = await call(
      'GET',
      `/admin/v1/campaigns/${campaign.id}?at=${encodeURIComponent(daysFromNow(3).toISOString())}`,
    );
    expect(preview.json().contents.state).toBe('running');
    expect(await auditOf('campaign.update', campaign.id)).toHaveLength(1);

    expect((await call('DELETE', `/admin/v1/campaigns/${campaign.id}`)).statusCode).toBe(200);
    expect((await call('GET', `/admin/v1/campaigns/${campaign.id}`)).statusCode).toBe(404);
    expect(await auditOf('campaign.delete', campaign.id)).toEqual([
      { before: expect.objectContaining({ slug: campaign.slug }), after: null },
    ]);
  });
});
