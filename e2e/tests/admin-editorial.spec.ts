/**
 * Issue 18's editorial journey, in one test: a 編成 operator adds a redirect and the old address sends a
 * guest on at once (the web server asks the API on every page request: nothing to restart or wait for); then
 * schedules an urgent notice for a future time as a draft, previews it, publishes it, and a guest sees its
 * banner from that time and not before, and not at all while it was a draft (the dev_debug_time cookie moves
 * the server's now, as in tests/notices.spec.ts).
 */
import { expect, test } from '@playwright/test';
import { operatorOnLaptop } from '../support/console-sign-in.ts';

const OLD_PATH = '/e2e-editorial/summer-campaign-2025';
const NOTICE_TITLE = '【重要】配信設備の臨時メンテナンスについて';
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** An instant as the console's datetime-local fields take it, in Japan time. */
const japanInput = (instant: number) => new Date(instant + 9 * 60 * MINUTE).toISOString().slice(0, 16);

test('an editor adds a redirect a guest follows, and schedules an urgent notice a guest sees from its time', async ({
  browser,
  baseURL,
  page: guest,
  context: guestContext,
}) => {
  const { context: editorContext, page: editor } = await operatorOnLaptop(browser, baseURL, 'editorialEditor');
  const menu = editor.getByRole('navigation', { name: '管理画面のメニュー' });

  // The redirect: saved, then followed by the next page request.
  await menu.getByRole('link', { name: '転送' }).click();
  await editor.getByLabel('転送元のパス', { exact: true }).fill(`${OLD_PATH}/`);
  await editor.getByLabel('転送先', { exact: true }).fill('/notices?refp=summer');
  await editor.getByRole('button', { name: '転送を追加' }).click();
  await expect(editor.getByRole('status').filter({ hasText: `${OLD_PATH} の転送を追加しました。` })).toBeVisible();
  await expect(editor.getByRole('row', { name: new RegExp(OLD_PATH) })).toContainText('/notices?refp=summer');

  await guest.goto(OLD_PATH);
  await expect(guest).toHaveURL(/\/notices\?refp=summer$/);
  await expect(guest.getByRole('heading', { level: 1, name: 'お知らせ' })).toBeVisible();

  // The urgent notice, a month ahead (after any urgent notice of the demo seed), for a day.
  const start = Math.ceil((Date.now() + 30 * DAY) / MINUTE) * MINUTE;
  await menu.getByRole('link', { name: 'お知らせ' }).click();
  await editor.getByRole('link', { name: 'お知らせを作成' }).click();
  await expect(editor.getByRole('heading', { level: 1, name: 'お知らせを作成' })).toBeVisible();
  await editor.getByLabel('区分', { exact: true }).selectOption({ label: '重要なお知らせ' });
  await editor.getByLabel('タイトル', { exact: true }).fill(NOTICE_TITLE);
  await editor.getByLabel('本文').fill('下記の日程で臨時メンテナンスを行います。\n\nご不便をおかけします。');
  await editor.getByLabel('公開日時（日本時間）').fill(japanInput(start));
  await editor.getByLabel('緊急表示の終了日時（日本時間・任意）').fill(japanInput(start + DAY));
  await editor.getByRole('button', { name: 'お知らせを作成' }).click();

  // Its page previews it at its publication time: published, and the banner of every page.
  await expect(editor.getByRole('status').filter({ hasText: 'お知らせを作成しました。' })).toBeVisible();
  const preview = editor.getByLabel('視聴者の画面');
  await expect(preview.getByRole('status')).toContainText('公開中・緊急表示中');
  await expect(preview.getByRole('region', { name: '緊急のお知らせ' })).toContainText(NOTICE_TITLE);
  await expect(preview.getByRole('article')).toContainText('ご不便をおかけします。');

  await expect(preview).toContainText('下書きのため、まだ視聴者には表示されません。');

  // A draft: a guest at its time sees nothing of it.
  const banner = guest.getByRole('region', { name: '緊急のお知らせ' });
  const at = async (instant: number) => {
    const value = new Date(instant).toISOString();
    await guestContext.addCookies([{ name: 'dev_debug_time', value, url: new URL(guest.url()).origin }]);
  };
  await at(start + MINUTE);
  await guest.goto('/');
  await expect(guest.getByRole('main')).toBeVisible();
  await expect(banner.getByRole('link', { name: NOTICE_TITLE })).toHaveCount(0);

  // Published by unchecking 下書き; then a guest a minute before: no banner of it; a minute after: the banner.
  await editor.getByRole('checkbox', { name: /^下書き/ }).uncheck();
  await editor.getByRole('button', { name: '変更を保存' }).click();
  await expect(editor.getByRole('status').filter({ hasText: 'お知らせを保存しました。' })).toBeVisible();
  await at(start - MINUTE);
  await guest.goto('/');
  await expect(guest.getByRole('main')).toBeVisible();
  await expect(banner.getByRole('link', { name: NOTICE_TITLE })).toHaveCount(0);
  await at(start + MINUTE);
  await guest.goto('/');
  await expect(banner.getByRole('link', { name: NOTICE_TITLE })).toBeVisible();
  await banner.getByRole('link', { name: NOTICE_TITLE }).click();
  await expect(guest.getByRole('heading', { level: 1, name: NOTICE_TITLE })).toBeVisible();

  await editorContext.close();
});
