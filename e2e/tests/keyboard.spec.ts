/**
 * Issue 20, item 5: a viewer with only a keyboard reaches and operates the menu and the player — Tab to a
 * control, Enter or Space to press it, Escape to close — and hears the player's changes through its live
 * region.
 */
import type { Locator, Page } from '@playwright/test';
import { hydrated } from '../support/documents.ts';
import { findEpisode, playerPath } from '../support/episodes.ts';
import { expect, test } from '../support/fixtures.ts';
import { currentTime } from '../support/player.ts';

// Playing the video first: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 120_000 });

/** Presses Tab (at most `limit` times) until `target` has the focus, as a keyboard user moves through a page. */
async function tabTo(page: Page, target: Locator, limit = 60): Promise<void> {
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target, `reached by Tab within ${limit} presses`).toBeFocused();
}

test('the menu opens with Enter, keeps the focus inside, and Escape closes it back onto its button @desktop', async ({
  page,
}) => {
  await page.goto('/');
  await hydrated(page);
  const menuButton = page.getByRole('button', { name: 'メニュー', exact: true });
  await page.locator('body').focus();
  await tabTo(page, menuButton);
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'メニュー' });
  await expect(drawer).toBeVisible();
  // The focus is inside the menu and never reaches the page behind it, however far the viewer tabs (past the
  // last link it may leave for the browser's own controls, where the document has no focused element).
  for (let presses = 0; presses < 15; presses++) {
    const inside = await drawer.evaluate(
      (dialog) => dialog.contains(document.activeElement) || document.activeElement === document.body,
    );
    expect(inside, 'the focus stays in the menu').toBe(true);
    await page.keyboard.press('Tab');
  }
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(menuButton).toBeFocused();

  // A link in the menu is followed with Enter.
  await page.keyboard.press('Enter');
  await expect(drawer).toBeVisible();
  await tabTo(page, drawer.getByRole('link', { name: 'よくある質問' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === '/faq');
  await expect(drawer).toBeHidden();
});

test('the player’s controls are reached with Tab and pressed with Space and Enter, and each change is said', async ({
  page,
  request,
}) => {
  const { title, episode } = await findEpisode(request, 'free');
  await page.goto(playerPath(title.id, episode.id));
  await hydrated(page);
  const video = page.locator('video');
  await expect.poll(() => currentTime(video), { timeout: 30_000 }).toBeGreaterThan(0.5);
  const said = page.getByRole('region', { name: /の動画プレイヤー$/ }).getByRole('status');

  // From the seek bar, the control before it: the demo episodes are 12 s long, and a busy machine takes seconds
  // to Tab through the header, so starting from the top of the page could let the episode end first.
  await page.getByRole('slider', { name: '再生位置' }).focus();
  const pause = page.getByRole('button', { name: '一時停止' });
  await tabTo(page, pause);
  await page.keyboard.press('Space');
  await expect(video).toHaveJSProperty('paused', true);
  await expect(said).toHaveText('一時停止しました');
  const play = page.getByRole('button', { name: '再生', exact: true });
  await expect(play).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(video).toHaveJSProperty('paused', false);
  await expect(said).toHaveText('再生しています');

  // Paused again (the demo episodes are short: playing on would end this one), from the start.
  await page.keyboard.press('Space');
  await expect(said).toHaveText('一時停止しました');
  await page.keyboard.press('0');
  await expect.poll(() => currentTime(video)).toBe(0);
  // Forward by the skip length, with Enter.
  const forward = page.getByRole('button', { name: /^\d+秒進む$/ });
  await tabTo(page, forward);
  const skip = Number((await forward.getAttribute('aria-label'))?.replace('秒進む', ''));
  await page.keyboard.press('Enter');
  await expect.poll(() => currentTime(video)).toBeCloseTo(skip, 0);

  // Muted and unmuted with Enter; the volume lowered with ↓ (the slider is on wide screens only).
  const mute = page.getByRole('button', { name: 'ミュート', exact: true });
  await tabTo(page, mute);
  await page.keyboard.press('Enter');
  await expect(video).toHaveJSProperty('muted', true);
  await expect(said).toHaveText('ミュートしました');
  await page.keyboard.press('Enter');
  await expect(said).toHaveText('ミュートを解除しました');
  await page.keyboard.press('ArrowDown');
  await expect(said).toHaveText('音量 90%');

  // The settings open with Enter; the speed is chosen with the arrows; Escape closes them onto their button.
  const settings = page.getByRole('button', { name: '再生設定' });
  await tabTo(page, settings);
  await page.keyboard.press('Enter');
  await expect(settings).toHaveAttribute('aria-expanded', 'true');
  await tabTo(page, page.getByRole('radio', { name: '標準' }));
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: '1.25倍' })).toBeChecked();
  expect(await video.evaluate((element: HTMLVideoElement) => element.playbackRate)).toBe(1.25);
  await expect(said).toHaveText('再生速度 1.25倍');
  await page.keyboard.press('Escape');
  await expect(settings).toHaveAttribute('aria-expanded', 'false');
  await expect(settings).toBeFocused();
  // A shortcut's change is said too: Shift+< slows back down to normal speed.
  await page.keyboard.press('Shift+<');
  await expect(said).toHaveText('再生速度 標準');
});
