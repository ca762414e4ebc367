import type { APIRequestContext } from '@playwright/test';
import { API_ORIGIN } from '../support/api.ts';
import { expect, test } from '../support/fixtures.ts';

const SECTION_PARAMS = ['section_id', 'section_pos', 'banner_pos', 'section_type'];

/** How many items a home section's call answers for a guest; the section shows only when there are some. */
async function itemCount(request: APIRequestContext, path: string): Promise<number> {
  const response = await request.get(`${API_ORIGIN}${path}`);
  if (!response.ok()) return 0;
  const { contents } = (await response.json()) as { contents: { items?: unknown[]; genres?: unknown[] } };
  return (contents.items ?? contents.genres ?? []).length;
}

const SECTIONS: Array<[heading: string, path: string]> = [
  ['新着エピソード', '/v1/episode/newly_updates?per_page=12'],
  ['週間ランキング', '/v1/title/rankings?per_page=10'],
  ['ジャンル別のおすすめ', '/v1/recommended_titles?genres=4'],
  ['特集', '/v1/title/features?per_page=3'],
  ['独占・先行配信', '/v1/title/exclusives?per_page=12'],
  ['配信予定', '/v1/title/scheduled_deliveries?per_page=12'],
];

test.describe('the home page', () => {
  test('shows every section the catalogue has items for, in the server HTML', { tag: '@desktop' }, async ({
    browser,
    request,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    let shown = 0;
    for (const [heading, path] of SECTIONS) {
      const section = page.getByRole('heading', { level: 2, name: heading, exact: true });
      if ((await itemCount(request, path)) > 0) {
        await expect(section, heading).toBeVisible();
        shown += 1;
      } else {
        await expect(section, heading).toHaveCount(0);
      }
    }
    expect(shown, 'the demo catalogue fills most sections').toBeGreaterThanOrEqual(3);
    await context.close();
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
});
