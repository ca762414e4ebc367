/**
 * Issue 20, item 5: axe finds no serious or critical WCAG 2.1 A/AA violation on any kind of viewer page —
 * the player with its overlay buttons showing, the open menu and panels, the member pages and the sign-in
 * service's pages included. Each test visits many pages and lists every violation it met at the end.
 */
import { ACCOUNTS_ORIGIN, findEpisodeForSale } from '../support/api.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { hydrated } from '../support/documents.ts';
import { findEpisode, playerPath } from '../support/episodes.ts';
import { expect, test } from '../support/fixtures.ts';
import { currentTime } from '../support/player.ts';

// Many pages per test, each one analysed: more than the default 30 s.
test.describe.configure({ timeout: 150_000 });

/** Opens the menu (the drawer) and checks the page with it open. */
async function checkWithMenuOpen(page: import('@playwright/test').Page, what: string) {
  await hydrated(page);
  await page.getByRole('button', { name: 'メニュー', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'メニュー' })).toBeVisible();
  await expectNoSeriousViolations(page, `${what} with the menu open`);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'メニュー' })).toBeHidden();
}

test.describe('a guest', () => {
  // The page of an unknown address answers 404, which the browser logs.
  test.use({ expectedConsoleErrors: [/status of 404/] });

  /** Home, search, the catalogue lists, guides, FAQ, support and the legal pages: one test each. */
  const GUEST_PAGES = [
    '/',
    '/search',
    `/search?q=${encodeURIComponent('の')}`,
    '/free',
    '/rankings',
    '/new_episodes',
    '/new_general_titles',
    '/premium',
    '/guide',
    '/entry',
    '/faq',
    '/faq/1',
    '/support',
    '/support/inquiry',
    '/rules/service',
    '/rules/tokusyo',
    '/rules/service-policy',
    '/no/such/page',
  ];

  for (const path of GUEST_PAGES) {
    test(`a guest’s page ${path} @desktop`, async ({ page }) => {
      await page.goto(path);
      await expectNoSeriousViolations(page, path);
    });
  }

  test('a title page, the notices and the open menu @desktop', async ({ page, request }) => {
    const { title } = await findEpisode(request, 'free');
    await page.goto(`/titles/${title.id}`);
    await expectNoSeriousViolations(page, 'a title page');
    await page.goto('/notices');
    await expectNoSeriousViolations(page, 'the notices');
    // One notice, opened from the list.
    await page.goto('/notices');
    await page.getByRole('main').locator('a[href^="/notices/"]').first().click();
    await expect(page).toHaveURL(/\/notices\/\d+$/);
    await expectNoSeriousViolations(page, 'a notice');
    await page.goto('/');
    await checkWithMenuOpen(page, 'home');
  });
});

test('the player with its overlay buttons, its settings panel and the next-episode countdown', async ({
  page,
  request,
}) => {
  const { title, episode } = await findEpisode(request, 'free');
  // The browser refuses to start the video by itself once, as a phone may: the player shows 「再生する」.
  await page.addInitScript(() => {
    const play = HTMLMediaElement.prototype.play;
    let refused = false;
    HTMLMediaElement.prototype.play = function playOnceTapped(this: HTMLMediaElement) {
      if (refused) return play.call(this);
      refused = true;
      return Promise.reject(new DOMException('play() needs a tap', 'NotAllowedError'));
    };
  });
  await page.goto(playerPath(title.id, episode.id));
  await hydrated(page);
  const start = page.getByRole('button', { name: '再生する' });
  await expect(start).toBeVisible({ timeout: 30_000 });
  await expectNoSeriousViolations(page, 'the player waiting for a tap');
  await start.click();
  // During the opening the skip button lies over the picture.
  await expect(page.getByRole('button', { name: 'オープニングをスキップ' })).toBeVisible({ timeout: 30_000 });
  await expectNoSeriousViolations(page, 'the player during the opening');
  await page.getByRole('button', { name: '一時停止' }).click();
  await page.getByRole('button', { name: '再生設定' }).click();
  await expectNoSeriousViolations(page, 'the player with its settings open');
  await page.getByRole('button', { name: '閉じる' }).click();
  // At the end the countdown to the next episode covers the picture.
  const video = page.locator('video');
  await video.evaluate((element: HTMLVideoElement) => {
    element.currentTime = element.duration - 0.5;
    void element.play();
  });
  await expect(page.getByRole('button', { name: 'キャンセル' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'キャンセル' }).click();
  await expectNoSeriousViolations(page, 'the player at the end of the episode');
  expect(await currentTime(video)).toBeGreaterThan(0);
});

test.describe('a member', () => {
  test.use({ signedIn: true });

  test('my page and its sub-pages, the purchase confirmation and the menu', async ({ page }) => {
    for (const path of ['/my', '/my/purchased', '/my/mylist']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSeriousViolations(page, path);
    }
    const { episode } = await findEpisodeForSale(page.request);
    await page.goto(`/episodes/${episode.id}/purchase_confirm`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousViolations(page, 'the purchase confirmation');
    await checkWithMenuOpen(page, 'the purchase confirmation');
  });

  test('the sign-in service’s plan entry', async ({ page }) => {
    await page.goto('/entry');
    await page.getByRole('link', { name: 'ライトプランに入会する' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'プランに入会する' })).toBeVisible();
    await expectNoSeriousViolations(page, 'the plan entry');
    await page.getByRole('button', { name: '確認へ進む' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousViolations(page, 'the plan entry’s payment step');
  });
});

test.describe('the sign-in service', () => {
  // The login refused below answers 400, which the browser logs.
  test.use({ expectedConsoleErrors: [/status of 400/] });

  test('the sign-in service’s login, registration and password pages', async ({ page }) => {
    for (const path of ['/login', '/register', '/password/forgot', '/confirm/resend']) {
      await page.goto(`${ACCOUNTS_ORIGIN}${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSeriousViolations(page, `the sign-in service’s ${path}`);
    }
    // A refused form shows its errors beside the fields.
    await page.goto(`${ACCOUNTS_ORIGIN}/login`);
    await page.getByRole('button', { name: 'ログイン' }).click();
    await expectNoSeriousViolations(page, 'the login page with its errors');
  });
});
