/**
 * Issue 18's order of the home's sections (decision 0064): a 編成 operator schedules, for a future day, an order
 * with 特集 on top and 新着エピソード hidden, starting from the order in force; a guest's home keeps the
 * built-in order until then and has the new one from then, without the hidden section (the dev_debug_time
 * cookie moves the server's now, as in tests/admin-editorial.spec.ts). The layout is deleted at the end, so no
 * other spec meets it.
 */
import { expect, type Page, test } from '@playwright/test';
import { consoleHydrated, operatorOnLaptop } from '../support/console-sign-in.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const BUILT_IN = ['新着エピソード', '週間ランキング', 'ジャンル別のおすすめ', '特集', '独占・先行配信', '配信予定'];
const SCHEDULED = ['特集', '週間ランキング', 'ジャンル別のおすすめ', '独占・先行配信', '配信予定'];

/** An instant as the console's datetime-local fields take it, in Japan time. */
const japanInput = (instant: number) => new Date(instant + 9 * 60 * MINUTE).toISOString().slice(0, 16);

/** The catalogue sections' headings on the guest's home, top to bottom. */
async function sectionHeadings(page: Page): Promise<string[]> {
  const headings = await page.getByRole('main').getByRole('heading', { level: 2 }).allInnerTexts();
  return headings.map((heading) => heading.trim()).filter((heading) => BUILT_IN.includes(heading));
}

test('an editor schedules an order of the home’s sections that a guest gets from its start, and not before', async ({
  browser,
  baseURL,
  page: guest,
  context: guestContext,
}) => {
  const { context: editorContext, page: editor } = await operatorOnLaptop(browser, baseURL, 'homeLayoutEditor');

  // Forty days ahead (clear of the other specs' moved clocks, inside the demo features' windows), for a day.
  const start = Math.ceil((Date.now() + 40 * DAY) / MINUTE) * MINUTE;
  await editor
    .getByRole('navigation', { name: '管理画面のメニュー' })
    .getByRole('link', { name: 'ホームの並び順' })
    .click();
  await editor.getByRole('link', { name: '並び順を作成' }).click();
  await expect(editor.getByRole('heading', { level: 1, name: 'ホームの並び順を作成' })).toBeVisible();
  await consoleHydrated(editor);
  // 特集 up three places to the top (from 4th), one move at a time, the focus staying on the button pressed
  // — on its pair once it is at the top.
  const up = editor.getByRole('button', { name: '「特集」を上へ移動' });
  const place = editor.getByRole('row', { name: /特集/ }).getByRole('cell').first();
  for (const expected of ['3', '2', '1']) {
    await up.click();
    await expect(place).toHaveText(expected);
  }
  await expect(up).toBeDisabled();
  await expect(editor.getByRole('button', { name: '「特集」を下へ移動' })).toBeFocused();
  await editor.getByRole('checkbox', { name: '「新着エピソード」を表示する' }).uncheck();
  await editor.getByLabel('開始日時').fill(japanInput(start));
  await editor.getByLabel('終了日時').fill(japanInput(start + DAY));
  await editor.getByRole('button', { name: 'この並び順を予約する' }).click();
  await expect(editor.getByRole('status').filter({ hasText: 'ホームの並び順を予約しました。' })).toBeVisible();

  // The console's preview at the start: the sections a viewer gets, in order.
  await editor.getByLabel('確認する日時（日本時間）').fill(japanInput(start + MINUTE));
  await editor.getByRole('button', { name: '確認' }).click();
  await expect(editor.getByRole('list', { name: 'ホームに表示されるセクション' }).getByRole('listitem')).toHaveText([
    '特集',
    '週間ランキング',
    'おすすめ',
    '独占・先行配信',
    '配信予定',
  ]);

  const at = async (instant: number) => {
    await guestContext.addCookies([{ name: 'dev_debug_time', value: new Date(instant).toISOString(), url: baseURL }]);
  };
  // Sections the demo seed leaves empty at that time are left out; the ones compared are those on the page.
  await at(start - MINUTE);
  await guest.goto('/');
  await expect(guest.getByRole('region', { name: '特集', exact: true })).toBeVisible();
  const before = await sectionHeadings(guest);
  expect(before).toEqual(BUILT_IN.filter((heading) => before.includes(heading)));
  expect(before.slice(0, 1)).toEqual(['新着エピソード']);
  await at(start + MINUTE);
  await guest.goto('/');
  await expect(guest.getByRole('region', { name: '特集', exact: true })).toBeVisible();
  expect(await sectionHeadings(guest)).toEqual(SCHEDULED.filter((heading) => before.includes(heading)));
  await expect(guest.getByRole('region', { name: '新着エピソード', exact: true })).toHaveCount(0);

  // Deleted after a question: the guest's home is back to the built-in order.
  await consoleHydrated(editor);
  const row = editor.getByRole('row', { name: /特集 → 週間ランキング/ });
  await row.getByRole('button', { name: '削除' }).click();
  await row.getByRole('button', { name: '削除する' }).click();
  await expect(editor.getByRole('status').filter({ hasText: 'ホームの並び順を削除しました。' })).toBeVisible();
  await guest.reload();
  await expect(guest.getByRole('region', { name: '新着エピソード', exact: true })).toBeVisible();
  expect(await sectionHeadings(guest)).toEqual(before);

  await editorContext.close();
});
