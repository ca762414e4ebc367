import { expect, it } from 'vitest';
import { daysFromNow, insertEpisode } from '../../test/catalogue-fixtures.ts';
import { idsOf, insertScopedTitle } from '../../test/discovery-fixtures.ts';
import { describeTitleListRoute } from '../../test/title-list-route-suite.ts';
import { newlyUpdatedList } from './list-newly-updated.route.ts';

describeTitleListRoute({
  definition: newlyUpdatedList,
  async seed(db, scope) {
    const recent = await insertScopedTitle(db, scope, { availableFrom: daysFromNow(-10) }, { inGenre: true });
    await insertEpisode(db, recent, { number: 1, releasedAt: daysFromNow(-3) });
    const recentEpisode = await insertEpisode(db, recent, { number: 2, releasedAt: daysFromNow(-0.1) });
    await insertEpisode(db, recent, { number: 3, releasedAt: daysFromNow(5) });
    const older = await insertScopedTitle(db, scope, { designType: 0 });
    await insertEpisode(db, older, { number: 1, releasedAt: daysFromNow(-2) });
    const tomorrow = await insertScopedTitle(db, scope);
    await insertEpisode(db, tomorrow, { number: 1, releasedAt: daysFromNow(1) });
    const mature = await insertScopedTitle(db, scope, { displayGroup: 'mature_group', isAgeRestrictionR18: true });
    await insertEpisode(db, mature, { number: 1, releasedAt: daysFromNow(-0.5) });
    const noEpisode = await insertScopedTitle(db, scope);
    return { recent, recentEpisode, older, tomorrow, mature, noEpisode };
  },
  expectations: (ids) => ({
    filtered: { genre: [ids.recent], designType0: [ids.older], matureGroup: [ids.mature] },
    hidden: { hide: [ids.recent], rest: [ids.older] },
    secondPage: { perPage: 1, ids: [ids.older], total: 2, totalPages: 2 },
  }),
  refused: [
    [{ per_page: 0 }, 'querystring.per_page'],
    [{ genre_id: 'abc' }, 'querystring.genre_id'],
    [{ sort: 'random' }, 'querystring.sort'],
  ],
  ownTests(route) {
    it('lists titles by their latest released episode, newest first, with that episode', async () => {
      const { ids } = route;
      const response = await route.list();

      expect(response.statusCode).toBe(200);
      expect(idsOf(response)).toEqual([ids.recent, ids.older]);
      const [first] = response.json().contents.items;
      expect(first.latest_episode).toEqual({
        id: ids.recentEpisode,
        number: 2,
        prefix_name: '第2話',
        name: 'エピソード2',
        released_at: '2025-10-01T09:36:00+09:00',
      });
      expect(first.episode_count).toBe(2);
    });

    it('moves a title up once X-Debug-Time passes its next release', async () => {
      const { ids } = route;
      const response = await route.list({}, { now: daysFromNow(2) });

      expect(idsOf(response)).toEqual([ids.tomorrow, ids.recent, ids.older]);
    });
  },
});
