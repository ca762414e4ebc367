/** Deploys while a page is open (spec §9, decisions 0012 and 0024). */
import type { Page } from '@playwright/test';
import { hydrated, isSameDocument } from '../support/documents.ts';
import { expect, test } from '../support/fixtures.ts';

/** A title poster in a home section (episode cards lead to an anchor of the title page instead). */
// A title's poster: not an episode's card, which leads to its player under the title's address.
const POSTER_LINK = 'main section a[href^="/titles/"]:not([href*="/episodes/"])';

test('a page still open after a deploy notices it within the hour and loads its next page afresh', async ({ page }) => {
  await page.clock.install();
  let checks = 0;
  await page.route('**/builds/latest.json', async (route) => {
    checks += 1;
    await route.fulfill({ json: { build_id: 'a-build-deployed-later' } });
  });
  await page.goto('/');
  await hydrated(page);

  // Before the hourly check, a link is a client navigation within the same document.
  await page.locator('a[href*="/titles/"]').first().click();
  await expect(page).toHaveURL(/\/titles\/\d+/);
  expect(await isSameDocument(page)).toBe(true);
  expect(checks).toBe(0);

  // An hour later the check finds another build: the next navigation loads a whole new document.
  await page.clock.fastForward('01:00:00');
  await expect.poll(() => checks).toBe(1);
  await page.getByRole('banner').getByRole('link', { name: 'Hanabi' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await isSameDocument(page)).toBe(false);
});

/**
 * Makes the open page run "the build before the last deploy" for the title page: its manifest names a
 * chunk file the server's build does not have, exactly what a rebuild leaves an open page with (every
 * rebuild of a changed route renames its chunk). React Router learns a linked route a moment after render.
 */
async function nameChunkOfEarlierBuild(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const manifest = (window as Window & { __reactRouterManifest?: { routes: Record<string, { module: string }> } })
      .__reactRouterManifest;
    const route = manifest?.routes['routes/title'];
    if (!route) return false;
    route.module = '/assets/title-of-an-earlier-build.js';
    return true;
  });
}

test('a chunk removed by a deploy reloads the page once; a second time within 10 s the page explains instead', async ({
  page,
}) => {
  await page.goto('/');
  await hydrated(page);
  await nameChunkOfEarlierBuild(page);

  // The next page needs the missing chunk: the page reloads itself, with the deployed build.
  const reloaded = page.waitForEvent('load');
  await page.locator(POSTER_LINK).first().click();
  await reloaded;
  expect(new URL(page.url()).pathname).toBe('/');
  expect(await isSameDocument(page)).toBe(false);

  // Within 10 s of that reload the same path does not reload again: the viewer reads why instead.
  await hydrated(page);
  await nameChunkOfEarlierBuild(page);
  await page.locator(POSTER_LINK).first().click();
  const notice = page.getByRole('alert').filter({ hasText: 'Hanabiが更新されたため' });
  await expect(notice).toBeVisible();
  expect(await isSameDocument(page)).toBe(true);

  // The viewer's own reload brings the deployed build, whose title page opens.
  const reloadedByViewer = page.waitForEvent('load');
  await notice.getByRole('button', { name: '再読み込み' }).click();
  await reloadedByViewer;
  await hydrated(page);
  await page.locator(POSTER_LINK).first().click();
  await expect(page).toHaveURL(/\/titles\/\d+/);
  expect(await isSameDocument(page)).toBe(true);
});
