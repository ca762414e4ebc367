import { expect, type Page, test } from '@playwright/test';
import { CONSOLE_OPERATORS, consoleSetupLink } from '../support/console-admin.ts';
import { firstSignIn, setPassword } from '../support/console-sign-in.ts';

const EDITOR = CONSOLE_OPERATORS.catalogueEditor;
const TITLE = { name: '夢見る花火師', typedReading: 'ユメミルハナビシ', reading: 'ゆめみるはなびし' };
const EPISODE = '花火の夜';

/** The confirm step needs the page's script: wait until React has hydrated it. */
async function hydrated(page: Page) {
  await page.waitForFunction(() => '__reactRouterDataRouter' in window);
}

/** 「公開する」, then the same word again in the confirmation that takes its place. */
async function publish(page: Page) {
  await hydrated(page);
  await page.getByRole('button', { name: '公開する' }).click();
  await expect(page.getByText('を公開しますか？')).toBeVisible();
  await page.getByRole('button', { name: '公開する' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'を公開しました。' })).toBeVisible();
}

test('an editor creates a draft title with a kana reading and an episode, publishes both, and a guest finds it by the reading', async ({
  browser,
  baseURL,
  page: guest,
}) => {
  test.setTimeout(180_000);
  // Operators work on a laptop first.
  const editorContext = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  const editor = await editorContext.newPage();
  await setPassword(editor, consoleSetupLink('catalogueEditor'), EDITOR.password);
  await firstSignIn(editor, EDITOR);

  await editor.getByRole('navigation', { name: '管理画面のメニュー' }).getByRole('link', { name: '作品' }).click();
  await expect(editor.getByRole('heading', { level: 1, name: '作品' })).toBeVisible();
  await editor.getByRole('link', { name: '作品を作成' }).click();
  await editor.getByLabel('作品名', { exact: true }).fill(TITLE.name);
  // Typed in katakana, kept in hiragana: search reads the reading either way.
  await editor.getByLabel('よみがな', { exact: true }).fill(TITLE.typedReading);
  await editor.getByLabel('あらすじ').fill('花火に夢を託す職人の物語。');
  await editor.getByLabel('配信開始日時', { exact: true }).fill('2020-01-01T00:00');
  await editor.getByRole('button', { name: '下書きとして作成' }).click();

  await expect(editor.getByRole('heading', { level: 1, name: TITLE.name })).toBeVisible();
  const state = editor.getByRole('region', { name: '公開状態' });
  await expect(state).toContainText('下書きです。公開するまで、視聴者には表示されません。');
  await expect(editor.getByLabel('よみがな', { exact: true })).toHaveValue(TITLE.reading);

  await editor.getByRole('link', { name: 'エピソードを追加' }).click();
  await expect(editor.getByLabel('話数の表記')).toHaveValue('第1話');
  await editor.getByLabel('エピソード名').fill(EPISODE);
  await editor.getByLabel('配信開始日時', { exact: true }).fill('2020-01-01T00:00');
  await editor.getByRole('button', { name: '下書きとして作成' }).click();
  await expect(editor.getByRole('heading', { level: 1, name: `第1話 ${EPISODE}` })).toBeVisible();
  await expect(editor.getByRole('link', { name: '動画' })).toHaveAttribute('href', /\/admin\/episodes\/\d+\/video$/);
  await publish(editor);

  await editor.getByRole('link', { name: `「${TITLE.name}」へ戻る` }).click();
  await expect(editor.getByRole('row', { name: new RegExp(EPISODE) })).toContainText('公開中');
  await publish(editor);
  await expect(state).toContainText('公開中です。視聴者に表示されています。');
  await editorContext.close();

  // The guest, on the phone of the project.
  await guest.goto('/search');
  const box = guest.getByRole('searchbox', { name: '作品名・キーワード' });
  await box.fill(TITLE.reading);
  await box.press('Enter');
  await expect(guest.getByRole('heading', { level: 1, name: `「${TITLE.reading}」の検索結果` })).toBeVisible();
  // The view switch's one-time hint covers the results until it is acknowledged, as a first visitor does.
  const hint = guest.getByRole('note').filter({ hasText: 'リストとグリッドで切り替えられます' });
  await hydrated(guest);
  await expect(async () => {
    await hint.getByRole('button', { name: 'OK' }).click();
    await expect(hint).toHaveCount(0, { timeout: 1000 });
  }).toPass();
  await guest
    .getByRole('list', { name: '検索結果' })
    .getByRole('link', { name: new RegExp(TITLE.name) })
    .click();
  await expect(guest.getByRole('heading', { level: 1, name: TITLE.name })).toBeVisible();
  await expect(guest.getByText(EPISODE)).toBeVisible();
});
