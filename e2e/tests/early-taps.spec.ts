/**
 * Taps before hydration are kept (issue 19, decision 0066): the page's script is held back until after the
 * tap, and the link, the search form and the menu button still do what the viewer asked.
 */
import type { Page } from '@playwright/test';
import { hydrated } from '../support/documents.ts';
import { expect, test } from '../support/fixtures.ts';

/**
 * Holds every request for the client entry until the returned function is called: until then React has
 * not started, and the page is the server's HTML alone.
 */
async function holdScripts(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/entry.client-*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Opens a page without waiting for its (held) scripts, and checks React has indeed not taken over. */
async function openUnhydrated(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: 'commit' });
  await expect(page.getByRole('banner')).toBeVisible();
  expect(await page.evaluate(() => '__reactRouterDataRouter' in window)).toBe(false);
}

test('a link tapped before the script runs opens its page', async ({ page }) => {
  const release = await holdScripts(page);
  await openUnhydrated(page, '/');
  await page.getByRole('banner').getByRole('link', { name: '検索' }).click({ noWaitAfter: true });
  await expect(page).toHaveURL(/\/search$/);
  await expect(page.getByRole('searchbox', { name: '作品名・キーワード' })).toBeVisible();
  release();
});

test('the search form sent before the script runs shows the results', async ({ page }) => {
  const release = await holdScripts(page);
  await openUnhydrated(page, '/search');
  await page.getByRole('searchbox', { name: '作品名・キーワード' }).fill('刃');
  await page.getByRole('button', { name: '検索', exact: true }).click({ noWaitAfter: true });
  await expect(page).toHaveURL(/\/search\?q=%E5%88%83/);
  await expect(page.getByRole('searchbox', { name: '作品名・キーワード' })).toHaveValue('刃');
  release();
});

test('the menu tapped before the script runs opens, and stays open once React takes over', async ({ page }) => {
  const release = await holdScripts(page);
  await openUnhydrated(page, '/');
  await page.getByRole('button', { name: 'メニュー', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'メニュー' });
  await expect(drawer).toBeVisible();

  release();
  await hydrated(page);
  await expect(drawer).toBeVisible();
  await drawer.getByRole('button', { name: 'メニューを閉じる' }).click();
  await expect(drawer).toBeHidden();
  await page.getByRole('button', { name: 'メニュー', exact: true }).click();
  await expect(drawer).toBeVisible();
});
