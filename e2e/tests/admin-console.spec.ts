import { expect, type Page, test } from '@playwright/test';
import { TOTP } from 'otpauth';
import { CONSOLE_ADMIN as ADMIN, consoleAdminSetupLink } from '../support/console-admin.ts';

const EDITOR = { email: 'editor@example.jp', name: '編成 太郎', password: '打ち上げは八時から2026' };

/** The set-up link's page: choose the password, twice. */
async function setPassword(page: Page, link: string, password: string) {
  await page.goto(link);
  await page.getByLabel('新しいパスワード', { exact: true }).fill(password);
  await page.getByLabel('新しいパスワード（確認）').fill(password);
  await page.getByRole('button', { name: 'パスワードを設定する' }).click();
  await expect(page.getByText('のパスワードを設定しました。')).toBeVisible();
}

/**
 * The first sign-in: password, then the authenticator app registered by the secret shown beside the QR code
 * (the code computed here as the app would), then the recovery codes, kept, and on to the console.
 */
async function firstSignIn(page: Page, who: { email: string; password: string }) {
  await page.getByRole('link', { name: 'ログインへ進む' }).click();
  await page.getByLabel('メールアドレス').fill(who.email);
  await page.getByLabel('パスワード').fill(who.password);
  await page.getByRole('button', { name: '次へ' }).click();
  await expect(page.getByRole('img', { name: '認証アプリに登録するためのQRコード' })).toBeVisible();
  const secret = await page.locator('.console-enrollment__secret code').innerText();
  const code = new TOTP({ secret }).generate();
  await page.getByLabel('確認コード（6桁）').fill(code);
  await page.getByRole('button', { name: '登録してログイン' }).click();
  await expect(page.getByRole('heading', { name: 'リカバリーコードを保存してください' })).toBeVisible();
  await expect(page.locator('.console-recovery-codes__list code')).toHaveCount(10);
  await page.getByRole('link', { name: '保存しました' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'ホーム' })).toBeVisible();
}

test('an administrator created by the command sets up, signs in with TOTP and invites an editor, who cannot open the operators page', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  // Operators work on a laptop first.
  const laptop = { baseURL, viewport: { width: 1280, height: 800 } };
  const admin = await browser.newPage(laptop);
  await setPassword(admin, consoleAdminSetupLink(), ADMIN.password);
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

  const editorContext = await browser.newContext(laptop);
  const editor = await editorContext.newPage();
  await setPassword(editor, editorLink, EDITOR.password);
  await firstSignIn(editor, EDITOR);
  await expect(editor.getByText('あなたの権限で開ける画面は、まだありません。')).toBeVisible();
  await expect(editor.getByRole('link', { name: 'オペレーター' })).toHaveCount(0);
  await editor.goto('/admin/operators');
  await expect(editor.getByRole('heading', { level: 1, name: 'この画面を開く権限がありません' })).toBeVisible();
  await editorContext.close();
});
