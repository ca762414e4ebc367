import { API_ERRORS, sharedCacheControl } from '@hanabi/contract';
import { episodeViews, hiddenTitles, tags, titleCredits, titleTags } from '@hanabi/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApi, type TestApi } from '../../test/build-test-api.ts';
import { insertEpisode, insertTitle, TEST_NOW, type TitleOverrides, testNow } from '../../test/catalogue-fixtures.ts';
import { insertMember, signIn } from '../../test/member-fixtures.ts';
import { createSearchRepository } from './search.repository.ts';

const atTestNow = { 'x-debug-time': TEST_NOW };

interface Result {
  id: number;
  name: string;
  matched: string;
  episode_count: number;
}

/**
 * Every fixture title carries one tag of this file's own and every search is filtered by it, so the demo
 * catalogue (which has its own 鬼 and 恋人 titles) never shows up in the answers.
 */
describe('GET /v1/search and GET /v1/fulltext_search', () => {
  let api: TestApi;
  let fixtureTagId = 0;
  let memberCookie = '';
  const ids: Record<string, number> = {};

  async function addTitle(key: string, name: string, nameKana: string, overrides: TitleOverrides = {}) {
    const { db } = api.database;
    ids[key] = await insertTitle(db, { name, nameKana, synopsis: '', ...overrides });
    await db.insert(titleTags).values({ titleId: ids[key] as number, tagId: fixtureTagId });
    return ids[key] as number;
  }

  function search(path: string, query: Record<string, string>, headers: Record<string, string> = atTestNow) {
    const params = new URLSearchParams({ tag_id: String(fixtureTagId), ...query });
    return api.app.inject({ method: 'GET', url: `${path}?${params}`, headers });
  }

  async function foundIds(path: string, q: string, extra: Record<string, string> = {}): Promise<number[]> {
    const response = await search(path, { q, per_page: '100', ...extra });
    expect(response.statusCode).toBe(200);
    return response.json().contents.items.map((item: Result) => item.id);
  }

  beforeAll(async () => {
    api = await buildTestApi();
    const { db } = api.database;
    const [fixtureTag] = await db
      .insert(tags)
      .values({ name: `検索フィクスチャ${process.pid}` })
      .returning({ id: tags.id });
    fixtureTagId = fixtureTag?.id ?? 0;

    await addTitle('neonNocturne', 'NEON夜想曲', 'ねおんやそうきょく');
    await addTitle('gargantua', 'ガルガンチュア', 'がるがんちゅあ');
    await addTitle('girlsNeon', 'ガールズ・ネオン', 'がーるずねおん');
    await addTitle('supernova', 'スーパーノヴァ', 'すーぱーのゔぁ');
    await addTitle('hozuki', '鬼灯の庭', 'ほおずきのにわ');
    await addTitle('lover', '僕の恋人は宇宙人', 'ぼくのこいびとはうちゅうじん');
    await addTitle('inLove', '恋する人', 'こいするひと');
    await addTitle('steam', '歯車の街', 'はぐるまのまち', { synopsis: '蒸気機関が動かす街の物語。' });
    await addTitle('hidden', '月影の隠れ家', 'つきかげのかくれが');
    await addTitle('mature', '月影の夜会', 'つきかげのやかい', { displayGroup: 'mature_group' });
    // Ranking: an exact name, two prefixes, a name containing it, and a title found only by a character.
    await addTitle('zvezdaExpress', 'ズヴェズダ急行', 'ずゔぇずだきゅうこう');
    await addTitle('zvezda', 'ズヴェズダ', 'ずゔぇずだ');
    await addTitle('galaxyZvezda', '銀河ズヴェズダ', 'ぎんがずゔぇずだ');
    await addTitle('zvezdaAcademy', 'ズヴェズダ学園', 'ずゔぇずだがくえん');
    // Romaji: a kanji name found by its reading, a katakana name whose reading has long-vowel marks.
    await addTitle('zankyou', '残響の刃', 'ざんきょうのやいば');
    await addTitle('stardust', 'スターダスト急行', 'すたーだすときゅうこう');
    // Popularity: two names starting alike; the one later in kana order was watched this week.
    await addTitle('harbourBlues', '港町ブルース', 'みなとまちぶるーす');
    const rhapsody = await addTitle('harbourRhapsody', '港町ラプソディ', 'みなとまちらぷそでぃ');
    const rhapsodyEpisode = await insertEpisode(db, rhapsody, { number: 1 });
    const yesterday = new Date(testNow.getTime() - 86_400_000);
    await db
      .insert(episodeViews)
      .values([1, 2, 3].map(() => ({ episodeId: rhapsodyEpisode, titleId: rhapsody, viewedAt: yesterday })));
    const castTitle = await addTitle('cast', '海辺の約束', 'うみべのやくそく');
    await insertEpisode(db, castTitle, { number: 1 });
    await insertEpisode(db, castTitle, { number: 2 });
    await db.insert(titleCredits).values([
      { titleId: castTitle, kind: 'cast', role: 'ズヴェズダ', personName: '霧島かなで', position: 1 },
      { titleId: castTitle, kind: 'staff', role: '監督', personName: '東雲れいじ', position: 2 },
    ]);
    const [deepSea] = await db
      .insert(tags)
      .values({ name: `深海探索${process.pid}` })
      .returning({ id: tags.id });
    await db.insert(titleTags).values({ titleId: castTitle, tagId: deepSea?.id ?? 0 });

    const member = await insertMember(db);
    memberCookie = `festa_auth=${await signIn(db, member.id)}`;
    await db.insert(hiddenTitles).values({ userId: member.id, titleId: ids.hidden as number });
  });
  afterAll(() => api.close());

  describe.each([
    ['hiragana for a katakana name', 'がるがんちゅあ', ['gargantua']],
    ['katakana for a hiragana reading', 'ホオズキ', ['hozuki']],
    ['half-width katakana', 'ｶﾞﾙ', ['gargantua', 'girlsNeon']],
    // Latin letters are romaji too: ねおん finds the katakana ネオン as well as the latin NEON.
    ['full-width latin', 'ＮＥＯＮ', ['neonNocturne', 'girlsNeon']],
    ['mixed case latin', 'NeOn', ['neonNocturne', 'girlsNeon']],
    ['romaji for the reading of a kanji name', 'zankyou', ['zankyou']],
    ['romaji for a katakana name with long-vowel marks', 'sutadasuto', ['stardust']],
    ['full-width romaji', 'ｚａｎｋｙｏｕ', ['zankyou']],
    ['letters that are no romaji', 'xzq', []],
    ['the reading of a latin name', 'ねおん', ['neonNocturne', 'girlsNeon']],
    ['long-vowel marks', 'スーパーノヴァ', ['supernova']],
    ['no long-vowel marks', 'スパノヴァ', ['supernova']],
    ['spaces and a middle dot', 'ガールズ ・ ネオン', ['girlsNeon']],
    ['one kanji', '鬼', ['hozuki']],
    ['two kanji that must be neighbours', '恋人', ['lover']],
    ['a tag name', '深海探索', ['cast']],
    ['a cast member', '霧島かなで', ['cast']],
    ['a staff member, without the space of the query', '東雲 れいじ', ['cast']],
    ['a character', 'ずヴぇずだ', ['zvezda', 'zvezdaExpress', 'zvezdaAcademy', 'galaxyZvezda', 'cast']],
    ['a word only the synopsis holds', '蒸気機関', []],
    ['SQL', "' OR 1=1; --", []],
    ['a percent sign, not a wildcard', 'ネ%ン', []],
    ['an underscore, not a wildcard', 'N_ON', []],
    ['only spaces', '   ', []],
    ['only full-width spaces and symbols', '　・ー！？☆', []],
  ])('with %s (%j)', (_case, q, expected) => {
    it('finds exactly the titles that contain it', async () => {
      const found = await foundIds('/v1/search', q);

      expect(found.sort()).toEqual(expected.map((key) => ids[key]).sort());
    });
  });

  it('finds a title by a word of its synopsis in the full-text search only', async () => {
    const response = await search('/v1/fulltext_search', { q: '蒸気機関' });

    expect(response.json().contents.items).toEqual([
      expect.objectContaining({ id: ids.steam, name: '歯車の街', matched: 'synopsis' }),
    ]);
    expect(await foundIds('/v1/search', '蒸気機関')).toEqual([]);
  });

  it('ranks the exact name first, then names starting with the query, then containing it, then keywords', async () => {
    const response = await search('/v1/search', { q: 'ズヴェズダ' });
    const items: Result[] = response.json().contents.items;

    expect(items.map((item) => [item.id, item.matched])).toEqual([
      [ids.zvezda, 'exact_name'],
      [ids.zvezdaAcademy, 'name_prefix'],
      [ids.zvezdaExpress, 'name_prefix'],
      [ids.galaxyZvezda, 'name'],
      [ids.cast, 'keyword'],
    ]);
  });

  it('ranks equal matches by popularity: the title watched this week first, whatever its kana order', async () => {
    expect(await foundIds('/v1/search', '港町')).toEqual([ids.harbourRhapsody, ids.harbourBlues]);
  });

  it('ranks a bounded set for a query found in many titles, and still puts the exact name first', async () => {
    // At most one title as the index yields it, and one whose name starts with the query: the exact name.
    const repository = createSearchRepository(api.database.db, { candidateLimit: 1 });
    const { rows, total } = await repository.searchTitles(
      {
        q: 'ズヴェズダ',
        scope: 'keywords',
        filters: { display_group: 'general_group', tag_id: fixtureTagId },
        limit: 20,
        offset: 0,
      },
      { now: testNow, viewerId: null },
    );

    expect(rows[0]).toMatchObject({ id: ids.zvezda, rank: 0 });
    expect(total).toBe(rows.length);
    expect(total).toBeLessThanOrEqual(2);
  });

  it('answers title cards with their episode counts', async () => {
    const response = await search('/v1/search', { q: '霧島' });

    expect(response.json().contents.items).toEqual([
      expect.objectContaining({ id: ids.cast, name: '海辺の約束', name_kana: 'うみべのやくそく', episode_count: 2 }),
    ]);
  });

  it('pages the ranked results with the same total on every page, past the end too', async () => {
    const pages = await Promise.all(
      ['1', '2', '3', '4'].map(async (page) => {
        const response = await search('/v1/search', { q: 'ズヴェズダ', per_page: '2', page });
        return response.json().contents;
      }),
    );

    expect(pages.map((page) => page.items.map((item: Result) => item.id))).toEqual([
      [ids.zvezda, ids.zvezdaAcademy],
      [ids.zvezdaExpress, ids.galaxyZvezda],
      [ids.cast],
      [],
    ]);
    expect(pages.map((page) => page.pagination)).toEqual(
      ['1', '2', '3', '4'].map((page) => ({ page: Number(page), per_page: 2, total: 5, total_pages: 3 })),
    );
  });

  it("leaves out a signed-in member's hidden titles, which a guest still finds", async () => {
    expect(await foundIds('/v1/search', '月影')).toEqual([ids.hidden]);

    const asMember = await search('/v1/search', { q: '月影' }, { ...atTestNow, cookie: memberCookie });
    expect(asMember.json().contents.items).toEqual([]);
  });

  it.each(['/v1/search', '/v1/fulltext_search', '/v1/titles/search'])(
    'never lets a shared cache keep %s for a member, whose answer leaves out their hidden titles',
    async (path) => {
      const asGuest = await search(path, { q: '月影' }, {});
      const asMember = await search(path, { q: '月影' }, { ...atTestNow, cookie: memberCookie });

      expect(asGuest.headers['cache-control']).toBe(sharedCacheControl(60));
      expect(asMember.headers['cache-control']).toBe('private, no-store');
    },
  );

  it('finds mature titles only when display_group=mature_group is asked for', async () => {
    expect(await foundIds('/v1/fulltext_search', '夜会')).toEqual([]);
    expect(await foundIds('/v1/fulltext_search', '夜会', { display_group: 'mature_group' })).toEqual([ids.mature]);
  });

  it.each([
    ['an empty query', '', 'too_small'],
    ['a query of 101 characters', 'あ'.repeat(101), 'too_big'],
    ['a query of 1,000 characters', 'a'.repeat(1000), 'too_big'],
  ])('answers 400 in Japanese for %s', async (_case, q, reason) => {
    for (const path of ['/v1/search', '/v1/fulltext_search', '/v1/titles/search']) {
      const response = await api.app.inject({
        method: 'GET',
        url: `${path}?${new URLSearchParams({ q })}`,
        headers: atTestNow,
      });

      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 4000,
        message: API_ERRORS.badRequest.message,
        details: [{ field: 'querystring.q', reason }],
      });
    }
  });

  it('answers 400 without a query', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/v1/search', headers: atTestNow });

    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([{ field: 'querystring.q', reason: expect.any(String) }]);
  });

  describe('GET /v1/titles/search', () => {
    async function suggest(query: Record<string, string>) {
      const response = await api.app.inject({
        method: 'GET',
        url: `/v1/titles/search?${new URLSearchParams(query)}`,
        headers: atTestNow,
      });
      expect(response.statusCode).toBe(200);
      return response.json().contents.items;
    }

    it('suggests names and readings only, best match first, never a keyword match', async () => {
      expect(await suggest({ q: 'ずゔぇずだ' })).toEqual([
        { id: ids.zvezda, name: 'ズヴェズダ', name_kana: 'ずゔぇずだ' },
        { id: ids.zvezdaAcademy, name: 'ズヴェズダ学園', name_kana: 'ずゔぇずだがくえん' },
        { id: ids.zvezdaExpress, name: 'ズヴェズダ急行', name_kana: 'ずゔぇずだきゅうこう' },
        { id: ids.galaxyZvezda, name: '銀河ズヴェズダ', name_kana: 'ぎんがずゔぇずだ' },
      ]);
    });

    it('suggests a romaji query by its kana, the more popular of equal matches first', async () => {
      expect(await suggest({ q: 'minatomachi' })).toEqual([
        { id: ids.harbourRhapsody, name: '港町ラプソディ', name_kana: 'みなとまちらぷそでぃ' },
        { id: ids.harbourBlues, name: '港町ブルース', name_kana: 'みなとまちぶるーす' },
      ]);
    });

    it.each([
      ['zangetsu', '残月の刃'],
      ['neon', 'NEON NOISE'],
    ])('suggests the demo catalogue title a viewer means by the romaji %s first', async (q, name) => {
      // Today, not the fixtures' instant: the demo catalogue is anchored to the day the database was seeded.
      const response = await api.app.inject({ method: 'GET', url: `/v1/titles/search?q=${q}` });

      expect(response.json().contents.items[0]).toMatchObject({ name });
    });

    it('suggests at most `limit` names', async () => {
      const items = await suggest({ q: 'ズヴェズダ', limit: '2' });

      expect(items.map((item: { id: number }) => item.id)).toEqual([ids.zvezda, ids.zvezdaAcademy]);
    });

    it('suggests nothing for a query of symbols only, and mature names only in the mature group', async () => {
      expect(await suggest({ q: '・・・' })).toEqual([]);
      expect(await suggest({ q: '月影の夜会' })).toEqual([]);
      expect(await suggest({ q: '月影の夜会', display_group: 'mature_group' })).toEqual([
        { id: ids.mature, name: '月影の夜会', name_kana: 'つきかげのやかい' },
      ]);
    });

    it.each([
      ['0', 'too_small'],
      ['21', 'too_big'],
    ])('answers 400 for limit=%s', async (limit, reason) => {
      const response = await api.app.inject({
        method: 'GET',
        url: `/v1/titles/search?q=a&limit=${limit}`,
        headers: atTestNow,
      });

      expect(response.statusCode).toBe(400);
      expect(response.json().details).toEqual([{ field: 'querystring.limit', reason }]);
    });
  });
});
