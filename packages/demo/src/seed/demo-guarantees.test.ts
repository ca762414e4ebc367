/**
 * What the demo catalogue promises the pages a newcomer opens, and the end-to-end tests that walk them
 * (e2e/tests): each of these must hold on the day of the first start, so that a page part the data lacks
 * fails here, by name, instead of leaving a section out. Features, exclusives and the rankings' activity
 * have their promises in demo-features.test.ts and demo-activity.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_CATALOGUE } from './demo-catalogue.ts';
import { type PlannedTitle, planDemoCatalogue } from './plan.ts';

const referenceDate = new Date('2030-04-01T00:00:00+09:00');
const plan = planDemoCatalogue(DEMO_CATALOGUE, referenceDate);
/** Titles on the screen of a guest at the first start: available, and not behind the age check. */
const general = plan.titles.filter(
  ({ row }) =>
    row.displayGroup === 'general_group' &&
    (row.availableFrom ?? referenceDate) <= referenceDate &&
    (row.availableUntil === undefined || referenceDate < row.availableUntil),
);
const released = (title: PlannedTitle) => title.episodes.filter((episode) => episode.releasedAt <= referenceDate);
/** How many titles a page of /free lists (the web's TITLES_PER_PAGE). */
const TITLES_PER_PAGE = 24;

describe('the demo catalogue on the day of the first start', () => {
  it('credits cast and staff and tags every title, which its page shows and links', () => {
    const lacking = plan.titles
      .filter(
        ({ credits, tags }) =>
          ['cast', 'staff'].some((kind) => !credits.some((credit) => credit.kind === kind)) || tags.length === 0,
      )
      .map(({ row }) => row.slug);
    expect(lacking).toEqual([]);
  });

  it('has more general titles with a free episode than one page of /free lists', () => {
    const withFreeEpisode = general.filter((title) => released(title).some((episode) => episode.isFree));
    expect(withFreeEpisode.length).toBeGreaterThan(TITLES_PER_PAGE);
  });

  it('has episodes still to come of available titles, for the home page’s 配信予定', () => {
    const coming = general.filter((title) =>
      title.episodes.some(
        (episode) =>
          episode.releasedAt > referenceDate &&
          (title.row.availableUntil === undefined || episode.releasedAt < title.row.availableUntil),
      ),
    );
    expect(coming.length).toBeGreaterThan(0);
  });

  it('has genres with general titles, for the recommendations by genre', () => {
    const genresWithTitles = new Set(general.flatMap((title) => title.genres));
    expect(genresWithTitles.size).toBeGreaterThanOrEqual(4);
  });

  it('has, released, an episode only premium members watch, and one sold on its own, of general titles', () => {
    const episodes = general.flatMap(released);
    expect(
      episodes.some(
        (episode) => !episode.isFree && episode.pricePoints === null && episode.includedPlanIds?.join() === '2',
      ),
      'premium only',
    ).toBe(true);
    expect(
      episodes.some((episode) => !episode.isFree && episode.pricePoints !== null),
      'for sale',
    ).toBe(true);
  });

  it('has R18 titles with a free episode, which play after the age check', () => {
    const r18 = plan.titles.filter(
      (title) => title.row.isAgeRestrictionR18 && released(title).some((episode) => episode.isFree),
    );
    expect(r18.length).toBeGreaterThanOrEqual(2);
  });
});
