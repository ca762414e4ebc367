/**
 * Decision 0046: a draft title or episode reaches no viewer — not a list, the search, the title page, the
 * episode answer or a licence — and publishing brings it back everywhere at once.
 */
import { episodes, titles } from '@hanabi/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApi, type TestApi, WEB_CLIENT_CALL_HEADERS } from '../../test/build-test-api.ts';
import { daysFromNow, insertEpisode, TEST_NOW } from '../../test/catalogue-fixtures.ts';
import {
  getList,
  idsOf,
  insertListScope,
  insertScopedTitle,
  type ListScopeFixture,
  uniqueLabel,
} from '../../test/discovery-fixtures.ts';
import { clearKeyRequest, insertEpisodeMedia, type TestContentKey } from '../../test/playback-fixtures.ts';

const atTestNow = { 'x-debug-time': TEST_NOW };

describe('drafts and publishing', () => {
  let api: TestApi;
  let scope: ListScopeFixture;

  beforeAll(async () => {
    api = await buildTestApi();
    scope = await insertListScope(api.database.db);
  });
  afterAll(() => api.close());

  interface Fixture {
    titleId: number;
    name: string;
    episodeId: number;
    key: TestContentKey;
  }

  /** A title of this file's scope with a free, packaged first episode. */
  async function titleWithFreeEpisode(overrides: Partial<typeof titles.$inferInsert> = {}): Promise<Fixture> {
    const { db } = api.database;
    const name = uniqueLabel('下書き検証');
    const titleId = await insertScopedTitle(db, scope, { name, nameKana: 'したがきけんしょう', ...overrides });
    const episodeId = await insertEpisode(db, titleId, { isFree: true, pricePoints: null, includedPlanIds: [] });
    return { titleId, name, episodeId, key: await insertEpisodeMedia(db, episodeId) };
  }

  /** What a guest meets of the fixture at TEST_NOW, everywhere a title or its episode shows. */
  async function whatAGuestSees({ titleId, name, episodeId, key }: Fixture) {
    const listed = await getList(api, '/v1/title/displayables', { tag_id: scope.tagId, per_page: 100 });
    const found = await getList(api, '/v1/search', { q: name, tag_id: scope.tagId, per_page: 100 });
    const titlePage = await api.app.inject({ method: 'GET', url: `/v1/titles/${titleId}`, headers: atTestNow });
    const episode = await api.app.inject({ method: 'GET', url: `/v1/episodes/${episodeId}`, headers: atTestNow });
    const licence = await api.app.inject({
      method: 'POST',
      url: `/v1/licenses/clearkey/${episodeId}`,
      headers: { ...WEB_CLIENT_CALL_HEADERS, ...atTestNow },
      payload: JSON.stringify(clearKeyRequest(key.keyId)),
    });
    return {
      inList: idsOf(listed).includes(titleId),
      inSearch: idsOf(found).includes(titleId),
      titlePage: titlePage.statusCode,
      titlePageEpisodes: titlePage.statusCode === 200 ? titlePage.json().contents.episodes.length : 0,
      episode: episode.statusCode,
      licence: licence.statusCode,
    };
  }

  const everywhere = { inList: true, inSearch: true, titlePage: 200, titlePageEpisodes: 1, episode: 200, licence: 200 };
  const nowhere = { inList: false, inSearch: false, titlePage: 404, titlePageEpisodes: 0, episode: 404, licence: 404 };

  it('shows a title written without a publishing time (the seed, imports) as published', async () => {
    const fixture = await titleWithFreeEpisode();

    expect(await whatAGuestSees(fixture)).toEqual(everywhere);
  });

  it('keeps a draft title out of the list, the search, its page, its episode and its licence until published', async () => {
    const fixture = await titleWithFreeEpisode({ publishedAt: null });

    expect(await whatAGuestSees(fixture)).toEqual(nowhere);

    await api.database.db.update(titles).set({ publishedAt: new Date() }).where(eq(titles.id, fixture.titleId));
    expect(await whatAGuestSees(fixture)).toEqual(everywhere);

    await api.database.db.update(titles).set({ publishedAt: null }).where(eq(titles.id, fixture.titleId));
    expect(await whatAGuestSees(fixture)).toEqual(nowhere);
  });

  it('keeps a draft episode off its published title’s page and out of the episode answer and licence', async () => {
    const fixture = await titleWithFreeEpisode();
    await api.database.db.update(episodes).set({ publishedAt: null }).where(eq(episodes.id, fixture.episodeId));

    expect(await whatAGuestSees(fixture)).toEqual({ ...everywhere, titlePageEpisodes: 0, episode: 404, licence: 404 });
  });

  it('stops showing an episode once its end window has passed', async () => {
    const fixture = await titleWithFreeEpisode();
    await api.database.db
      .update(episodes)
      .set({ releasedAt: daysFromNow(-10), availableUntil: daysFromNow(-1) })
      .where(eq(episodes.id, fixture.episodeId));

    expect(await whatAGuestSees(fixture)).toEqual({ ...everywhere, titlePageEpisodes: 0, episode: 404, licence: 404 });
  });

  it('leaves a draft title that starts later out of the scheduled deliveries', async () => {
    const { db } = api.database;
    const later = { availableFrom: daysFromNow(3) };
    const draft = await insertScopedTitle(db, scope, { ...later, publishedAt: null });
    const published = await insertScopedTitle(db, scope, later);

    const scheduled = await getList(api, '/v1/title/scheduled_deliveries', { tag_id: scope.tagId, per_page: 100 });

    expect(idsOf(scheduled)).toContain(published);
    expect(idsOf(scheduled)).not.toContain(draft);
  });
});
