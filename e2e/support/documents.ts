import type { Page } from '@playwright/test';

type MarkedWindow = Window & { sameDocument?: boolean };

/**
 * Waits until React has hydrated the page (React Router's router exists and React has attached its props to
 * the menu button), and marks the document, so that a test can tell a navigation inside the app from a full
 * page load. A tap before that is not lost (the drawer opens by the browser's own command, links and forms
 * are HTML: decision 0066), but only a hydrated page navigates inside the app.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const menu = document.querySelector('button[aria-haspopup="dialog"]');
    return (
      '__reactRouterDataRouter' in window &&
      menu !== null &&
      Object.keys(menu).some((key) => key.startsWith('__reactProps'))
    );
  });
  await page.evaluate(() => {
    (window as MarkedWindow).sameDocument = true;
  });
}

/** Whether the document marked by hydrated() is still the one shown. */
export function isSameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as MarkedWindow).sameDocument === true);
}
