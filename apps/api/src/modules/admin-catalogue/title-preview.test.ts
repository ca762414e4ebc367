/**
 * The console's preview (decision 0048): a title as a guest or a member would be shown it at a chosen time —
 * the same episodes the viewer's own title page lists at that time, the access of each viewer kind — and
 * drafts looked at as published, while no viewer sees anything of them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApi } from '../../test/build-test-api.ts';
import { daysFromNow, insertEpisode, insertTitle, TEST_NOW } from '../../test/catalogue-fixtures.ts';
import { apiWithCatalogueOperators } from '../../test/catalogue-operators.ts';
import { adminCall } from '../../test/operator-fixtures.ts';

interface PreviewEpisode {
  id: number;
  visibility: string;
  access: string;
  way_in: string | null;
}

describe('GET /admin/v1/titles/{id}/preview', () => {
  let api: TestApi;
  let editor: string;
  let support: string;
  /** A published title: a free episode, one in the lite plan, one in premium only, a draft, one released later. */
  let titleId: number;
  const ids: Record<'free' | 'lite' | 'premiumOnly' | 'draft' | 'later', number> = {
    free: 0,
    lite: 0,
    premiumOnly: 0,
    draft: 0,
    later: 0,
  };

  beforeAll(async () => {
    ({ api, editor, support } = await apiWithCatalogueOperators());
    const { db } = api.database;
    titleId = await insertTitle(db);
    ids.free = await insertEpisode(db, titleId, { number: 1, isFree: true, pricePoints: null, includedPlanIds: [] });
    ids.lite = await insertEpisode(db, titleId, { number: 2, includedPlanIds: [1, 2], pricePoints: null });
    ids.premiumOnly = await insertEpisode(db, titleId, { number: 3, includedPlanIds: [2], pricePoints: 300 });
    ids.draft = await insertEpisode(db, titleId, { number: 4, publishedAt: null });
    ids.later = await insertEpisode(db, titleId, { number: 5, releasedAt: daysFromNow(7) });
  });
  afterAll(() => api.close());

  async function preview(id: number, query: Record<string, string>, cookie = editor) {
    const response = await adminCall(api, 'GET', `/admin/v1/titles/${id}/preview?${new URLSearchParams(query)}`, {
      cookie,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response;
  }

  const shownIds = (episodes: PreviewEpisode[]) =>
    episodes.filter((episode) => episode.visibility === 'shown').map((episode) => episode.id);

  /** The episodes the viewer's title page lists at `at`. */
  async function viewerPageEpisodeIds(id: number, at: string): Promise<number[]> {
    const page = await api.app.inject({ method: 'GET', url: `/v1/titles/${id}`, headers: { 'x-debug-time': at } });
    expect(page.statusCode).toBe(200);
    return page.json().contents.episodes.map((episode: { id: number }) => episode.id);
  }

  it("lists, with drafts hidden, exactly the episodes the viewer's title page lists at the chosen time", async () => {
    for (const at of [TEST_NOW, daysFromNow(8).toISOString()]) {
      const { contents } = (await preview(titleId, { viewer: 'guest', at, drafts: 'hidden' })).json();
      expect(contents.title_page).toBe('shown');
      expect(shownIds(contents.episodes).sort()).toEqual((await viewerPageEpisodeIds(titleId, at)).sort());
    }
    const now = (await preview(titleId, { viewer: 'guest', at: TEST_NOW, drafts: 'hidden' })).json().contents;
    const visibility = Object.fromEntries(now.episodes.map((e: PreviewEpisode) => [e.id, e.visibility]));
    expect([visibility[ids.draft], visibility[ids.later], now.episode_count]).toEqual(['draft', 'not_yet', 3]);
  });

  it('says what each kind of viewer may do with each episode', async () => {
    const wayIn = async (viewer: string) => {
      const { contents } = (await preview(titleId, { viewer, at: TEST_NOW })).json();
      const byId = new Map<number, PreviewEpisode>(contents.episodes.map((e: PreviewEpisode) => [e.id, e]));
      return [ids.free, ids.lite, ids.premiumOnly].map((id) => `${byId.get(id)?.access}/${byId.get(id)?.way_in}`);
    };
    expect(await wayIn('guest')).toEqual(['free/null', 'unavailable/sign_in', 'purchasable/sign_in']);
    expect(await wayIn('member')).toEqual(['free/null', 'unavailable/join_plan', 'purchasable/buy']);
    expect(await wayIn('lite')).toEqual(['free/null', 'included_in_plan/null', 'purchasable/buy']);
    expect(await wayIn('premium')).toEqual(['free/null', 'included_in_plan/null', 'included_in_plan/null']);
  });

  it('shows a draft title as published by default, while its page stays closed to viewers', async () => {
    const draft = await insertTitle(api.database.db, { publishedAt: null, availableFrom: daysFromNow(3) });
    const episode = await insertEpisode(api.database.db, draft, { publishedAt: null, releasedAt: daysFromNow(3) });
    const opening = daysFromNow(3).toISOString();

    const asPublished = (await preview(draft, { viewer: 'premium', at: opening })).json().contents;
    expect([asPublished.title_page, asPublished.drafts, shownIds(asPublished.episodes)]).toEqual([
      'shown',
      'as_published',
      [episode],
    ]);
    const before = (await preview(draft, { viewer: 'premium', at: TEST_NOW })).json().contents;
    expect([before.title_page, before.episode_count]).toEqual(['not_yet', 0]);
    const hidden = (await preview(draft, { viewer: 'premium', at: opening, drafts: 'hidden' })).json().contents;
    expect(hidden.title_page).toBe('draft');

    const viewerPage = await api.app.inject({
      method: 'GET',
      url: `/v1/titles/${draft}`,
      headers: { 'x-debug-time': opening },
    });
    expect(viewerPage.statusCode).toBe(404);
  });

  it('is a private read for any role with catalogue:read; refused without an operator or with a bad time', async () => {
    const bySupport = await preview(titleId, { viewer: 'lite', at: TEST_NOW }, support);
    expect(bySupport.headers['cache-control']).toBe('private, no-store');

    const guest = await adminCall(
      api,
      'GET',
      `/admin/v1/titles/${titleId}/preview?viewer=guest&at=${encodeURIComponent(TEST_NOW)}`,
    );
    expect(guest.statusCode).toBe(401);
    const badTime = await adminCall(api, 'GET', `/admin/v1/titles/${titleId}/preview?viewer=guest&at=2025-10-01`, {
      cookie: editor,
    });
    expect([badTime.statusCode, badTime.json().message]).toEqual([
      400,
      '日時は ISO 8601 形式（例: 2026-01-01T00:00:00+09:00）で指定してください。',
    ]);
    const unknown = await adminCall(
      api,
      'GET',
      `/admin/v1/titles/2000000000/preview?viewer=guest&at=${encodeURIComponent(TEST_NOW)}`,
      {
        cookie: editor,
      },
    );
    expect(unknown.statusCode).toBe(404);
  });
});
