import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';

const BODY = '3話の途中で再生が止まり、読み込み中の表示のまま進みません。\nブラウザはChromeの最新版です。';

async function fillInquiry(page: Page, fields: { category: string; email: string; body: string }) {
  await page.getByLabel('お問い合わせの種類').selectOption({ label: fields.category });
  await page.getByLabel('メールアドレス').fill(fields.email);
  await page.getByLabel('お問い合わせ内容').fill(fields.body);
}

/** From the confirmation to the thanks step, which the page reaches by redirect with the inquiry's number. */
async function sendAndExpectThanks(page: Page) {
  await page.getByRole('button', { name: '送信する' }).click();
  await expect(page).toHaveURL(/\/support\/inquiry\?received=\d+$/);
  await expect(page.getByRole('heading', { level: 2, name: 'お問い合わせを受け付けました' })).toBeVisible();
  await expect(page.getByText(/^受付番号：\s*\d+$/)).toBeVisible();
}

test.describe('inquiry form', () => {
  test('keeps what was typed through a refusal and a step back, then sends after confirmation', {
    tag: '@desktop',
  }, async ({ page }) => {
    await page.goto('/support/inquiry');
    await expect(page).toHaveTitle('お問い合わせ | Hanabi');
    await fillInquiry(page, { category: '動画の再生', email: 'viewer@example', body: BODY });
    await page.getByRole('button', { name: '入力内容を確認する' }).click();

    await expect(page.getByText('メールアドレスの形式が正しくありません（例: hanabi@example.com）。')).toBeVisible();
    await expect(page.getByLabel('メールアドレス')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('お問い合わせの種類')).toHaveValue('playback');
    await expect(page.getByLabel('メールアドレス')).toHaveValue('viewer@example');
    await expect(page.getByLabel('お問い合わせ内容')).toHaveValue(BODY);

    await page.getByLabel('メールアドレス').fill('viewer@example.jp');
    await page.getByRole('button', { name: '入力内容を確認する' }).click();
    await expect(page.getByRole('heading', { level: 2, name: '入力内容の確認' })).toBeVisible();
    const review = page.getByRole('form', { name: '入力内容の確認' });
    await expect(review.getByText('viewer@example.jp')).toBeVisible();
    await expect(review.getByText('動画の再生')).toBeVisible();

    await page.getByRole('button', { name: '入力内容を修正する' }).click();
    await expect(page.getByLabel('お問い合わせ内容')).toHaveValue(BODY);
    await page.getByRole('button', { name: '入力内容を確認する' }).click();
    await sendAndExpectThanks(page);
  });

  test('works without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();

    await page.goto('/support/inquiry');
    await fillInquiry(page, { category: 'プラン・お支払い', email: 'viewer@example.jp', body: '短い' });
    await page.getByRole('button', { name: '入力内容を確認する' }).click();
    await expect(page.getByText('お問い合わせ内容は10文字以上で入力してください。')).toBeVisible();
    await expect(page.getByLabel('メールアドレス')).toHaveValue('viewer@example.jp');

    await page.getByLabel('お問い合わせ内容').fill('次回のお支払い日がマイページに表示されません。');
    await page.getByRole('button', { name: '入力内容を確認する' }).click();
    await expect(page.getByRole('heading', { level: 2, name: '入力内容の確認' })).toBeVisible();
    await sendAndExpectThanks(page);
    await context.close();
  });
});

test.describe('FAQ', () => {
  test.use({ expectedConsoleErrors: [/Failed to load resource: the server responded with a status of 404/] });

  test('an answer links back to the index and to the form; a number the FAQ does not have is 404', async ({ page }) => {
    await page.goto('/faq');
    await expect(page.getByRole('heading', { level: 1, name: 'よくある質問' })).toBeVisible();
    await page.getByRole('link', { name: '動画をダウンロードして、オフラインで見られますか。' }).click();
    await expect(page).toHaveURL(/\/faq\/38$/);
    await expect(
      page.getByRole('heading', { level: 1, name: '動画をダウンロードして、オフラインで見られますか。' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'よくある質問トップへ' })).toHaveAttribute('href', '/faq');
    const help = page.getByRole('region', { name: '解決しないときは' });
    await expect(help.getByRole('link', { name: 'お問い合わせ' })).toHaveAttribute('href', '/support/inquiry');

    const response = await page.goto('/faq/27');
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId('error-detail')).toHaveText('Page Not Found: /faq/27');
  });
});

test.describe('rules pages', () => {
  test('the commercial transactions notice shows the seller, the plan prices and the payment methods', async ({
    page,
  }) => {
    await page.goto('/rules/tokusyo');
    await expect(page).toHaveTitle('特定商取引法に基づく表記 | Hanabi');
    await expect(page.getByRole('rowheader', { name: '販売業者' })).toBeVisible();
    await expect(page.getByRole('cell', { name: /ライト：月額550円（税込）/ })).toBeVisible();
    await expect(page.getByRole('cell', { name: /プレミアム：月額1,100円（税込）/ })).toBeVisible();
    await expect(
      page.getByText('月額料金：クレジットカード、au かんたん決済、d払い、ソフトバンクまとめて支払い'),
    ).toBeVisible();
    await page.getByRole('contentinfo').getByRole('link', { name: '利用規約' }).click();
    await expect(page).toHaveURL(/\/rules\/service$/);
    await expect(page.getByRole('heading', { level: 2, name: '第19条（準拠法・管轄裁判所）' })).toBeVisible();
  });
});
