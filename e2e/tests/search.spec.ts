import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';

/** A demo title whose katakana name is found from hiragana and half-width katakana alike. */
const TITLE = 'ハルシオン航路';

/** Client-side controls answer only once React has hydrated the page. */
async function hydrated(page: Page) {
  await page.waitForFunction(() => '__reactRouterDataRouter' in window);
}

async function searchFor(page: Page, words: string) {
  const box = page.getByRole('searchbox', { name: '作品名・キーワード' });
  await box.fill(words);
  await box.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: `「${words}」の検索結果` })).toBeVisible();
}

test.describe('searching the catalogue', () => {
  test('finds a katakana title typed in hiragana or half-width katakana, with the query in the address', async ({
    page,
  }) => {
    await page.goto('/search');
    await expect(page.getByText('ひらがな・カタカナ・半角カナ・ローマ字のどれで入力しても見つかります')).toBeVisible();

    for (const words of ['はるしおん', 'ﾊﾙｼｵﾝ']) {
      await searchFor(page, words);
      expect(new URL(page.url()).searchParams.get('q')).toBe(words);
      await expect(
        page.getByRole('list', { name: '検索結果' }).getByRole('link', { name: new RegExp(TITLE) }),
      ).toBeVisible();
    }

    // The address alone shows the same results: a search can be shared.
    const shared = page.url();
    await page.goto('about:blank');
    await page.goto(shared);
    await expect(page.getByRole('link', { name: new RegExp(TITLE) })).toBeVisible();
  });

  test('finds titles typed in romaji on a latin keyboard', async ({ page }) => {
    await page.goto('/search');
    await searchFor(page, 'sutaraito');
    await expect(
      page
        .getByRole('list', { name: '検索結果' })
        .getByRole('link', { name: /スターライト・メロディ/ })
        .first(),
    ).toBeVisible();
  });

  test('says so kindly when nothing matches', async ({ page }) => {
    await page.goto('/search?q=%E5%AD%98%E5%9C%A8%E3%81%97%E3%81%AA%E3%81%84%E4%BD%9C%E5%93%81xyz');
    await expect(page.getByText('に一致する作品は見つかりませんでした。')).toBeVisible();
  });

  test('shows a list or a grid as display_format says; the switch keeps the choice', { tag: '@desktop' }, async ({
    page,
    baseURL,
  }) => {
    await page.context().addCookies([{ name: 'display_format', value: 'grid', url: baseURL ?? '' }]);
    await page.goto('/search?q=%E3%81%AF%E3%82%8B%E3%81%97%E3%81%8A%E3%82%93');
    await expect(page.locator('.title-grid')).toBeVisible();
    await expect(page.locator('.search-results')).toHaveCount(0);

    await hydrated(page);
    const list = page.getByRole('button', { name: 'リスト', exact: true });
    await expect(async () => {
      await list.click();
      await expect(list).toHaveAttribute('aria-pressed', 'true', { timeout: 1000 });
    }).toPass();
    await expect(page.locator('.search-results')).toBeVisible();
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'display_format')?.value).toBe('list');

    await page.reload();
    await expect(page.locator('.search-results')).toBeVisible();
  });

  test('explains the view switch once; after 「OK」 never again', async ({ page }) => {
    await page.goto('/search?q=%E3%81%AF%E3%82%8B%E3%81%97%E3%81%8A%E3%82%93');
    const hint = page.getByRole('note').filter({ hasText: 'リストとグリッドで切り替えられます' });
    await expect(hint).toBeVisible();
    await hydrated(page);
    await expect(async () => {
      await hint.getByRole('button', { name: 'OK' }).click();
      await expect(hint).toHaveCount(0, { timeout: 1000 });
    }).toPass();
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'hide_display_format_coach_mark')?.value).toBe('1');

    await page.reload();
    await expect(page.getByRole('button', { name: 'グリッド', exact: true })).toBeVisible();
    await expect(hint).toHaveCount(0);
  });
});
