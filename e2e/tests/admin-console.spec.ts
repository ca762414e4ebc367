import { expect, test } from '@playwright/test';
import { CONSOLE_OPERATORS, consoleSetupLink } from '../support/console-admin.ts';
import { firstSignIn, setPassword } from '../support/console-sign-in.ts';

const ADMIN = CONSOLE_OPERATORS.admin;
const EDITOR = { email: 'editor@example.jp', name: '編成 太郎', password: '打ち上げは八時から2026' };

test('an administrator created by the command sets up, signs in with TOTP and invites an editor, who cannot open the operators page', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  // Operators work on a laptop first.
  const laptop = { baseURL, viewport: { width: 1280, height: 800 } };
  const admin = await browser.newPage(laptop);
  await setPassword(admin, consoleSetupLink('admin'), ADMIN.password);
  await firstSignIn(admin, ADMIN);
  await expect(admin.getByText(`${ADMIN.name}さん（管理者）としてログインしています。`)).toBeVisible();

  await admin
    .getByRole('navigation', { name: '管理画面のメニュー' })
    .getByRole('link', { name: 'オペレーター' })
    .click();
  await expect(admin.getByRole('heading', { level: 1, name: 'オペレーター' })).toBeVisible();
  await admin.getByLabel('メールアドレス').fill(EDITOR.email);
  await admin.getByLabel('表示名').fill(EDITOR.name);
  await admin.getByLabel('権限', { exact: true }).selectOption({ label: '編成' });
  await admin.getByRole('button', { name: '招待する' }).click();
  await expect(admin.getByRole('heading', { name: `${EDITOR.name}さんを招待しました` })).toBeVisible();
  const editorLink = await admin.getByLabel('設定用リンク').inputValue();
  expect(editorLink).toMatch(/\/admin\/setup\?token=[A-Za-z0-9_-]{43}$/);
  await expect(admin.getByRole('row', { name: new RegExp(EDITOR.name) })).toContainText('招待中');
  // Back home without reloading the page: its data comes from /admin.data, which the session cookie must reach.
  await admin
    .getByRole('navigation', { name: '管理画面のメニュー' })
    .getByRole('link', { name: 'ホーム', exact: true })
    .click();
  await expect(admin).toHaveURL(/\/admin$/);
  await expect(admin.getByText(`${ADMIN.name}さん（管理者）としてログインしています。`)).toBeVisible();

  const editorContext = await browser.newContext(laptop);
  const editor = await editorContext.newPage();
  await setPassword(editor, editorLink, EDITOR.password);
  await firstSignIn(editor, EDITOR);
  await expect(
    editor.getByRole('navigation', { name: '管理画面のメニュー' }).getByRole('link', { name: '作品' }),
  ).toBeVisible();
  await expect(editor.getByRole('link', { name: 'オペレーター' })).toHaveCount(0);
  await editor.goto('/admin/operators');
  await expect(editor.getByRole('heading', { level: 1, name: 'この画面を開く権限がありません' })).toBeVisible();
  await editorContext.close();

  // Every operator write is in the audit log: the invitation, by whom, with the invited address.
  await admin.goto('/admin/audit');
  const invitation = admin.getByRole('row').filter({ hasText: 'オペレーターを招待' }).filter({ hasText: EDITOR.email });
  await expect(invitation).toContainText(ADMIN.name);
});
