import type { EpisodeUpdateList, FeatureList, RecommendedTitles } from '@hanabi/contract';
import type { APIRequestContext } from '@playwright/test';
import { apiContents } from '../support/api.ts';
import { expect, test } from '../support/fixtures.ts';

const SECTION_PARAMS = ['section_id', 'section_pos', 'banner_pos', 'section_type'];

/** The first thing a list of the home page shows: which list (by its name), and a text of its first card. */
interface FirstCard {
  list: string;
  text: string;
}

interface Section {
  heading: string;
  /** Read from the API call the page makes for the section, which must answer. */
  firstCard(request: APIRequestContext): Promise<FirstCard>;
}

function first<T>(items: readonly T[], section: string): T {
  const [item] = items;
  if (item === undefined) throw new Error(`the demo seed leaves 「${section}」 empty`);
  return item;
}

/** A section of one rail of titles named like the section, whose first card is the first title of `path`. */
const titleRail = (heading: string, path: string): Section => ({
  heading,
  async firstCard(request) {
    const { items } = await apiContents<{ items: Array<{ name: string }> }>(request, path);
    return { list: heading, text: first(items, heading).name };
  },
});

/**
 * Every section of the home page, with what its first list must show first. The demo seed fills each one
 * (packages/demo/src/seed/demo-guarantees.test.ts, demo-features.test.ts, demo-activity.test.ts), so each must
 * be on the page.
 */
const SECTIONS: Section[] = [
  {
    heading: '新着エピソード',
    async firstCard(request) {
      const path = '/v1/episode/newly_updates?per_page=12';
      const episode = first((await apiContents<EpisodeUpdateList>(request, path)).items, '新着エピソード');
      return { list: '新着エピソード', text: `${episode.prefix_name} ${episode.name}` };
    },
  },
  titleRail('週間ランキング', '/v1/title/rankings?period=weekly&per_page=10'),
  {
    heading: 'ジャンル別のおすすめ',
    async firstCard(request) {
      const { genres } = await apiContents<RecommendedTitles>(request, '/v1/recommended_titles?genres=4');
      const withTitles = genres.filter((candidate) => candidate.titles.length > 0);
      const { genre, titles } = first(withTitles, 'ジャンル別のおすすめ');
      return { list: `${genre.name}のおすすめ`, text: first(titles, 'ジャンル別のおすすめ').name };
    },
  },
  {
    heading: '特集',
    async firstCard(request) {
      const path = '/v1/title/features?per_page=3&titles_per_feature=12';
      const feature = first((await apiContents<FeatureList>(request, path)).items, '特集');
      return { list: feature.name, text: first(feature.titles, '特集').name };
    },
  },
  titleRail('独占・先行配信', '/v1/title/exclusives?per_page=12'),
  titleRail('配信予定', '/v1/title/scheduled_deliveries?per_page=12'),
];

test.describe('the home page', () => {
  test.describe('in the server HTML, before any script runs', () => {
    test.use({ javaScriptEnabled: false });

    test('shows every section the demo seed fills, each with what its call answers first', { tag: '@desktop' }, async ({
      page,
      request,
    }) => {
      await page.goto('/');
      for (const section of SECTIONS) {
        const { list, text } = await section.firstCard(request);
        const region = page.getByRole('region', { name: section.heading, exact: true });
        await expect(region, section.heading).toBeVisible();
        await expect(region.getByRole('list', { name: list, exact: true }), section.heading).toContainText(text);
      }
    });
  });

  test('every link of a section says which section and place it came from, and the title page opens', {
    tag: '@desktop',
  }, async ({ page }) => {
    await page.goto('/');
    const links = page.locator('main section a');
    const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
    expect(hrefs.length).toBeGreaterThan(5);
    for (const href of hrefs) {
      const params = new URL(href, 'http://home.test').searchParams;
      for (const name of SECTION_PARAMS) expect(params.get(name), `${name} of ${href}`).not.toBeNull();
    }

    const firstEpisode = page.getByRole('list', { name: '新着エピソード' }).getByRole('link').first();
    const target = new URL((await firstEpisode.getAttribute('href')) ?? '', 'http://home.test');
    expect(Object.fromEntries([...target.searchParams].filter(([name]) => SECTION_PARAMS.includes(name)))).toEqual({
      section_id: 'new_episodes',
      section_pos: '1',
      banner_pos: '1',
      section_type: 'episodes',
    });
    await firstEpisode.click();
    await expect(page).toHaveURL((url) => url.pathname === target.pathname);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test(
    'a mouse scrolls a rail with its next and previous buttons; a phone swipes and shows none',
    {
      tag: '@desktop',
    },
    async ({ page }, testInfo) => {
      await page.goto('/');
      const rail = page.getByRole('list', { name: '新着エピソード' });
      const next = page.getByRole('button', { name: '新着エピソード：次へ' });
      const previous = page.getByRole('button', { name: '新着エピソード：前へ' });
      await expect(rail).toBeVisible();
      if (testInfo.project.name === 'mobile') {
        await expect(next).toBeHidden();
        return;
      }

      // At the start only 「次へ」 shows; once pressed the rail has moved and 「前へ」 shows too.
      await expect(next).toBeVisible();
      await expect(previous).toBeHidden();
      await next.click();
      await expect.poll(() => rail.evaluate((list) => list.scrollLeft)).toBeGreaterThan(200);
      await expect(previous).toBeVisible();
    },
  );
});
