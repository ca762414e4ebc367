import { expect, type Page } from '@playwright/test';

type MarkedWindow = Window & { sameDocument?: boolean };

/**
 * Waits until the page is hydrated (the menu opens only then) and marks the document, so that a test can
 * tell a navigation inside the app from a full page load.
 */
export async function hydrated(page: Page): Promise<void> {
  // A click before React has hydrated the page is lost (a large page takes a while): click until it opens.
  const close = page.getByRole('button', { name: 'メニューを閉じる' });
  await expect(async () => {
    if (!(await close.isVisible())) await page.getByRole('button', { name: 'メニュー', exact: true }).click();
    await expect(close).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  await close.click();
  await page.evaluate(() => {
    (window as MarkedWindow).sameDocument = true;
  });
}

/** Whether the document marked by hydrated() is still the one shown. */
export function isSameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as MarkedWindow).sameDocument === true);
}
