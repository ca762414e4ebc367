import { expect, test } from '../support/fixtures.ts';

test('a page still open after a deploy notices it within the hour and loads its next page afresh', async ({ page }) => {
  await page.clock.install();
  let checks = 0;
  await page.route('**/builds/latest.json', async (route) => {
    checks += 1;
    await route.fulfill({ json: { build_id: 'a-build-deployed-later' } });
  });
  await page.goto('/');
  // The menu opens only once the page is hydrated: from then on, links navigate inside the document.
  await page.getByRole('button', { name: 'メニュー', exact: true }).click();
  await page.getByRole('button', { name: 'メニューを閉じる' }).click();
  await page.evaluate(() => {
    (window as Window & { sameDocument?: boolean }).sameDocument = true;
  });
  const sameDocument = () => page.evaluate(() => (window as Window & { sameDocument?: boolean }).sameDocument);

  // Before the hourly check, a link is a client navigation within the same document.
  await page.locator('a[href*="/titles/"]').first().click();
  await expect(page).toHaveURL(/\/titles\/\d+/);
  expect(await sameDocument()).toBe(true);
  expect(checks).toBe(0);

  // An hour later the check finds another build: the next navigation loads a whole new document.
  await page.clock.fastForward('01:00:00');
  await expect.poll(() => checks).toBe(1);
  await page.getByRole('banner').getByRole('link', { name: 'Hanabi' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await sameDocument()).toBeUndefined();
});
