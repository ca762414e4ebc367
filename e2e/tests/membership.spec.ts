import type { BrowserContext, Page } from '@playwright/test';
import { fillSandboxCard, registerAndLogIn, uniqueEmail } from '../support/accounts.ts';
import { ACCOUNTS_ORIGIN } from '../support/api.ts';
import { hydrated } from '../support/documents.ts';
import { expect, test } from '../support/fixtures.ts';

const PASSWORD = 'hanabi2025pass';

/** The web client sends this cookie as X-Debug-Time outside production: the server's "now" moves. */
async function setServerTime(context: BrowserContext, page: Page, isoInstant: string): Promise<void> {
  await context.addCookies([{ name: 'dev_debug_time', value: isoInstant, url: new URL(page.url()).origin }]);
}

async function openMenu(page: Page) {
  // The menu opens even before hydration (the browser's own command); the drawer's status shows after it.
  await hydrated(page);
  await page.getByRole('button', { name: 'メニュー', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'メニュー' });
  await expect(drawer).toBeVisible();
  return drawer;
}

// A whole journey across both services: more than the default 30 s when the machine is busy.
test.describe.configure({ timeout: 90_000 });

test('a guest registers, joins lite, tops up points and logs out', async ({ page, context }, testInfo) => {
  const email = uniqueEmail(testInfo.project.name);
  const webOrigin = new URL(testInfo.project.use.baseURL ?? '').origin;

  // Register from the header; the sign-in service keeps the way back to Hanabi, and login returns home.
  await registerAndLogIn(page, email, PASSWORD);
  await expect(page).toHaveURL(`${webOrigin}/`);
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: '入会する' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'ログイン' })).toHaveCount(0);

  // Join lite with a sandbox card.
  await header.getByRole('link', { name: '入会する' }).click();
  await expect(page).toHaveURL(`${webOrigin}/entry`);
  await page.getByRole('link', { name: 'ライトプランに入会する' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'プランに入会する' })).toBeVisible();
  await page.getByRole('button', { name: '確認へ進む' }).click();
  await fillSandboxCard(page);
  await page.getByRole('button', { name: /550円を支払って入会する/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('ライトプランへの入会が完了しました');
  await page.getByRole('link', { name: 'Hanabi に戻る' }).click();
  await expect(page).toHaveURL(`${webOrigin}/`);

  // The drawer says Lite, and the entry page now sends the member home.
  let drawer = await openMenu(page);
  await expect(drawer.getByText('ライト', { exact: true })).toBeVisible();
  await drawer.getByRole('button', { name: 'メニューを閉じる' }).click();
  await page.goto('/entry');
  await expect(page).toHaveURL(`${webOrigin}/`);

  // My page shows the plan, how it is paid and the history that began today.
  await page.goto('/my');
  await expect(page.getByRole('heading', { level: 1, name: 'マイページ' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('ライト');
  await expect(page.getByRole('main')).toContainText('クレジットカード');
  await expect(page.getByRole('link', { name: 'プランを解約する' })).toHaveAttribute(
    'href',
    new RegExp(`^${ACCOUNTS_ORIGIN}/plan/cancel\\?`),
  );

  // Before the 2024-12-02 cut-off the drawer shows points and the add-points link: top up 10,000 pt.
  await setServerTime(context, page, '2024-12-01T12:00:00+09:00');
  await page.reload();
  drawer = await openMenu(page);
  await expect(drawer.locator('.drawer-points__total')).toHaveText('0pt');
  await drawer.getByRole('link', { name: 'ポイントを追加する' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'ポイントを追加する' })).toBeVisible();
  await page.getByLabel(/^10,000pt/).check();
  await page.getByRole('button', { name: '購入する' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('ポイント');
  await page.getByRole('link', { name: 'Hanabi に戻る' }).click();
  drawer = await openMenu(page);
  await expect(drawer.locator('.drawer-points__total')).toHaveText('10,000pt');
  await drawer.getByRole('button', { name: 'メニューを閉じる' }).click();

  // From 2024-12-03 the points block is gone from the drawer.
  await setServerTime(context, page, '2024-12-03T00:00:00+09:00');
  await page.reload();
  drawer = await openMenu(page);
  await expect(drawer.getByText('ライト', { exact: true })).toBeVisible();
  await expect(drawer.getByText('保有ポイント')).toHaveCount(0);
  await expect(drawer.getByRole('link', { name: 'ポイントを追加する' })).toHaveCount(0);

  // Log out: the browser goes to the top page as a guest.
  await drawer.getByRole('button', { name: 'ログアウト' }).click();
  await expect(page).toHaveURL(`${webOrigin}/`);
  await expect(header.getByRole('link', { name: 'ログイン' })).toBeVisible();
  await expect(header.getByRole('link', { name: '会員登録' })).toBeVisible();
});
