/** The pending state of a page's data (spec §9): what a viewer sees while the next page loads. */
import { hydrated } from '../support/documents.ts';
import { expect, test } from '../support/fixtures.ts';

/** A title poster in a home section (episode cards lead to an anchor of the title page instead). */
// A title's poster: not an episode's card, which leads to its player under the title's address.
const POSTER_LINK = 'main section a[href^="/titles/"]:not([href*="/episodes/"])';

test('while the next page loads, a bar runs and a skeleton of a page covers the one being left', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  // A slow connection: the title page's data takes two seconds.
  await page.route(/\/titles\/\d+\.data/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await route.continue();
  });

  await page.locator(POSTER_LINK).first().click();
  await expect(page.getByRole('progressbar', { name: '読み込み中' })).toBeVisible();
  await expect(page.getByTestId('page-skeleton')).toHaveCSS('opacity', '1');

  await expect(page).toHaveURL(/\/titles\/\d+/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('page-skeleton')).toHaveCount(0);
  await expect(page.getByRole('progressbar', { name: '読み込み中' })).toHaveCount(0);
});
