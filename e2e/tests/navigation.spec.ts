/** The global navigation rules of spec §2, in the browser (decision 0017). */
import type { Page } from '@playwright/test';
import { hydrated, isSameDocument } from '../support/documents.ts';
import { expect, test } from '../support/fixtures.ts';

/**
 * Navigates the way a link of the app does. No page links the redirected addresses yet, so the test asks
 * the app's router directly (React Router keeps it on window); not awaited, as the document may be left.
 */
async function followAppLink(page: Page, to: string): Promise<void> {
  await page.evaluate((target) => {
    const router = (window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } })
      .__reactRouterDataRouter;
    void router.navigate(target);
  }, to);
}

/** A title poster in a home section (episode cards lead to an anchor of the title page instead). */
// A title's poster: not an episode's card, which leads to its player under the title's address.
const POSTER_LINK = 'main section a[href^="/titles/"]:not([href*="/episodes/"])';

const titleIdOf = (titlePath: string) => /^\/titles\/(\d+)/.exec(titlePath)?.[1];

const path = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}${url.hash}`;
};

test('leaving a title page adds its id as tid; staying on it, and going back, add nothing', {
  tag: '@desktop',
}, async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  // A poster of a home section: its address carries the section parameters, which title pages keep.
  await page.locator(POSTER_LINK).first().click();
  await expect(page).toHaveURL(/\/titles\/\d+\?section_id=/);
  const titlePath = path(page);
  const titleId = titleIdOf(titlePath);

  // An anchor on the same title page is not leaving it.
  await page.getByRole('link', { name: '本文へスキップ' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main$/);
  expect(path(page)).toBe(`${titlePath}#main`);

  await page.getByRole('banner').getByRole('link', { name: 'Hanabi' }).click();
  await expect(page).toHaveURL(new RegExp(`/\\?tid=${titleId}$`));
  expect(await isSameDocument(page)).toBe(true);

  // Back and Forward return to the pages as they were: Back from the title page reaches home without tid.
  await page.goBack();
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}${url.hash}` === `${titlePath}#main`);
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  expect(path(page)).toBe('/');
});

test.describe('redirects that operators set up', () => {
  test('a moved address sends the viewer on, keeping the parameters of the link', async ({ page }) => {
    const response = await page.goto('/join?refp=mail');
    expect(path(page)).toBe('/entry?refp=mail');
    expect(response?.status()).toBe(200);
    expect((await response?.request().redirectedFrom()?.response())?.status()).toBe(302);
  });

  test('a navigation inside the app follows the redirect without leaving the document', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await followAppLink(page, '/join');
    await expect(page).toHaveURL(/\/entry$/);
    expect(await isSameDocument(page)).toBe(true);
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
  });

  test('an absolute URL is opened with a full page load', async ({ page }) => {
    // The comic service is fictional: the browser is answered in its place.
    await page.route('https://comic.hanabi.example/**', (route) =>
      route.fulfill({ contentType: 'text/html; charset=utf-8', body: '<title>Hanabi コミック</title>' }),
    );
    await page.goto('/');
    await hydrated(page);
    await followAppLink(page, '/comic');
    // The app first asks its server for the page's data, learns of the redirect, then loads the other
    // origin: two round trips, which a busy machine can stretch past the default five seconds.
    await expect(page).toHaveURL('https://comic.hanabi.example/', { timeout: 15_000 });
    await expect(page).toHaveTitle('Hanabi コミック');

    // A first load is sent on by the server (the browser does not let the test answer a redirect's target).
    const response = await page.request.get('/comic', { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe('https://comic.hanabi.example/');
  });
});

test.describe('section parameters on the home page', () => {
  test('are removed from the address of a first load unless refp is present', async ({ page }) => {
    await page.goto('/?section_id=3&section_pos=2&banner_pos=1&section_type=ranking&page=1');
    expect(path(page)).toBe('/?page=1');
    await expect(page.getByRole('heading', { level: 1, name: 'Hanabi ホーム' })).toBeAttached();

    await page.goto('/?refp=partner&section_id=3');
    expect(path(page)).toBe('/?refp=partner&section_id=3');
  });

  test('are removed from a navigation inside the app, which leaves no entry with them in the history', async ({
    page,
  }) => {
    await page.goto('/');
    await hydrated(page);
    await page.locator(POSTER_LINK).first().click();
    await expect(page).toHaveURL(/\/titles\/\d+\?section_id=/);
    const titleId = titleIdOf(path(page));

    await followAppLink(page, '/?section_id=3&section_pos=2');
    await expect(page).toHaveURL(new RegExp(`/\\?tid=${titleId}$`));
    expect(await isSameDocument(page)).toBe(true);
    await page.goBack();
    await expect(page).toHaveURL(/\/titles\/\d+\?section_id=/);
  });
});

test.describe('pages that do not exist', () => {
  test.use({ expectedConsoleErrors: [/Failed to load resource: the server responded with a status of 404/] });

  test('an unmatched route answers 404 with "Page not found: {path}"', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId('error-detail')).toHaveText('Page not found: /no/such/page');
    await expect(page.getByText('お探しのページは見つかりませんでした。')).toBeVisible();
  });

  test('a route whose parameters are invalid answers 404 with "Page Not Found: {path}"', async ({ page }) => {
    for (const address of ['/titles/abc', '/titles/007']) {
      const response = await page.goto(address);
      expect(response?.status(), address).toBe(404);
      await expect(page.getByTestId('error-detail')).toHaveText(`Page Not Found: ${address}`);
    }
  });
});
