/**
 * Episodes in the operator API (decision 0046): created as drafts that the title page leaves out, shown once
 * published, with the form's Japanese refusals, one episode per number and cut, and サポート kept out.
 */
import type { AdminEpisodeWriteRequest } from '@hanabi/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApi } from '../../test/build-test-api.ts';
import { insertTitle, TEST_NOW } from '../../test/catalogue-fixtures.ts';
import { apiWithCatalogueOperators } from '../../test/catalogue-operators.ts';
import { adminCall } from '../../test/operator-fixtures.ts';

describe('episodes under /admin/v1', () => {
  let api: TestApi;
  let editor: string;
  let support: string;

  beforeAll(async () => {
    ({ api, editor, support } = await apiWithCatalogueOperators());
  });
  afterAll(() => api.close());

  function form(overrides: Partial<AdminEpisodeWriteRequest> = {}): AdminEpisodeWriteRequest {
    return {
      number: 1,
      prefix_name: '第1話',
      name: '始まりの夜',
      summary: '花火の夜に出会ったふたり。',
      sec_length: 1440,
      cut: 'broadcast',
      is_free: false,
      included_plan_ids: [1, 2],
      price_points: 220,
      released_at: '2025-09-01T00:00:00+09:00',
      available_until: '2026-09-01T00:00:00+09:00',
      ...overrides,
    };
  }

  async function episodeNamesOnTitlePage(titleId: number): Promise<string[]> {
    const page = await api.app.inject({
      method: 'GET',
      url: `/v1/titles/${titleId}`,
      headers: { 'x-debug-time': TEST_NOW },
    });
    return page.json().contents.episodes.map((episode: { name: string }) => episode.name);
  }

  it('creates a draft the title page leaves out, and shows it once published', async () => {
    const titleId = await insertTitle(api.database.db);

    const created = await adminCall(api, 'POST', `/admin/v1/titles/${titleId}/episodes`, {
      cookie: editor,
      body: form(),
    });
    const { id, status } = created.json().contents;
    expect([created.statusCode, status]).toEqual([200, 'draft']);
    expect(await episodeNamesOnTitlePage(titleId)).toEqual([]);

    const published = await adminCall(api, 'POST', `/admin/v1/episodes/${id}/publish`, { cookie: editor });
    expect(published.json().contents.status).toBe('published');
    expect(await episodeNamesOnTitlePage(titleId)).toEqual(['始まりの夜']);

    const listed = await adminCall(api, 'GET', `/admin/v1/titles/${titleId}/episodes`, { cookie: support });
    expect(listed.json().contents.items).toMatchObject([{ id, status: 'published', price_points: 220 }]);
  });

  it('refuses a bad form with 400 and the Japanese message', async () => {
    const titleId = await insertTitle(api.database.db);
    const cases: Array<[Partial<AdminEpisodeWriteRequest>, string]> = [
      [
        { is_free: false, included_plan_ids: [], price_points: null },
        '無料・プラン・ポイント販売のいずれかで視聴できるようにしてください。',
      ],
      [{ is_free: true, cut: 'premium' }, '無料にできるのは放送版だけです。'],
      [{ price_points: 0 }, '価格（ポイント）は1以上で入力してください。'],
      [{ name: '' }, 'エピソード名を入力してください。'],
      [{ available_until: '2025-08-01T00:00:00+09:00' }, '配信終了日時は配信開始日時より後にしてください。'],
    ];
    for (const [overrides, message] of cases) {
      const response = await adminCall(api, 'POST', `/admin/v1/titles/${titleId}/episodes`, {
        cookie: editor,
        body: form(overrides),
      });
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(response.json().message).toBe(message);
    }
  });

  it('keeps one episode per number and cut (409), and サポート may not create one (403)', async () => {
    const titleId = await insertTitle(api.database.db);
    const path = `/admin/v1/titles/${titleId}/episodes`;
    await adminCall(api, 'POST', path, { cookie: editor, body: form() });

    const again = await adminCall(api, 'POST', path, { cookie: editor, body: form() });
    const premium = await adminCall(api, 'POST', path, { cookie: editor, body: form({ cut: 'premium' }) });
    const bySupport = await adminCall(api, 'POST', path, { cookie: support, body: form({ number: 2 }) });

    expect([again.statusCode, premium.statusCode, bySupport.statusCode]).toEqual([409, 200, 403]);
    expect(again.json().message).toBe('この話数・版のエピソードはすでにあります。');
  });
});
