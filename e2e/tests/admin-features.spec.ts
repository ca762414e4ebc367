/**
 * Features (特集) in the console (issue 18, decision 0063): a 編成 operator creates a feature running now, adds
 * two titles (one by its id, one found by name), moves the second first, and previews a time after its end; a
 * guest sees it on the home page at once, its titles in that order.
 */
import { expect, test } from '@playwright/test';
import { fetchDisplayableTitles } from '../support/api.ts';
import { CONSOLE_OPERATORS, consoleSetupLink } from '../support/console-admin.ts';
import { consoleHydrated, firstSignIn, setPassword } from '../support/console-sign-in.ts';

const EDITOR = CONSOLE_OPERATORS.featuresEditor;
const NAME = '花火の夜に観たい特集';
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** A datetime-local value in Japan time, as the console's fields take it. */
const japanInput = (instant: Date) => new Date(instant.getTime() + 9 * HOUR_MS).toISOString().slice(0, 16);

test('an editor creates a feature with two titles; a guest sees it on the home page', async ({
  browser,
  baseURL,
  page: guest,
  request,
}) => {
  test.setTimeout(180_000);
  const [first, second] = await fetchDisplayableTitles(request);
  if (!first || !second) throw new Error('the demo catalogue has fewer than two titles');

  const editorContext = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  const editor = await editorContext.newPage();
  await setPassword(editor, consoleSetupLink('featuresEditor'), EDITOR.password);
  await firstSignIn(editor, EDITOR);
  await editor.getByRole('navigation', { name: '管理画面のメニュー' }).getByRole('link', { name: '特集' }).click();
  await editor.getByRole('link', { name: '特集を作成' }).click();
  await expect(editor.getByRole('heading', { level: 1, name: '特集を作成' })).toBeVisible();
  await editor.getByLabel('特集名', { exact: true }).fill(NAME);
  await editor.getByLabel('スラッグ', { exact: true }).fill('e2e-hanabi-night');
  await editor.getByLabel('説明').fill('夏の夜にぴったりの作品を集めました。');
  await editor.getByLabel('公開開始日時').fill(japanInput(new Date(Date.now() - HOUR_MS)));
  await editor.getByLabel('公開終了日時').fill(japanInput(new Date(Date.now() + 7 * DAY_MS)));
  await editor.getByRole('button', { name: '作成する' }).click();
  await expect(editor.getByRole('heading', { level: 1, name: NAME })).toBeVisible();
  await expect(editor.getByText('現在の状態: 公開中')).toBeVisible();

  await editor.getByLabel('作品のIDで追加').fill(String(first.id));
  await editor.getByRole('button', { name: '追加', exact: true }).click();
  await expect(editor.getByRole('status').filter({ hasText: '作品を追加しました。' })).toBeVisible();
  await editor.getByLabel('作品名・よみがなで探す').fill(second.name);
  await editor.getByRole('search', { name: '追加する作品の検索' }).getByRole('button', { name: '検索' }).click();
  await editor.getByRole('button', { name: `「${second.name}」を追加` }).click();
  await expect(editor.getByRole('heading', { name: '特集の作品（2件）' })).toBeVisible();
  await consoleHydrated(editor);
  await editor.getByRole('button', { name: `「${second.name}」を上へ移動` }).click();
  await expect(editor.getByRole('status').filter({ hasText: '作品の並び順を変更しました。' })).toBeVisible();

  await editor.getByLabel('確認する日時（日本時間）').fill(japanInput(new Date(Date.now() + 8 * DAY_MS)));
  await editor.getByRole('button', { name: '確認' }).click();
  await expect(editor.getByText(/の状態: 終了/)).toBeVisible();
  await editorContext.close();

  await guest.goto('/');
  const feature = guest.locator('.home-subsection').filter({ has: guest.getByRole('heading', { name: NAME }) });
  await expect(feature).toBeVisible();
  const links = feature.getByRole('link');
  await expect(links.first()).toHaveAttribute('href', new RegExp(`^/titles/${second.id}\\?`));
  await expect(links.nth(1)).toHaveAttribute('href', new RegExp(`^/titles/${first.id}\\?`));
});
