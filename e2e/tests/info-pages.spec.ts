import { ACCOUNTS_ORIGIN } from '../support/api.ts';
import { expect, test } from '../support/fixtures.ts';

test.describe('guide pages', () => {
  test('the first-time guide explains tiers, registration, points, buying and payment', { tag: '@desktop' }, async ({
    page,
  }) => {
    await page.goto('/guide');
    await expect(page).toHaveTitle('はじめての方へ | Hanabi');
    await expect(page.getByRole('heading', { level: 1, name: 'はじめての方へ' })).toBeVisible();
    for (const heading of [
      '会員の種類とできること',
      '会員登録のしかた',
      'ポイントについて',
      'エピソードの購入方法',
      'お支払い方法',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    await expect(page.getByText('月額550円（税込）')).toBeVisible();
    await expect(page.getByText('月額1,100円（税込）')).toBeVisible();
    await expect(page.getByText(/ギフトポイントから先に使われ/)).toBeVisible();
    for (const method of ['クレジットカード', 'au かんたん決済', 'd払い', 'ソフトバンクまとめて支払い']) {
      await expect(page.getByRole('listitem').filter({ hasText: new RegExp(`^${method}$`) })).toBeVisible();
    }
    const help = page.getByRole('region', { name: '困ったときは' });
    await expect(help.getByRole('link', { name: 'お問い合わせ' })).toHaveAttribute('href', '/support');
    await expect(help.getByRole('link', { name: '推奨環境' })).toHaveAttribute('href', '/requirement');
  });

  test('the recommended environment names browsers, bandwidth, settings and DRM', async ({ page }) => {
    await page.goto('/requirement');
    await expect(page).toHaveTitle('推奨環境 | Hanabi');
    await expect(page.getByRole('heading', { level: 1, name: '推奨環境' })).toBeVisible();
    await expect(page.getByRole('rowheader', { name: 'Windows 10 / 11' })).toBeVisible();
    await expect(page.getByRole('rowheader', { name: 'iOS / iPadOS 16以降' })).toBeVisible();
    await expect(page.getByRole('rowheader', { name: 'Android 10以降' })).toBeVisible();
    await expect(page.getByRole('cell', { name: /^1\.5Mbps以上/ })).toBeVisible();
    await expect(page.getByRole('cell', { name: /^6Mbps以上/ })).toBeVisible();
    await expect(page.getByText(/CookieとJavaScriptを有効に/)).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: '著作権保護技術（DRM）について' })).toBeVisible();
    await expect(page.getByText(/root化・脱獄/)).toBeVisible();
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', '推奨環境 | Hanabi');
  });

  test('the page for visitors from ads shows free titles, the plans and registration to a guest', async ({ page }) => {
    await page.goto('/advertisement');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('アニメを、無料で、見放題で。');
    await expect(page.getByRole('list', { name: '無料で見られる作品' }).getByRole('link').first()).toBeVisible();
    await expect(page.getByText('月額550円（税込）')).toBeVisible();
    await expect(page.getByText('月額1,100円（税込）')).toBeVisible();
    const register = page.getByRole('link', { name: '無料で会員登録' }).first();
    const href = new URL((await register.getAttribute('href')) ?? '');
    expect(`${href.origin}${href.pathname}`).toBe(`${ACCOUNTS_ORIGIN}/register`);
    expect(href.searchParams.get('destination')).toMatch(/\/entry$/);
    await page.getByRole('link', { name: 'プランを見る' }).first().click();
    await expect(page).toHaveURL(/\/entry$/);
  });
});
