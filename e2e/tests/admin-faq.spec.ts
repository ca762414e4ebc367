/**
 * Issue 18's FAQ journey: a 編成 operator finds an FAQ entry in the console, changes its answer, and a guest
 * opening its page /faq/{n} reads the new answer within the few seconds a shared guest page is kept (decision
 * 0057) — the FAQ is data the web server asks the API for, no longer text held in the web app.
 */
import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { openConsoleSection } from '../support/console-sign-in.ts';

const QUESTION = 'ログアウトするにはどうすればよいですか。';
const OLD_ANSWER = '共用のパソコンでご利用になったときは、必ずログアウトしてください。';
const NEW_ANSWER = 'メニューの一番下にある「ログアウト」を押してください。';

test("an editor changes an FAQ entry's answer, and a guest reads the new answer on its page", async ({
  browser,
  baseURL,
  page: guest,
}) => {
  // The demo's answer, as a guest reads it before the change.
  await guest.goto('/faq/7');
  await expect(guest.getByRole('heading', { level: 1, name: QUESTION })).toBeVisible();
  await expect(guest.getByRole('region', { name: '回答' })).toContainText(OLD_ANSWER);

  const { context: editorContext, page: editor } = await openConsoleSection(
    browser,
    baseURL,
    'faqEditor',
    'よくある質問',
  );
  await expect(editor.getByRole('heading', { level: 1, name: 'よくある質問' })).toBeVisible();

  await editor.getByLabel('キーワード・番号').fill('ログアウトするには');
  await editor.getByRole('button', { name: '検索' }).click();
  const row = editor.getByRole('row', { name: new RegExp(QUESTION) });
  await expect(row).toContainText('会員登録・ログイン');
  await row.getByRole('link', { name: /^編集/ }).click();
  await expect(editor.getByRole('heading', { level: 2, name: 'よくある質問 7 を編集' })).toBeVisible();
  await expectNoSeriousViolations(editor, '/admin/faq?edit=…');

  const answer = editor.getByLabel('回答', { exact: true });
  await expect(answer).toHaveValue(new RegExp(OLD_ANSWER));
  await answer.fill(`${NEW_ANSWER}\n\n共用の端末では、使い終わったら必ずログアウトしてください。`);
  await editor.getByRole('button', { name: '変更を保存' }).click();
  await expect(editor.getByRole('status').filter({ hasText: 'よくある質問 7 を変更しました。' })).toBeVisible();

  // Shared guest pages are kept a few seconds (decision 0057): the new answer shows within them.
  const shown = guest.getByRole('region', { name: '回答' });
  await expect(async () => {
    await guest.goto('/faq/7');
    await expect(shown).toContainText(NEW_ANSWER, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(shown).not.toContainText(OLD_ANSWER);
  await expect(guest.getByRole('heading', { level: 1, name: QUESTION })).toBeVisible();

  await editorContext.close();
});
