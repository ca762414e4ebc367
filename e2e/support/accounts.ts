/** Steps on the sign-in service that several journeys share, done the way a viewer does them. */
import { expect, type Page } from '@playwright/test';
import { ACCOUNTS_ORIGIN } from './api.ts';

/** The password the tests' members register with. */
export const MEMBER_PASSWORD = 'hanabi2025pass';

/** A sandbox card that always succeeds (see the payments sandbox in the README). */
export const SANDBOX_CARD = { number: '4242 4242 4242 4242', cvc: '123' } as const;

/** An address nobody else in this run uses, so both browser projects can register at once. */
export function uniqueEmail(label: string): string {
  return `e2e-${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.jp`;
}

/**
 * Opens the confirmation link of the newest message sent to `email`, from the development mailbox. The
 * service sends its mails after answering (decision 0030), so the mailbox is reloaded until the mail is in.
 */
export async function openConfirmationLink(page: Page, email: string): Promise<void> {
  const message = page.getByRole('article').filter({ hasText: email }).first();
  await expect(async () => {
    await page.goto(`${ACCOUNTS_ORIGIN}/dev/mailbox`);
    await expect(message).toBeVisible({ timeout: 1000 });
  }).toPass();
  await message.getByRole('link', { name: /\/confirm\?token=/ }).click();
}

/** Fills the card fields of a payment form with a future expiry. */
export async function fillSandboxCard(page: Page): Promise<void> {
  await page.getByLabel('カード番号').fill(SANDBOX_CARD.number);
  await page.getByLabel('有効期限（月）').selectOption({ index: 12 });
  await page.getByLabel('有効期限（年）').selectOption({ index: 3 });
  await page.getByLabel('セキュリティコード').fill(SANDBOX_CARD.cvc);
}

/** Registers `email` from home and confirms it from the mailbox, signed in by that; the browser ends on Hanabi's home page. */
export async function registerAndLogIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: '会員登録' }).click();
  await expect(page).toHaveURL(new RegExp(`^${ACCOUNTS_ORIGIN}/register\\?design=1&destination=`));
  await page.getByLabel('メールアドレス').fill(email);
  await page.getByLabel('パスワード', { exact: true }).fill(password);
  await page.getByLabel('パスワード（確認）').fill(password);
  await page.getByRole('button', { name: '登録して確認メールを受け取る' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('確認メール');

  // Confirmed in the browser that registered: signed in at once, no password asked again (decision 0040),
  // and led back to where the registration started.
  await openConfirmationLink(page, email);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('メールアドレスの確認が完了しました');
  await expect(page.getByText('会員登録が完了し、ログインしました。')).toBeVisible();
  await page.getByRole('link', { name: 'Hanabiに戻る' }).click();
  await expect(page).toHaveURL(/\/$/);
}
