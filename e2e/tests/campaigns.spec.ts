import { fillSandboxCard, registerAndLogIn, uniqueEmail } from '../support/accounts.ts';
import { ACCOUNTS_ORIGIN } from '../support/api.ts';
import { expect, test } from '../support/fixtures.ts';

const PASSWORD = 'hanabi2025pass';

test.describe('landing pages and campaigns', () => {
  test(
    'a guest sees a landing page in the landing layout, with the call to join',
    { tag: '@desktop' },
    async ({ page }, testInfo) => {
      const webOrigin = new URL(testInfo.project.use.baseURL ?? '').origin;
      await page.goto('/lp/dynamic_singleimage_a');

      await expect(
        page.getByRole('heading', { level: 1, name: '夜更かし必至！一気見したい話題のバトル＆ミステリー' }),
      ).toBeVisible();
      await expect(
        page.getByRole('list', { name: /夜更かし必至/ }).getByRole('link', { name: /残月の刃/ }),
      ).toBeVisible();
      // The landing layout: the logo and the legal links, no menu to wander off with.
      await expect(page.getByRole('link', { name: 'Hanabi' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'メニュー' })).toHaveCount(0);
      await expect(page.getByRole('contentinfo').getByRole('link', { name: '利用規約' })).toBeVisible();

      const join = page.getByRole('link', { name: '今すぐ無料で登録' }).first();
      await expect(join).toHaveAttribute(
        'href',
        `${ACCOUNTS_ORIGIN}/register?design=1&destination=${encodeURIComponent(`${webOrigin}/lp/dynamic_singleimage_a`)}`,
      );
      await join.click();
      await expect(page).toHaveURL(new RegExp(`^${ACCOUNTS_ORIGIN}/register\\?`));
    },
  );

  test('a guarded campaign asks for the age check first, then shows its titles', async ({ page }) => {
    await page.goto('/campaign_list');
    // Opened as if by a link on the campaign list: はい returns there (spec §4's backward_path).
    await page.goto('/campaigns/list-otona-harem', { referer: page.url() });
    await expect(page.getByRole('heading', { level: 1, name: '18歳以上ですか？' })).toBeVisible();
    const url = new URL(page.url());
    expect(url.searchParams.get('check_age')).toBe('true');
    expect(url.searchParams.get('backward_path')).toBe('/campaign_list');
    await expect(page.getByText('大人のにぎやか同居ラブコメ')).toHaveCount(0);

    await page.getByRole('button', { name: 'はい' }).click();
    await expect(page).toHaveURL((next) => next.pathname === '/campaign_list');
    await page.goto('/campaigns/list-otona-harem');
    await expect(page.getByRole('heading', { level: 1, name: '大人のにぎやか同居ラブコメ' })).toBeVisible();
    await expect(page.getByRole('list', { name: /大人のにぎやか同居ラブコメ/ }).getByRole('link')).not.toHaveCount(0);
  });

  test('the campaign list leads to a campaign in the site layout', { tag: '@desktop' }, async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'メニュー', exact: true }).click();
    await page.getByRole('dialog', { name: 'メニュー' }).getByRole('link', { name: 'キャンペーン' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/campaign_list');
    await expect(page.getByRole('heading', { level: 1, name: '開催中のキャンペーン' })).toBeVisible();
    const first = page.getByRole('list', { name: '開催中のキャンペーン' }).getByRole('link').first();
    const name = await first.locator('.campaign-list__name').textContent();
    if (!name) throw new Error('the first campaign of the list shows no name');
    await first.click();
    await expect(page).toHaveURL((url) => url.pathname.startsWith('/campaigns/'));
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    // The site's layout, with its menu; the titles of the campaign below.
    await expect(page.getByRole('button', { name: 'メニュー' })).toBeVisible();
    await expect(page.getByRole('list', { name: `${name}の作品` }).getByRole('link')).not.toHaveCount(0);
  });
});

test.describe('landing pages and campaigns that do not exist', () => {
  test.use({ expectedConsoleErrors: [/Failed to load resource: the server responded with a status of 404/] });

  test('an unknown landing page or campaign answers 404', { tag: '@desktop' }, async ({ page }) => {
    for (const address of ['/lp/no_such_landing', '/campaigns/no-such-campaign']) {
      const response = await page.goto(address);
      expect(response?.status(), address).toBe(404);
      await expect(page.getByText('お探しのページは見つかりませんでした。')).toBeVisible();
    }
  });
});

test.describe('landing pages for members', () => {
  // A journey across both services: more than the default 30 s when the machine is busy.
  test.describe.configure({ timeout: 90_000 });

  test('a free member joins premium from a landing page, and landing pages then send them home', async ({
    page,
  }, testInfo) => {
    const webOrigin = new URL(testInfo.project.use.baseURL ?? '').origin;
    await registerAndLogIn(page, uniqueEmail(`lp-${testInfo.project.name}`), PASSWORD);

    // A free member is invited to a plan instead of registering.
    await page.goto('/lp/mens');
    await expect(page.getByRole('link', { name: '今すぐ無料で登録' })).toHaveCount(0);
    await page
      .getByRole('link', { name: /プレミアムプランに入会する/ })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'プランに入会する' })).toBeVisible();
    await page.getByRole('button', { name: '確認へ進む' }).click();
    await fillSandboxCard(page);
    await page.getByRole('button', { name: /1,100円を支払って入会する/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('プレミアムプランへの入会が完了しました');
    await page.getByRole('link', { name: 'Hanabi に戻る' }).click();
    await expect(page).toHaveURL(`${webOrigin}/`);

    // Landing pages, and campaigns in the landing layout, now send the premium member home.
    await page.goto('/lp/mens');
    await expect(page).toHaveURL(`${webOrigin}/`);
    await page.goto('/campaigns/-1604');
    await expect(page).toHaveURL(`${webOrigin}/`);
    // A campaign in the site's layout is still theirs to see.
    await page.goto('/campaigns/feature-2025fall');
    await expect(page.getByRole('heading', { level: 1, name: 'この秋の新作アニメ' })).toBeVisible();
  });
});
