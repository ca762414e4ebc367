/**
 * Issue 18's rules pages, in one test: a 編成 operator writes a new revision of the terms (利用規約) in the console,
 * previews it and publishes it, confirmed, to take effect on a later day. A guest sees the old text until that
 * day and the new one from it (the dev_debug_time cookie moves the server's now, as in admin-editorial.spec.ts);
 * the 改定履歴 then lists both with their dates, and the old text as a member agreed to it stays readable.
 */
import { expect, test } from '@playwright/test';
import { consoleHydrated, openConsoleSection } from '../support/console-sign-in.ts';

const DAY = 24 * 60 * 60_000;
const OLD_CLAUSE = '東京地方裁判所を第一審の専属的合意管轄裁判所とします。';
const NEW_CLAUSE = '本規約に関する紛争は、大阪地方裁判所を第一審の専属的合意管轄裁判所とします。';

/** The Japan date `days` days from now: 2026-12-07, and as pages write it, 2026年12月7日. */
function japanDay(days: number) {
  const iso = new Date(Date.now() + days * DAY + 9 * 60 * 60_000).toISOString().slice(0, 10);
  const [year, month, day] = iso.split('-').map(Number);
  return { iso, label: `${year}年${month}月${day}日` };
}

test('an editor publishes a terms revision for a later day; guests see it from that day, with both in the history', async ({
  browser,
  baseURL,
  page: guest,
  context: guestContext,
}) => {
  const effective = japanDay(10);
  const { context: editorContext, page: editor } = await openConsoleSection(browser, baseURL, 'rulesEditor', '規約');

  // A new revision from the text in force: the last article changed, for the day ten days ahead.
  await expect(editor.getByRole('heading', { level: 1, name: '規約' })).toBeVisible();
  await expect(editor.getByRole('row', { name: /2025年4月1日 施行済み/ })).toBeVisible();
  const body = editor.getByLabel('本文');
  const text = await body.inputValue();
  expect(text).toContain(OLD_CLAUSE);
  await body.fill(text.replace(`本サービスに関して当社と利用者との間で紛争が生じた場合は、${OLD_CLAUSE}`, NEW_CLAUSE));
  await editor.getByLabel('施行日').fill(effective.iso);
  await editor.getByRole('button', { name: '下書きを作成' }).click();

  // Its page: a draft, previewed as viewers will see it, published once confirmed.
  await expect(editor.getByRole('status').filter({ hasText: '下書きを作成しました。' })).toBeVisible();
  await expect(editor.getByRole('heading', { level: 1, name: `利用規約（${effective.label}施行）` })).toBeVisible();
  await expect(editor.getByRole('region', { name: '視聴者の画面' })).toContainText(NEW_CLAUSE);
  await consoleHydrated(editor);
  await editor.getByRole('button', { name: `${effective.label}施行で公開` }).click();
  await expect(editor.getByText('公開すると本文も施行日も変更できず')).toBeVisible();
  await editor.getByRole('button', { name: '公開する', exact: true }).click();
  await expect(editor.getByRole('status')).toHaveText(
    `利用規約の改定を公開しました。${effective.label}から視聴者に表示されます。`,
  );
  await expect(editor.getByText('公開済みの改定は変更も削除もできません。')).toBeVisible();
  await expect(editor.getByRole('button', { name: '下書きを保存' })).toHaveCount(0);

  const start = Date.parse(`${effective.iso}T00:00:00+09:00`);
  const at = async (instant: number) => {
    const value = new Date(instant).toISOString();
    await guestContext.addCookies([{ name: 'dev_debug_time', value, url: new URL(baseURL ?? '').origin }]);
  };
  const terms = guest.getByRole('main');
  const history = guest.getByRole('region', { name: '改定履歴' });

  // The day before: the old text, and a history of the first revision only.
  await at(start - 60_000);
  await guest.goto('/rules/service');
  await expect(guest.getByRole('heading', { level: 1, name: '利用規約' })).toBeVisible();
  await expect(terms).toContainText(OLD_CLAUSE);
  await expect(terms).not.toContainText(NEW_CLAUSE);
  await expect(history.getByRole('listitem')).toHaveText(['2025年4月1日 制定（現在の版）']);

  // From the day: the new text, and both revisions with their dates, newest first.
  await at(start + 60_000);
  await guest.goto('/rules/service');
  await expect(terms).toContainText(NEW_CLAUSE);
  await expect(terms).not.toContainText(OLD_CLAUSE);
  await expect(history.getByRole('listitem')).toHaveText([`${effective.label} 改定（現在の版）`, '2025年4月1日 制定']);

  // The text a member agreed to before stays readable.
  await history.getByRole('link', { name: '2025年4月1日 制定' }).click();
  await expect(guest).toHaveURL(/\/rules\/service\?revision=\d+$/);
  await expect(terms).toContainText('2025年4月1日に施行された以前の版を表示しています。');
  await expect(terms).toContainText(OLD_CLAUSE);
  await guest.getByRole('link', { name: '現在の版を見る' }).click();
  await expect(terms).toContainText(NEW_CLAUSE);

  await editorContext.close();
});
