/** An operator's first steps in the console, as a person takes them: the set-up link, then the first sign-in. */
import { type Browser, expect, type Page } from '@playwright/test';
import { TOTP } from 'otpauth';
import { CONSOLE_OPERATORS, type ConsoleOperator, consoleSetupLink } from './console-admin.ts';
import { E2E_PORTS } from './ports.ts';

/** The set-up link's page: choose the password, twice. */
export async function setPassword(page: Page, link: string, password: string) {
  await page.goto(link);
  await page.getByLabel('新しいパスワード', { exact: true }).fill(password);
  await page.getByLabel('新しいパスワード（確認）').fill(password);
  await page.getByRole('button', { name: 'パスワードを設定する' }).click();
  await expect(page.getByText('のパスワードを設定しました。')).toBeVisible();
}

/**
 * An office address in Japan (JPNIC's 133.0.0.0/8) of the operator's own, sent as X-Forwarded-For to the web
 * server, which passes it on to the API (the product trusts the loopback proxy, as error-pages.spec.ts uses):
 * the API allows 20 sign-in steps per client address in 15 minutes, and the suite's operators would otherwise
 * all be 127.0.0.1. Only the web server's requests carry it: the API's CORS would refuse it on the browser's
 * own calls (uploads, statuses).
 */
function officeAddressOf(email: string): string {
  const hash = [...email].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) % 65_536, 7);
  return `133.10.${hash >> 8}.${hash & 255 || 1}`;
}

/**
 * The first sign-in: password, then the authenticator app registered by the secret shown beside the QR code
 * (the code computed here as the app would), then the recovery codes, kept, and on to the console.
 */
export async function firstSignIn(page: Page, who: { email: string; password: string }) {
  const address = officeAddressOf(who.email);
  await page
    .context()
    .route(`http://localhost:${E2E_PORTS.web}/**`, (route) =>
      route.continue({ headers: { ...route.request().headers(), 'x-forwarded-for': address } }),
    );
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

/** A console page's buttons that confirm first need its script: wait until React has hydrated the page. */
export async function consoleHydrated(page: Page) {
  await page.waitForFunction(() => '__reactRouterDataRouter' in window);
}

/** A laptop-sized browser of its own for a spec's console operator, set up and signed in for the first time. */
export async function operatorOnLaptop(browser: Browser, baseURL: string | undefined, who: ConsoleOperator) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await setPassword(page, consoleSetupLink(who), CONSOLE_OPERATORS[who].password);
  await firstSignIn(page, CONSOLE_OPERATORS[who]);
  return { context, page };
}

/** The operator of `operatorOnLaptop`, then the console menu's `section`. Close `context` at the end. */
export async function openConsoleSection(
  browser: Browser,
  baseURL: string | undefined,
  who: ConsoleOperator,
  section: string,
) {
  const signedIn = await operatorOnLaptop(browser, baseURL, who);
  await signedIn.page
    .getByRole('navigation', { name: '管理画面のメニュー' })
    .getByRole('link', { name: section })
    .click();
  return signedIn;
}
