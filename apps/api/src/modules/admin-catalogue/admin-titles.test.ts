/**
 * Titles in the operator API (decision 0046): who may read and write them, the form's Japanese refusals, and
 * a title's life — created as a draft no viewer finds, found by its kana reading once published, hidden again
 * by unpublishing — with every write in the audit log.
 */
import { type AdminTitleWriteRequest, API_ERRORS } from '@hanabi/contract';
import { auditLog } from '@hanabi/db';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApi } from '../../test/build-test-api.ts';
import { TEST_NOW, testNow } from '../../test/catalogue-fixtures.ts';
import { apiWithCatalogueOperators } from '../../test/catalogue-operators.ts';
import { getList, idsOf, uniqueLabel } from '../../test/discovery-fixtures.ts';
import { adminCall } from '../../test/operator-fixtures.ts';

describe('titles under /admin/v1', () => {
  let api: TestApi;
  let editor: string;
  let support: string;
  let accounting: string;

  beforeAll(async () => {
    ({ api, editor, support, accounting } = await apiWithCatalogueOperators());
  });
  afterAll(() => api.close());

  /** A valid form, with a name and a reading no other test uses. */
  function form(overrides: Partial<AdminTitleWriteRequest> = {}): AdminTitleWriteRequest {
    return {
      name: uniqueLabel('星降る街の物語'),
      name_kana: 'ほしふるまちのものがたり',
      synopsis: '流れ星を追いかける少女の話。',
      design_type: 1,
      display_group: 'general_group',
      is_age_restriction_r18: false,
      available_from: '2025-09-01T00:00:00+09:00',
      available_until: '2026-09-01T00:00:00+09:00',
      cast: [{ character: '星野ミナ', name: '声優 一郎' }],
      staff: [{ role: '監督', name: '監督 花子' }],
      ...overrides,
    };
  }

  async function create(body: AdminTitleWriteRequest) {
    const response = await adminCall(api, 'POST', '/admin/v1/titles', { cookie: editor, body });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().contents as { id: number; status: string; name_kana: string };
  }

  /** The ids a guest's search for `q` finds at TEST_NOW. */
  async function guestSearch(q: string): Promise<number[]> {
    return idsOf(await getList(api, '/v1/search', { q, per_page: 100 }, { now: TEST_NOW }));
  }

  it('answers 401 without an operator session, even with a valid form', async () => {
    const list = await adminCall(api, 'GET', '/admin/v1/titles');
    const write = await adminCall(api, 'POST', '/admin/v1/titles', { body: form() });

    expect([list.statusCode, write.statusCode]).toEqual([401, 401]);
    expect(write.json().code).toBe(API_ERRORS.operatorSignInRequired.code);
  });

  it('lets サポート and 経理 read the titles but not create, change or publish one (403 in Japanese)', async () => {
    const { id } = await create(form());
    for (const cookie of [support, accounting]) {
      expect((await adminCall(api, 'GET', '/admin/v1/titles', { cookie })).statusCode).toBe(200);
      expect((await adminCall(api, 'GET', `/admin/v1/titles/${id}`, { cookie })).statusCode).toBe(200);
      const refused = [
        await adminCall(api, 'POST', '/admin/v1/titles', { cookie, body: form() }),
        await adminCall(api, 'PUT', `/admin/v1/titles/${id}`, { cookie, body: form() }),
        await adminCall(api, 'POST', `/admin/v1/titles/${id}/publish`, { cookie }),
      ];
      expect(refused.map((response) => response.statusCode)).toEqual([403, 403, 403]);
      expect(refused[2]?.json()).toEqual({ code: 4030, message: 'この操作を行う権限がありません。' });
    }
  });

  it('refuses a bad form with 400 and the Japanese message of each field', async () => {
    const cases: Array<[Partial<AdminTitleWriteRequest>, string]> = [
      [{ name: '  ' }, '作品名を入力してください。'],
      [{ name_kana: '星降る街' }, 'よみがなはひらがなで入力してください（カタカナはひらがなに直して保存します）。'],
      [{ is_age_restriction_r18: true }, 'R18 の作品は表示グループを「成人向け」にしてください。'],
      [{ available_until: '2025-01-01T00:00:00+09:00' }, '配信終了日時は配信開始日時より後にしてください。'],
      [{ available_from: '2025-09-01' }, '日時は ISO 8601 形式（例: 2026-01-01T00:00:00+09:00）で指定してください。'],
      [{ tag_ids: [2_000_000_000] }, '選ばれたタグの中に存在しないものがあります。'],
    ];
    for (const [overrides, message] of cases) {
      const response = await adminCall(api, 'POST', '/admin/v1/titles', { cookie: editor, body: form(overrides) });
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(response.json().message).toBe(message);
    }
  });

  it('creates a draft no guest finds; published, a guest finds it by its kana reading; unpublished, no longer', async () => {
    const reading = `きらめき${uniqueLabel('').replace(/[^a-z]/g, '')}`.slice(0, 30);
    // Typed in katakana: kept in hiragana, as search and the kana sort read it.
    const katakana = reading.replace(/[\u3041-\u3096]/g, (kana) => String.fromCharCode(kana.charCodeAt(0) + 0x60));
    const { id, status, name_kana } = await create(form({ name_kana: katakana }));

    expect([status, name_kana]).toEqual(['draft', reading]);
    expect(await guestSearch(reading)).not.toContain(id);

    const published = await adminCall(api, 'POST', `/admin/v1/titles/${id}/publish`, { cookie: editor });
    expect(published.json().contents).toMatchObject({ status: 'published', published_at: expect.any(String) });
    expect(await guestSearch(reading)).toContain(id);

    await adminCall(api, 'POST', `/admin/v1/titles/${id}/unpublish`, { cookie: editor });
    expect(await guestSearch(reading)).not.toContain(id);
  });

  it('finds titles in the console by part of the name or the reading, filtered by status', async () => {
    const name = uniqueLabel('月影の剣');
    const { id } = await create(form({ name, name_kana: 'つきかげのつるぎ' }));
    const list = (query: string) => adminCall(api, 'GET', `/admin/v1/titles?${query}`, { cookie: editor });
    const ids = async (query: string) =>
      (await list(query)).json().contents.items.map((item: { id: number }) => item.id);

    expect(await ids(`q=${encodeURIComponent(name.slice(0, 4))}&per_page=100`)).toContain(id);
    expect(await ids(`q=${encodeURIComponent('ツキカゲ')}&status=draft&per_page=100`)).toContain(id);
    expect(await ids(`q=${encodeURIComponent('つきかげ')}&status=published&per_page=100`)).not.toContain(id);
    expect((await list('status=secret')).statusCode).toBe(400);
  });

  it('saves the whole form again and records every write with its values before and after', async () => {
    const { id } = await create(form({ name: uniqueLabel('旧題') }));
    const renamed = uniqueLabel('新題');
    const updated = await adminCall(api, 'PUT', `/admin/v1/titles/${id}`, {
      cookie: editor,
      body: form({ name: renamed, staff: [] }),
    });
    await adminCall(api, 'POST', `/admin/v1/titles/${id}/publish`, { cookie: editor });

    expect(updated.json().contents).toMatchObject({ name: renamed, staff: [], status: 'draft' });
    const entries = await api.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(id)))
      .orderBy(asc(auditLog.id));
    expect(entries.map((entry) => entry.operation)).toEqual(['title.create', 'title.update', 'title.publish']);
    expect(entries[1]?.before).toMatchObject({ staff: [{ role: '監督', name: '監督 花子' }] });
    expect(entries[1]?.after).toMatchObject({ name: renamed, staff: [] });
    expect(entries[2]).toMatchObject({ before: { status: 'draft' }, after: { status: 'published' } });
    expect(entries[0]?.at).toEqual(testNow);
  });
});
