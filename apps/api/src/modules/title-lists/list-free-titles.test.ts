import { expect, it } from 'vitest';
import { daysFromNow, insertEpisode, TEST_NOW } from '../../test/catalogue-fixtures.ts';
import { idsOf, insertScopedTitle } from '../../test/discovery-fixtures.ts';
import { describeTitleListRoute } from '../../test/title-list-route-suite.ts';
import { freeTitlesList } from './list-free-titles.route.ts';

describeTitleListRoute({
  definition: freeTitlesList,
  async seed(db, scope) {
    const twoFree = await insertScopedTitle(db, scope, { designType: 0 });
    await insertEpisode(db, twoFree, { number: 1, isFree: true, releasedAt: daysFromNow(-3) });
    await insertEpisode(db, twoFree, { number: 2, isFree: true, releasedAt: daysFromNow(-1) });
    await insertEpisode(db, twoFree, { number: 3, releasedAt: daysFromNow(-0.5) });
    const oneFree = await insertScopedTitle(db, scope, {}, { inGenre: true });
    await insertEpisode(db, oneFree, { number: 1, isFree: true, releasedAt: daysFromNow(-2) });
    await insertEpisode(db, oneFree, { number: 1, cut: 'premium', releasedAt: daysFromNow(-2) });
    const freeTomorrow = await insertScopedTitle(db, scope);
    await insertEpisode(db, freeTomorrow, { number: 1, isFree: true, releasedAt: daysFromNow(1) });
    const paidOnly = await insertScopedTitle(db, scope);
    await insertEpisode(db, paidOnly, { number: 1 });
    const mature = await insertScopedTitle(db, scope, { displayGroup: 'mature_group', isAgeRestrictionR18: true });
    await insertEpisode(db, mature, { number: 1, isFree: true });
    return { twoFree, oneFree, freeTomorrow, paidOnly, mature };
  },
  expectations: (ids) => ({
    filtered: { genre: [ids.oneFree], designType0: [ids.twoFree], matureGroup: [ids.mature] },
    hidden: { hide: [ids.twoFree], rest: [ids.oneFree] },
    secondPage: { perPage: 1, ids: [ids.oneFree], total: 2, totalPages: 2 },
  }),
  refused: [
    [{ per_page: 0 }, 'querystring.per_page'],
    [{ genre_id: 'abc' }, 'querystring.genre_id'],
  ],
  ownTests(route) {
    const countsOf = () => route.idsWith('free_episode_count');

    it('lists titles with free episodes, latest free episode first, with how many are free', async () => {
      const { ids } = route;
      const response = await route.list();

      expect(response.statusCode).toBe(200);
      expect(await countsOf()).toEqual([
        [ids.twoFree, 2],
        [ids.oneFree, 1],
      ]);
    });

    it('answers without any parameter', async () => {
      const response = await route.api.app.inject({
        method: 'GET',
        url: freeTitlesList.url,
        headers: { 'x-debug-time': TEST_NOW },
      });

      expect(response.statusCode).toBe(200);
      expect(response.json().contents.pagination).toMatchObject({ page: 1, per_page: 20 });
    });

    it('lists a free episode once X-Debug-Time reaches its release', async () => {
      const { ids } = route;

      expect(idsOf(await route.list({}, { now: daysFromNow(2) }))).toEqual([
        ids.freeTomorrow,
        ids.twoFree,
        ids.oneFree,
      ]);
    });
  },
});
