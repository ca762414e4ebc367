import { expect, it } from 'vitest';
import { daysFromNow } from '../../test/catalogue-fixtures.ts';
import { idsOf, insertScopedTitle } from '../../test/discovery-fixtures.ts';
import { describeTitleListRoute } from '../../test/title-list-route-suite.ts';
import { scheduledEndDeliveriesList } from './list-scheduled-end-deliveries.route.ts';

describeTitleListRoute({
  definition: scheduledEndDeliveriesList,
  async seed(db, scope) {
    const endsInTwoWeeks = await insertScopedTitle(db, scope, { availableUntil: daysFromNow(14), designType: 0 });
    const endsTomorrow = await insertScopedTitle(db, scope, { availableUntil: daysFromNow(1) }, { inGenre: true });
    const endsInSixtyDays = await insertScopedTitle(db, scope, { availableUntil: daysFromNow(60) });
    const ended = await insertScopedTitle(db, scope, {
      availableFrom: daysFromNow(-10),
      availableUntil: daysFromNow(-1),
    });
    const openEnded = await insertScopedTitle(db, scope);
    const mature = await insertScopedTitle(db, scope, {
      displayGroup: 'mature_group',
      isAgeRestrictionR18: true,
      availableUntil: daysFromNow(2),
    });
    return { endsTomorrow, endsInTwoWeeks, endsInSixtyDays, ended, openEnded, mature };
  },
  expectations: (ids) => ({
    filtered: { genre: [ids.endsTomorrow], designType0: [ids.endsInTwoWeeks], matureGroup: [ids.mature] },
    hidden: { hide: [ids.endsTomorrow], rest: [ids.endsInTwoWeeks] },
    secondPage: { perPage: 1, ids: [ids.endsInTwoWeeks], total: 2, totalPages: 2 },
  }),
  refused: [
    [{ within_days: 1000 }, 'querystring.within_days'],
    [{ within_days: 0 }, 'querystring.within_days'],
    [{ per_page: 0 }, 'querystring.per_page'],
  ],
  ownTests(route) {
    it('lists titles ending within 30 days, soonest first, with their end', async () => {
      const { ids } = route;
      const response = await route.list();

      expect(response.statusCode).toBe(200);
      expect(idsOf(response)).toEqual([ids.endsTomorrow, ids.endsInTwoWeeks]);
      expect(response.json().contents.items[0].available_until).toBe('2025-10-02T12:00:00+09:00');
    });

    it('widens to within_days', async () => {
      const { ids } = route;

      expect(idsOf(await route.list({ within_days: 90 }))).toEqual([
        ids.endsTomorrow,
        ids.endsInTwoWeeks,
        ids.endsInSixtyDays,
      ]);
      expect(idsOf(await route.list({ within_days: 1 }))).toEqual([ids.endsTomorrow]);
    });

    it('counts the window from X-Debug-Time', async () => {
      const { ids } = route;

      expect(idsOf(await route.list({}, { now: daysFromNow(35) }))).toEqual([ids.endsInSixtyDays]);
    });
  },
});
