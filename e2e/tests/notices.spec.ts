import type { NoticeSummary } from '@hanabi/contract';
import { ACCOUNTS_ORIGIN, apiContents } from '../support/api.ts';
import { expect, test } from '../support/fixtures.ts';

test('the notices list shows its sections and opens a notice', async ({ page }) => {
  await page.goto('/notices');
  await expect(page.getByRole('heading', { level: 1, name: 'お知らせ' })).toBeVisible();
  const tabs = page.getByRole('navigation', { name: 'お知らせの種類' });
  for (const name of ['すべて', '重要なお知らせ', 'メンテナンス', '新機能・サービス', 'キャンペーン']) {
    await expect(tabs.getByRole('link', { name, exact: true })).toBeVisible();
  }

  // One section: only its notices, and the tab says it is the current one.
  await tabs.getByRole('link', { name: 'メンテナンス', exact: true }).click();
  await expect(page).toHaveURL(/\/notices\?section=maintenance$/);
  await expect(tabs.getByRole('link', { name: 'メンテナンス', exact: true })).toHaveAttribute('aria-current', 'true');
  const list = page.getByRole('list', { name: 'メンテナンスの一覧' });
  await expect(list.getByRole('link')).not.toHaveCount(0);
  await expect(list).not.toContainText('二重請求');
  await list.getByRole('link', { name: /定期メンテナンスのお知らせ/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: '定期メンテナンスのお知らせ' })).toBeVisible();
  await expect(page.getByRole('article')).toContainText('午前2時〜午前6時');

  // The apology opens at its fixed address.
  await page.getByRole('link', { name: 'お知らせ一覧へ' }).click();
  await page
    .getByRole('list', { name: 'お知らせの一覧' })
    .getByRole('link', { name: /二重請求に関するお詫び/ })
    .click();
  await expect(page).toHaveURL(/\/notices\/apology_for_double_billing$/);
  await expect(page.getByRole('heading', { level: 1, name: '二重請求に関するお詫び' })).toBeVisible();
  await expect(page.getByRole('article')).toContainText('返金');
  await expect(page).toHaveTitle('二重請求に関するお詫び | Hanabi');
});

test('the urgent banner shows on every page until the server time passes its end @desktop', async ({
  page,
  context,
  request,
}) => {
  const urgent = await apiContents<NoticeSummary | null>(request, '/v1/notices/urgent_notice');
  if (!urgent?.urgent_until) throw new Error('the demo seed has no urgent notice now');

  await page.goto('/');
  const banner = page.getByRole('region', { name: '緊急のお知らせ' });
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('link', { name: urgent.title })).toBeVisible();
  await page.goto('/rankings');
  await expect(banner).toBeVisible();
  await banner.getByRole('link', { name: urgent.title }).click();
  await expect(page.getByRole('heading', { level: 1, name: urgent.title })).toBeVisible();

  // The dev_debug_time cookie moves the server's now past urgent_until: the banner is gone.
  const afterEnd = new Date(Date.parse(urgent.urgent_until) + 60_000).toISOString();
  await context.addCookies([{ name: 'dev_debug_time', value: afterEnd, url: new URL(page.url()).origin }]);
  await page.goto('/');
  await expect(page.getByRole('main')).toBeVisible();
  await expect(banner).toHaveCount(0);
  await page.goto('/notices/urgency');
  await expect(page.getByRole('main')).toContainText('現在、緊急のお知らせはありません。');
});

test('upcoming releases are for members: a guest is sent to log in', async ({ page }, testInfo) => {
  const webOrigin = new URL(testInfo.project.use.baseURL ?? '').origin;
  await page.goto('/notices/new_arrivals');
  await expect(page).toHaveURL(new RegExp(`^${ACCOUNTS_ORIGIN}/login\\?`));
  expect(new URL(page.url()).searchParams.get('destination')).toBe(`${webOrigin}/notices/new_arrivals`);
});
