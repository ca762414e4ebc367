import type { BrowserContext, Page } from '@playwright/test';
import { MEMBER_PASSWORD, registerAndLogIn, uniqueEmail } from '../support/accounts.ts';
import { ACCOUNTS_ORIGIN } from '../support/api.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { findR18FreeEpisode, playerPath } from '../support/episodes.ts';
import { expect, test, webOriginOf } from '../support/fixtures.ts';

/** Client-side controls answer only once React has hydrated the page. */
async function hydrated(page: Page) {
  await page.waitForFunction(() => '__reactRouterDataRouter' in window);
}

/** A viewer who confirmed their age, asked for mature search results and turned discreet mode on. */
async function discreetViewer(context: BrowserContext, origin: string) {
  const cookie = (name: string, value: string) => ({ name, value, url: origin });
  await context.addCookies([cookie('checked_age', '1'), cookie('unsafe_search', '1'), cookie('discreet_mode', '1')]);
}

/** The pictures in the first screen whose card is a mature title's and that are not blurred. */
function unblurredMatureArtworkInView(page: Page) {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('img'))
      .filter((image) => {
        const box = image.getBoundingClientRect();
        return box.bottom > 0 && box.top < window.innerHeight && box.width > 0;
      })
      .filter((image) => image.closest('[data-mature-artwork]') !== null)
      .filter((image) => !getComputedStyle(image).filter.includes('blur'))
      .map((image) => image.src),
  );
}

/** How many mature cards' pictures the page blurs, wherever they are. */
const blurredMatureArtwork = (page: Page) =>
  page.evaluate(
    () =>
      Array.from(document.querySelectorAll('[data-mature-artwork] img')).filter((image) =>
        getComputedStyle(image).filter.includes('blur'),
      ).length,
  );

