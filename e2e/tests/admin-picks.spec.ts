/**
 * Issue 18's editor picks (decision 0064): a 編成 operator makes a list of picks from a future time, adds two
 * titles by their id and previews that time in the console; a guest's おすすめ opens with the two, in that order
 * and not repeated below, from that time and not before (the dev_debug_time cookie moves the server's now, as in
 * tests/admin-home-layout.spec.ts). The list is deleted at the end, so no other spec meets it.
 */
import type { RecommendedTitles } from '@hanabi/contract';
import { expect, type Page, test } from '@playwright/test';
import { API_ORIGIN } from '../support/api.ts';
import { consoleHydrated, operatorOnLaptop } from '../support/console-sign-in.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const NAME = '花火の夜の編集部おすすめ';
const PICKS = '編集部のおすすめ';

/** An instant as the console's datetime-local fields take it, in Japan time. */
const japanInput = (instant: number) => new Date(instant + 9 * 60 * MINUTE).toISOString().slice(0, 16);

/**
 * The guest's おすすめ rails, top to bottom: each rail's heading and the titles it links to. The section is
 * 「ジャンル別のおすすめ」 for a guest, 「おすすめ」 while the editors' picks lead it.
 */
async function recommendedRails(page: Page, section: 'ジャンル別のおすすめ' | 'おすすめ') {
  const rails = page.getByRole('region', { name: section, exact: true }).locator('.home-subsection');
  await expect(rails.first()).toBeVisible();
  const found: Array<{ heading: string; titleIds: number[] }> = [];
  for (const rail of await rails.all()) {
    const hrefs = await rail.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    found.push({
      heading: (await rail.getByRole('heading').innerText()).trim(),
      titleIds: hrefs.map((href) => Number(/^\/titles\/(\d+)/.exec(href ?? '')?.[1])).filter(Boolean),
    });
  }
  return found;
}

test('an editor picks two titles from a future time; a guest’s おすすめ leads with them from then, and not before', async ({
  browser,
  baseURL,
  page: guest,
  context: guestContext,
  request,
}) => {
  test.setTimeout(180_000);
  // Thirty days ahead (clear of the other specs' moved clocks), for a day.
  const start = Math.ceil((Date.now() + 30 * DAY) / MINUTE) * MINUTE;
  // Two titles a guest is recommended then, neither of them first: the last genre's first, then the first's second.
  const computed = await request.get(`${API_ORIGIN}/v1/recommended_titles?genres=4`, {
    headers: { 'x-debug-time': new Date(start + MINUTE).toISOString() },
  });
  const { genres } = ((await computed.json()) as { contents: RecommendedTitles }).contents;
  const picked = [genres.at(-1)?.titles[0], genres[0]?.titles[1]];
  const [first, second] = picked;
  if (!first || !second || first.id === second.id) throw new Error('the demo catalogue recommends too few titles');

  const { context: editorContext, page: editor } = await operatorOnLaptop(browser, baseURL, 'picksEditor');
  await editor.getByRole('navigation', { name: '管理画面のメニュー' }).getByRole('link', { name: PICKS }).click();
  await editor.getByRole('link', { name: `${PICKS}を作成` }).click();
  await expect(editor.getByRole('heading', { level: 1, name: `${PICKS}を作成` })).toBeVisible();
  await editor.getByLabel('名前', { exact: true }).fill(NAME);
  await editor.getByLabel('公開開始日時').fill(japanInput(start));
  await editor.getByLabel('公開終了日時').fill(japanInput(start + DAY));
  await editor.getByRole('button', { name: '作成する' }).click();
  await expect(editor.getByRole('heading', { level: 1, name: NAME })).toBeVisible();
  await expect(editor.getByText('現在の状態: 公開予定')).toBeVisible();
  for (const title of [first, second]) {
    await editor.getByLabel('作品のIDで追加').fill(String(title.id));
    await editor.getByRole('button', { name: '追加', exact: true }).click();
    await expect(editor.getByRole('status').filter({ hasText: '作品を追加しました。' })).toBeVisible();
  }
  await expect(editor.getByRole('heading', { name: `${PICKS}の作品（2件）` })).toBeVisible();

  // The list page's preview at the start: this list leads, its titles in order.
  await editor.getByRole('link', { name: `${PICKS}の一覧へ戻る` }).click();
  await expect(editor.getByRole('heading', { level: 1, name: PICKS })).toBeVisible();
  await editor.getByLabel('確認する日時（日本時間）').fill(japanInput(start + MINUTE));
  await editor.getByRole('button', { name: '確認' }).click();
  await expect(editor.getByRole('status').filter({ hasText: `の「おすすめ」の先頭: ${NAME}` })).toBeVisible();
  await expect(editor.getByRole('list', { name: /に先頭に並ぶ作品/ }).getByRole('listitem')).toHaveText([
    first.name,
    second.name,
  ]);

  const at = async (instant: number) => {
    await guestContext.addCookies([{ name: 'dev_debug_time', value: new Date(instant).toISOString(), url: baseURL }]);
  };
  await at(start - MINUTE);
  await guest.goto('/');
  expect((await recommendedRails(guest, 'ジャンル別のおすすめ')).map((rail) => rail.heading)).not.toContain(PICKS);
  await at(start + MINUTE);
  await guest.goto('/');
  const [lead, ...others] = await recommendedRails(guest, 'おすすめ');
  expect(lead).toEqual({ heading: PICKS, titleIds: [first.id, second.id] });
  for (const rail of others) expect(rail.titleIds).not.toContain(first.id);

  // Deleted after a question: the guest's おすすめ is the computed one again.
  await editor.getByRole('link', { name: NAME }).first().click();
  await consoleHydrated(editor);
  await editor.getByRole('button', { name: '削除', exact: true }).click();
  await editor.getByRole('button', { name: '削除する' }).click();
  await expect(editor.getByRole('status').filter({ hasText: `${PICKS}を削除しました。` })).toBeVisible();
  await guest.reload();
  expect((await recommendedRails(guest, 'ジャンル別のおすすめ')).map((rail) => rail.heading)).not.toContain(PICKS);

  await editorContext.close();
});
