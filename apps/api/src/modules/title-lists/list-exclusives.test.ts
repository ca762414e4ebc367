import { expect, it } from 'vitest';
import { daysFromNow } from '../../test/catalogue-fixtures.ts';
import { idsOf, insertExclusive, insertScopedTitle } from '../../test/discovery-fixtures.ts';
import { describeTitleListRoute } from '../../test/title-list-route-suite.ts';
import { exclusivesList } from './list-exclusives.route.ts';

describeTitleListRoute({
  definition: exclusivesList,
  async seed(db, scope) {
    const exclusive = await insertScopedTitle(db, scope, {}, { inGenre: true });
    await insertExclusive(db, exclusive, { kind: 'exclusive', startsAt: daysFromNow(-1) });
    const early = await insertScopedTitle(db, scope, { designType: 0, availableFrom: daysFromNow(-10) });
    await insertExclusive(db, early, { kind: 'early', startsAt: daysFromNow(-5) });
    const comingWindow = await insertScopedTitle(db, scope);
    await insertExclusive(db, comingWindow, { startsAt: daysFromNow(2), endsAt: daysFromNow(10) });
    const pastWindow = await insertScopedTitle(db, scope, { availableFrom: daysFromNow(-20) });
    await insertExclusive(db, pastWindow, { startsAt: daysFromNow(-10), endsAt: daysFromNow(-1) });
    const notYetAvailable = await insertScopedTitle(db, scope, { availableFrom: daysFromNow(1) });
    await insertExclusive(db, notYetAvailable, { startsAt: daysFromNow(-1) });
    const mature = await insertScopedTitle(db, scope, { displayGroup: 'mature_group', isAgeRestrictionR18: true });
    await insertExclusive(db, mature);
    return { exclusive, early, comingWindow, pastWindow, notYetAvailable, mature };
  },
  expectations: (ids) => ({
    filtered: { genre: [ids.exclusive], designType0: [ids.early], matureGroup: [ids.mature] },
    hidden: { hide: [ids.exclusive], rest: [ids.early] },
    secondPage: { perPage: 1, ids: [ids.early], total: 2, totalPages: 2 },
  }),
  refused: [
    [{ page: 0 }, 'querystring.page'],
    [{ display_group: 'adult_group' }, 'querystring.display_group'],
  ],
  ownTests(route) {
    it('lists available titles whose exclusive window is running, latest start first, with the window', async () => {
      const { ids } = route;
      const response = await route.list();

      expect(response.statusCode).toBe(200);
      expect(idsOf(response)).toEqual([ids.exclusive, ids.early]);
      expect(response.json().contents.items[1].exclusive).toEqual({
        kind: 'early',
        starts_at: '2025-09-26T12:00:00+09:00',
        ends_at: '2025-10-31T12:00:00+09:00',
      });
    });

    it('follows the windows as X-Debug-Time moves', async () => {
      const { ids } = route;

      expect(idsOf(await route.list({}, { now: daysFromNow(3) }))).toEqual([
        ids.comingWindow,
        ids.exclusive,
        ids.notYetAvailable,
        ids.early,
      ]);
      expect(idsOf(await route.list({}, { now: daysFromNow(-3) }))).toEqual([ids.early, ids.pastWindow]);
    });
  },
});