test.describe('discreet mode', () => {
  test(
    'a mature title plays under a neutral tab title and lock-screen entry, and stays out of home',
    {
      tag: '@desktop',
    },
    async ({ page, context, request }, testInfo) => {
      await discreetViewer(context, webOriginOf(testInfo));
      const { title, episode } = await findR18FreeEpisode(request);

      await page.goto(playerPath(title.id, episode.id));
      await expect(page).toHaveTitle('動画を再生中 | Hanabi');
      expect(await page.title()).not.toContain(title.name);
      await hydrated(page);
      await expect.poll(() => page.evaluate(() => navigator.mediaSession.metadata?.title ?? null)).toBe('動画を再生中');
      const lockScreen = await page.evaluate(() => ({
        artist: navigator.mediaSession.metadata?.artist,
        artwork: navigator.mediaSession.metadata?.artwork.length,
      }));
      expect(lockScreen).toEqual({ artist: 'Hanabi', artwork: 0 });

      // The guest has this episode to continue; with discreet mode on, home does not show it.
      await page.evaluate(
        (episodeId) =>
          localStorage.setItem(
            'watching_episodes',
            JSON.stringify([
              {
                episode_id: episodeId,
                position_seconds: 5,
                duration_seconds: 600,
                watched_at: new Date().toISOString(),
                visible: true,
              },
            ]),
          ),
        episode.id,
      );
      await page.goto('/');
      await hydrated(page);
      // The guest's row is filled after hydration: give it the time to (not) appear.
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('list', { name: '続きから見る' })).toHaveCount(0);
      await expect(page.getByText(title.name)).toHaveCount(0);
      expect(await unblurredMatureArtworkInView(page)).toEqual([]);
    },
  );

  test(
    'mature artwork is blurred from the server on, until its own button reveals that one picture',
    {
      tag: '@desktop',
    },
    async ({ browser, page, context, request }, testInfo) => {
      const origin = webOriginOf(testInfo);
      const { title: r18 } = await findR18FreeEpisode(request);
      const searchPath = `/search?q=${encodeURIComponent(r18.name)}`;

      // Before any script runs: the server's page already blurs the mature results and the home page.
      const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL: origin });
      await discreetViewer(noScript, origin);
      const bare = await noScript.newPage();
      await bare.goto('/');
      expect(await unblurredMatureArtworkInView(bare)).toEqual([]);
      await bare.goto(searchPath);
      expect(await blurredMatureArtwork(bare)).toBeGreaterThan(0);
      expect(await unblurredMatureArtworkInView(bare)).toEqual([]);
      await noScript.close();

      await discreetViewer(context, origin);
      await page.goto(searchPath);
      await hydrated(page);
      const blurred = await blurredMatureArtwork(page);
      expect(blurred).toBeGreaterThan(0);
      // A button named in Japanese, reached and pressed from the keyboard.
      const reveal = page.getByRole('button', { name: `${r18.name}の画像を表示` }).first();
      await reveal.focus();
      await page.keyboard.press('Enter');
      await expect(reveal).toHaveCount(0);
      expect(await blurredMatureArtwork(page)).toBe(blurred - 1);
    },
  );

  test('without discreet mode nothing is blurred and the player names the title', async ({
    page,
    context,
    request,
  }, testInfo) => {
    const origin = webOriginOf(testInfo);
    await context.addCookies([
      { name: 'checked_age', value: '1', url: origin },
      { name: 'unsafe_search', value: '1', url: origin },
    ]);
    const { title, episode } = await findR18FreeEpisode(request);
    await page.goto(`/search?q=${encodeURIComponent(title.name)}`);
    expect(await blurredMatureArtwork(page)).toBe(0);
    await expect(page.getByRole('button', { name: /の画像を表示$/ })).toHaveCount(0);
    await page.goto(playerPath(title.id, episode.id));
    await expect(page).toHaveTitle(new RegExp(title.name));
  });

  test('a guest turns it on and off from the menu, and the page follows at once', async ({
    page,
    context,
    request,
  }, testInfo) => {
    const origin = webOriginOf(testInfo);
    await context.addCookies([
      { name: 'checked_age', value: '1', url: origin },
      { name: 'unsafe_search', value: '1', url: origin },
    ]);
    const { title } = await findR18FreeEpisode(request);
    await page.goto(`/search?q=${encodeURIComponent(title.name)}`);
    await hydrated(page);
    expect(await blurredMatureArtwork(page)).toBe(0);

    const menu = page.getByRole('dialog', { name: 'メニュー' });
    const toggle = menu.getByRole('switch', { name: 'ひかえめモードを使う' });
    await page.getByRole('button', { name: 'メニュー', exact: true }).click();
    await expect(toggle).not.toBeChecked();
    await expectNoSeriousViolations(page, 'the menu with the discreet mode switch');
    await toggle.check();
    await menu.getByRole('button', { name: 'メニューを閉じる' }).click();
    await expect.poll(() => blurredMatureArtwork(page)).toBeGreaterThan(0);
    expect((await context.cookies()).find((cookie) => cookie.name === 'discreet_mode')?.value).toBe('1');

    // This browser keeps the guest's choice: the next document is rendered discreet by the server.
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-discreet', '');
    await hydrated(page);
    await page.getByRole('button', { name: 'メニュー', exact: true }).click();
    await expect(toggle).toBeChecked();
    await toggle.uncheck();
    await menu.getByRole('button', { name: 'メニューを閉じる' }).click();
    await expect.poll(() => blurredMatureArtwork(page)).toBe(0);
  });

  test('a member turns it on with one tap on my page, the page follows at once, and so does their other browser', async ({
    page,
    request,
    browser,
  }) => {
    // Registering through the sign-in service takes most of the time on a busy machine.
    test.setTimeout(120_000);
    const email = uniqueEmail('discreet');
    await registerAndLogIn(page, email, MEMBER_PASSWORD);
    await page.goto('/my');
    await hydrated(page);
    const toggle = page.getByRole('switch', { name: 'ひかえめモードを使う' });
    await expect(toggle).not.toBeChecked();
    await expectNoSeriousViolations(page, 'my page with the discreet mode switch');
    await toggle.check();
    await expect(page.locator('html')).toHaveAttribute('data-discreet', '');
    const kept = (await page.context().cookies()).find((cookie) => cookie.name === 'discreet_mode');
    expect(kept?.value).toBe('1');

    // The next document is rendered by the server in discreet mode.
    const { title, episode } = await findR18FreeEpisode(request);
    await page.context().addCookies([{ name: 'checked_age', value: '1', url: new URL(page.url()).origin }]);
    await page.goto(playerPath(title.id, episode.id));
    await expect(page).toHaveTitle('動画を再生中 | Hanabi');

    // Another browser, without the cookie: signed in as the same member, home is rendered discreet (the API
    // keeps the member's choice).
    const origin = new URL(page.url()).origin;
    const other = await browser.newContext({ baseURL: origin });
    const elsewhere = await other.newPage();
    await elsewhere.goto(`${ACCOUNTS_ORIGIN}/login`);
    await elsewhere.getByLabel('メールアドレス').fill(email);
    await elsewhere.getByLabel('パスワード', { exact: true }).fill(MEMBER_PASSWORD);
    await elsewhere.getByRole('button', { name: 'ログイン' }).click();
    await expect(elsewhere.getByRole('button', { name: 'ログイン' })).toHaveCount(0);
    await elsewhere.goto('/');
    await expect(elsewhere.locator('html')).toHaveAttribute('data-discreet', '');
    expect((await other.cookies()).find((cookie) => cookie.name === 'discreet_mode')).toBeUndefined();
    await other.close();
  });
});
