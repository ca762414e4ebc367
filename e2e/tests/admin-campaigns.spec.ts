/**
 * Campaigns in the console (issue 18, decision 0061): a 編成 operator creates a campaign whose period starts two
 * days ahead, gives it a title and previews it running at that time; a guest gets the page-not-found answer before
 * the period (decision 0023: the same 404 as an unknown campaign) and the campaign page at that time (debug time).
 */
import type { BrowserContext } from '@playwright/test';
import { fetchDisplayableTitles } from '../support/api.ts';
import { CONSOLE_OPERATORS, consoleSetupLink } from '../support/console-admin.ts';
import { firstSignIn, setPassword } from '../support/console-sign-in.ts';
import { expect, test } from '../support/fixtures.ts';

const EDITOR = CONSOLE_OPERATORS.campaignsEditor;
const SLUG = 'e2e-hanabi-summer';
const NAME = '花火大会の夜のキャンペーン';
const LEAD = '花火のあとに観たい作品をそろえました。';
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** A datetime-local value in Japan time, as the console's fields take it. */
const japanInput = (instant: Date) => new Date(instant.getTime() + 9 * HOUR_MS).toISOString().slice(0, 16);

/** The server's now moved to `instant` for this browser (the dev_debug_time cookie; never in production). */
async function moveClock(context: BrowserContext, baseURL: string, instant: Date) {
  await context.addCookies([{ name: 'dev_debug_time', value: instant.toISOString(), url: baseURL }]);
}

test.use({ expectedConsoleErrors: [/Failed to load resource: the server responded with a status of 404/] });

test('an editor schedules a campaign; a guest finds no page before its period and the campaign at that time', async ({
  browser,
  baseURL,
  page: guest,
  request,
}) => {
  test.setTimeout(180_000);
  if (!baseURL) throw new Error('no baseURL');
  const [title] = await fetchDisplayableTitles(request);
  if (!title) throw new Error('the demo catalogue has no title');
  const startsAt = new Date(Math.ceil((Date.now() + 2 * DAY_MS) / 60_000) * 60_000);

  const editorContext = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  const editor = await editorContext.newPage();
  await setPassword(editor, consoleSetupLink('campaignsEditor'), EDITOR.password);
  await firstSignIn(editor, EDITOR);
  await editor
    .getByRole('navigation', { name: '管理画面のメニュー' })
    .getByRole('link', { name: 'キャンペーン' })
    .click();
  await editor.getByRole('link', { name: 'キャンペーンを作成' }).click();
  await expect(editor.getByRole('heading', { level: 1, name: 'キャンペーンを作成' })).toBeVisible();
  await editor.getByLabel('番号・名前', { exact: true }).fill(SLUG);
  await editor.getByLabel('キャンペーン名', { exact: true }).fill(NAME);
  await editor.getByLabel('リード文').fill(LEAD);
  await editor.getByLabel('公開開始日時').fill(japanInput(startsAt));
  await editor.getByLabel('公開終了日時').fill(japanInput(new Date(startsAt.getTime() + 7 * DAY_MS)));
  await editor.getByRole('button', { name: '作成する' }).click();
  await expect(editor.getByRole('heading', { level: 1, name: NAME })).toBeVisible();
  await expect(editor.getByText('現在の状態: 公開予定')).toBeVisible();

  await editor.getByLabel('作品のIDで追加').fill(String(title.id));
  await editor.getByRole('button', { name: '追加', exact: true }).click();
  await expect(editor.getByRole('status').filter({ hasText: '作品を追加しました。' })).toBeVisible();
  await editor.getByLabel('確認する日時（日本時間）').fill(japanInput(new Date(startsAt.getTime() + HOUR_MS)));
  await editor.getByRole('button', { name: '確認' }).click();
  await expect(editor.getByText(/の状態: 公開中/)).toBeVisible();
  await expect(editor.getByRole('link', { name: `/campaigns/${SLUG}（視聴者の画面）を開く` })).toBeVisible();
  await editorContext.close();

  const before = await guest.goto(`/campaigns/${SLUG}`);
  expect(before?.status()).toBe(404);
  await expect(guest.getByText('お探しのページは見つかりませんでした。')).toBeVisible();

  await moveClock(guest.context(), baseURL, new Date(startsAt.getTime() + HOUR_MS));
  const during = await guest.goto(`/campaigns/${SLUG}`);
  expect(during?.status()).toBe(200);
  await expect(guest.getByRole('heading', { level: 1, name: NAME })).toBeVisible();
  await expect(guest.getByText(LEAD)).toBeVisible();
  await expect(
    guest.getByRole('list', { name: `${NAME}の作品` }).getByRole('link', { name: title.name }),
  ).toBeVisible();
});
