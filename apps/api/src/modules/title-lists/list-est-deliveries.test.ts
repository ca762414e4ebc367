import { expect, it } from 'vitest';
import { daysFromNow, insertEpisode } from '../../test/catalogue-fixtures.ts';
import { idsOf, insertScopedTitle } from '../../test/discovery-fixtures.ts';
import { describeTitleListRoute } from '../../test/title-list-route-suite.ts';
import { estDeliveriesList } from './list-est-deliveries.route.ts';

describeTitleListRoute({
  definition: estDeliveriesList,
  async seed(db, scope) {
    const series = await insertScopedTitle(db, scope, { availableFrom: daysFromNow(-10), designType: 0 });
    await insertEpisode(db, series, { number: 1, pricePoints: 300, releasedAt: daysFromNow(-3) });
    await insertEpisode(db, series, { number: 2, pricePoints: 150, releasedAt: daysFromNow(-2) });
    await insertEpisode(db, series, { number: 3, pricePoints: 100, releasedAt: daysFromNow(1) });
    const newlyPriced = await insertScopedTitle(db, scope, {}, { inGenre: true });
    await insertEpisode(db, newlyPriced, { number: 1, pricePoints: 500, releasedAt: daysFromNow(-0.5) });
    const planOnly = await insertScopedTitle(db, scope);
    await insertEpisode(db, planOnly, { number: 1, pricePoints: null, includedPlanIds: [1, 2] });
    const mature = await insertScopedTitle(db, scope, { displayGroup: 'mature_group', isAgeRestrictionR18: true });
    await insertEpisode(db, mature, { number: 1, pricePoints: 400 });
    return { series, newlyPriced, planOnly, mature };
  },
  expectations: (ids) => ({
    filtered: { genre: [ids.newlyPriced], designType0: [ids.series], matureGroup: [ids.mature] },
    hidden: { hide: [ids.newlyPriced], rest: [ids.series] },
    secondPage: { perPage: 1, ids: [ids.series], total: 2, totalPages: 2 },
  }),
  refused: [
    [{ per_page: 101 }, 'querystring.per_page'],
    [{ genre_id: 'abc' }, 'querystring.genre_id'],
  ],
  ownTests(route) {
    const pricesOf = (query = {}, options = {}) => route.idsWith('lowest_price_points', query, options);

    it('lists titles with episodes sold on their own, newest priced release first, with the lowest price', async () => {
      const { ids } = route;
      const response = await route.list();

      expect(response.statusCode).toBe(200);
      expect(await pricesOf()).toEqual([
        [ids.newlyPriced, 500],
        [ids.series, 150],
      ]);
    });

    it('counts an episode once X-Debug-Time reaches its release', async () => {
      const { ids } = route;

      expect(await pricesOf({}, { now: daysFromNow(2) })).toEqual([
        [ids.series, 100],
        [ids.newlyPriced, 500],
      ]);
    });

    it('follows `sort` when one is asked for', async () => {
      const { ids } = route;

      expect(idsOf(await route.list({ sort: 'earliest_start_at' }))).toEqual([ids.series, ids.newlyPriced]);
    });
  },
});
