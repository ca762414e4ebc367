import { expect, it } from 'vitest';
import { daysFromNow, insertEpisode } from '../../test/catalogue-fixtures.ts';
import { idsOf, insertScopedTitle } from '../../test/discovery-fixtures.ts';
import { describeTitleListRoute } from '../../test/title-list-route-suite.ts';
import { scheduledDeliveriesList } from './list-scheduled-deliveries.route.ts';

describeTitleListRoute({
  definition: scheduledDeliveriesList,
  async seed(db, scope) {
    const airing = await insertScopedTitle(db, scope);
    await insertEpisode(db, airing, { number: 1 });
    await insertEpisode(db, airing, { number: 2, cut: 'premium', releasedAt: daysFromNow(1) });
    const nextEpisode = await insertEpisode(db, airing, { number: 2, releasedAt: daysFromNow(1) });
    const startsSoon = await insertScopedTitle(db, scope, { availableFrom: daysFromNow(2) }, { inGenre: true });
    const startsLater = await insertScopedTitle(db, scope, { availableFrom: daysFromNow(10), designType: 0 });
    // Its next episode would come after the title has left: nothing to look forward to.
    const endsFirst = await insertScopedTitle(db, scope, { availableUntil: daysFromNow(3) });
    await insertEpisode(db, endsFirst, { number: 1, releasedAt: daysFromNow(5) });
    const mature = await insertScopedTitle(db, scope, {
      displayGroup: 'mature_group',
      isAgeRestrictionR18: true,
      availableFrom: daysFromNow(3),
    });
    return { airing, nextEpisode, startsSoon, startsLater, endsFirst, mature };
  },
  expectations: (ids) => ({
    filtered: { genre: [ids.startsSoon], designType0: [ids.startsLater], matureGroup: [ids.mature] },
    hidden: { hide: [ids.airing], rest: [ids.startsSoon, ids.startsLater] },
    secondPage: { perPage: 2, ids: [ids.startsLater], total: 3, totalPages: 2 },
  }),
  refused: [
    [{ per_page: 0 }, 'querystring.per_page'],
    [{ tag_id: 'abc' }, 'querystring.tag_id'],
    [{ design_type: 5 }, 'querystring.design_type'],
  ],
  ownTests(route) {
    it('lists next episodes and titles to come, soonest first', async () => {
      const { ids } = route;
      const response = await route.list();

      expect(response.statusCode).toBe(200);
      expect(idsOf(response)).toEqual([ids.airing, ids.startsSoon, ids.startsLater]);
      const [airing, startsSoon] = response.json().contents.items;
      expect(airing).toMatchObject({
        delivery_at: '2025-10-02T12:00:00+09:00',
        next_episode: {
          id: ids.nextEpisode,
          number: 2,
          prefix_name: '第2話',
          released_at: '2025-10-02T12:00:00+09:00',
        },
      });
      expect(startsSoon).toMatchObject({ delivery_at: '2025-10-03T12:00:00+09:00', next_episode: null });
    });

    it('drops what has happened once X-Debug-Time moves on', async () => {
      const { ids } = route;

      expect(idsOf(await route.list({}, { now: daysFromNow(1.5) }))).toEqual([ids.startsSoon, ids.startsLater]);
      expect(idsOf(await route.list({}, { now: daysFromNow(5) }))).toEqual([ids.startsLater]);
    });
  },
});
