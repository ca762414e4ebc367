/**
 * The home key-visual carousel (issues 18 and 20, decision 0053), in one test so the product starts once: a
 * 編成 operator schedules a slide two days ahead with its picture and sees its phone and desktop preview; a
 * guest does not see it now and sees it at that time (debug time). On a phone the carousel swipes and pauses;
 * on a desktop with reduced motion it waits paused, and its arrows move it.
 */
import { resolve } from 'node:path';
import { type BrowserContext, expect, type Locator, type Page, test } from '@playwright/test';
import { fetchDisplayableTitles } from '../support/api.ts';
import { CONSOLE_OPERATORS, consoleSetupLink } from '../support/console-admin.ts';
import { firstSignIn, setPassword } from '../support/console-sign-in.ts';

const EDITOR = CONSOLE_OPERATORS.carouselEditor;
const HEADLINE = '花火の夜の特別上映';
const LINE = '今夜だけの特別編成でお届けします。';
/** A 960 × 540 PNG: large enough for a slide's two smallest widths. */
const PICTURE = resolve(import.meta.dirname, '../fixtures/key-art.png');
const DAY_MS = 24 * 60 * 60 * 1000;

/** A datetime-local value in Japan time, as the console's fields take it. */
const japanInput = (instant: Date) => new Date(instant.getTime() + 9 * 3_600_000).toISOString().slice(0, 16);

/** The buttons and links need the page's script: wait until React has hydrated it. */
async function hydrated(page: Page) {
  await page.waitForFunction(() => '__reactRouterDataRouter' in window);
}

/** The server's now moved to `instant` for this browser (the dev_debug_time cookie; never in production). */
async function moveClock(context: BrowserContext, baseURL: string, instant: Date) {
  await context.addCookies([{ name: 'dev_debug_time', value: instant.toISOString(), url: baseURL }]);
}

/** A finger's swipe from right to left across the carousel: touch events, which Chromium scrolls the track by. */
async function swipeLeft(page: Page, carousel: Locator) {
  const box = await carousel.boundingBox();
  if (!box) throw new Error('the carousel is not on the page');
  const touch = await page.context().newCDPSession(page);
  const y = box.y + box.height * 0.4;
  let x = box.x + box.width * 0.8;
  await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  for (let step = 0; step < 10; step += 1) {
    x -= box.width * 0.06;
    await touch.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
  }
  await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

test('an editor schedules a slide; a guest sees it at that time, swipes it on a phone and steps it on a desktop', async ({
  browser,
  baseURL,
  page: phone,
  request,
}) => {
  test.setTimeout(180_000);
  if (!baseURL) throw new Error('no baseURL');
  const [title] = await fetchDisplayableTitles(request);
  if (!title) throw new Error('the demo catalogue has no title');
  const startsAt = new Date(Math.ceil((Date.now() + 2 * DAY_MS) / 60_000) * 60_000);

  const editorContext = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  const editor = await editorContext.newPage();
  await setPassword(editor, consoleSetupLink('carouselEditor'), EDITOR.password);
  await firstSignIn(editor, EDITOR);
  await editor
    .getByRole('navigation', { name: '管理画面のメニュー' })
    .getByRole('link', { name: 'ホームのスライド' })
    .click();
  await editor.getByRole('link', { name: 'スライドを作成' }).click();
  await editor.getByLabel('見出し', { exact: true }).fill(HEADLINE);
  await editor.getByLabel('ひとこと', { exact: true }).fill(LINE);
  await editor.getByLabel('作品のID（リンク先が作品のとき）').fill(String(title.id));
  await editor.getByLabel('公開開始日時').fill(japanInput(startsAt));
  await editor.getByRole('button', { name: '作成する' }).click();
  await expect(editor.getByRole('heading', { level: 1, name: HEADLINE })).toBeVisible();
  await expect(editor.getByText('状態: 公開予定')).toBeVisible();

  await editor.getByLabel('スライド画像のファイル').setInputFiles(PICTURE);
  await editor.getByRole('button', { name: 'スライド画像をアップロード' }).click();
  await expect(editor.getByRole('status').filter({ hasText: 'スライド画像を差し替えました。' })).toBeVisible();
  for (const frame of ['スマートフォン（幅 360px）', 'パソコン（幅 1,168px を半分の大きさで表示）']) {
    await expect(editor.getByRole('figure', { name: frame }).getByText(HEADLINE)).toBeVisible();
  }
  await editorContext.close();

  // Now: the guest's carousel has the demo slides, not this one.
  await phone.goto('/');
  const carousel = phone.getByRole('region', { name: 'おすすめ作品' });
  await expect(carousel).toBeVisible();
  await expect(carousel.getByRole('link', { name: new RegExp(HEADLINE) })).toHaveCount(0);

  // At the slide's start it is there, last, leading to its title.
  await moveClock(phone.context(), baseURL, new Date(startsAt.getTime() + 60_000));
  await phone.goto('/');
  await hydrated(phone);
  const slide = carousel.getByRole('link', { name: new RegExp(HEADLINE) });
  await expect(slide).toHaveAttribute('href', new RegExp(`^/titles/${title.id}\\?section_id=key_visual&`));
  const firstPicture = carousel.locator('img').first();
  await expect(firstPicture).toHaveAttribute('fetchpriority', 'high');
  const count = await carousel.getByRole('listitem').count();
  const position = carousel.locator('.home-carousel__position');

  // A phone swipes; the arrows are for a mouse. Paused first, so that only the swipe moves it.
  await expect(carousel.getByRole('button', { name: '次のスライド' })).toBeHidden();
  await carousel.getByRole('button', { name: '自動再生を停止' }).click();
  await expect(carousel.getByRole('button', { name: '自動再生を開始' })).toBeVisible();
  await expect(position).toHaveText(`1 / ${count}`);
  await swipeLeft(phone, carousel);
  await expect(position).toHaveText(`2 / ${count}`);
  await expect(carousel.getByRole('listitem').nth(1)).toBeInViewport({ ratio: 0.9 });

  // A desktop viewer who prefers less motion: the carousel waits paused, and the arrows step through it.
  const desktopContext = await browser.newContext({
    baseURL,
    viewport: { width: 1280, height: 800 },
    // Not the phone project's touch screen: a mouse, which the arrows are for.
    isMobile: false,
    hasTouch: false,
    reducedMotion: 'reduce',
  });
  await moveClock(desktopContext, baseURL, new Date(startsAt.getTime() + 60_000));
  const desktop = await desktopContext.newPage();
  await desktop.goto('/');
  await hydrated(desktop);
  const wide = desktop.getByRole('region', { name: 'おすすめ作品' });
  await expect(wide.getByRole('button', { name: '自動再生を開始' })).toBeVisible();
  await expect(wide.getByRole('list')).toHaveAttribute('aria-live', 'polite');
  const next = wide.getByRole('button', { name: '次のスライド' });
  for (let step = 1; step < count; step += 1) await next.click();
  await expect(wide.locator('.home-carousel__position')).toHaveText(`${count} / ${count}`);
  await expect(wide.getByRole('link', { name: new RegExp(HEADLINE) })).toBeInViewport({ ratio: 0.9 });
  await wide.getByRole('button', { name: '前のスライド' }).click();
  await expect(wide.locator('.home-carousel__position')).toHaveText(`${count - 1} / ${count}`);
  // Started by the viewer, it says it runs and stops announcing each change.
  await wide.getByRole('button', { name: '自動再生を開始' }).click();
  await expect(wide.getByRole('button', { name: '自動再生を停止' })).toBeVisible();
  await desktopContext.close();
});
