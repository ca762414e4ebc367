import type { EpisodeUpdateList } from '@hanabi/contract';
import { ACCOUNTS_ORIGIN, apiContents, fetchTitle } from '../support/api.ts';
import { expect, test } from '../support/fixtures.ts';

test.describe('a guest browsing the catalogue', () => {
  test('opens the home page, opens a title and sees its episodes', { tag: '@desktop' }, async ({ page, request }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(/Hanabi/);
    const card = page.locator('main section a[href^="/titles/"]:not([href*="/episodes/"])').first();
    await expect(card).toBeVisible();
    const id = Number(/^\/titles\/(\d+)/.exec((await card.getAttribute('href')) ?? '')?.[1]);
    const { name, episodes } = await fetchTitle(request, id);

    await card.click();
    await expect(page).toHaveURL((url) => url.pathname === `/titles/${id}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const [firstEpisode] = episodes;
    if (!firstEpisode) throw new Error(`the listed title ${name} has no released episode`);
    const items = page.getByRole('list', { name: 'エピソード' }).getByRole('listitem');
    await expect(items.first()).toContainText(`${firstEpisode.prefix_name}`);
    await expect(items.first()).toContainText(firstEpisode.name);
    await expect(items).toHaveCount(episodes.length);
  });

  test('the home page lists the new episodes in the server HTML, before any script runs', async ({
    browser,
    request,
  }) => {
    const contents = await apiContents<EpisodeUpdateList>(request, '/v1/episode/newly_updates?per_page=12');
    expect(contents.items.length, 'the demo catalogue has released episodes').toBeGreaterThanOrEqual(5);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    const rail = page.getByRole('list', { name: '新着エピソード' });
    for (const episode of contents.items.slice(0, 5)) {
      await expect(rail.getByRole('link', { name: new RegExp(episode.name) }).first()).toBeVisible();
    }
    await context.close();
  });
});

test.describe('pages that do not exist', () => {
  test.use({ expectedConsoleErrors: [/Failed to load resource: the server responded with a status of 404/] });

  test('an unknown route shows the 404 page with status 404', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('お探しのページは見つかりませんでした。')).toBeVisible();
    await expect(page.getByRole('link', { name: 'トップへ戻る' })).toHaveAttribute('href', '/');
  });

  test('an unknown or malformed title id shows the 404 page with status 404', async ({ page }) => {
    for (const path of ['/titles/99999999', '/titles/abc']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByText('お探しのページは見つかりませんでした。')).toBeVisible();
    }
  });
});

test('the sign-in service answers with a page in Japanese', async ({ page }) => {
  await page.goto(ACCOUNTS_ORIGIN);
  await expect(page.getByRole('heading', { level: 1, name: 'アカウント' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'ログイン' })).toHaveAttribute('href', /^\/login\?design=1/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
});
