import { fetchRanking } from '../support/catalogue-api.ts';
import { expect, test } from '../support/fixtures.ts';

test.describe('rankings', () => {
  // Journeys of several pages and client navigations.
  test.describe.configure({ timeout: 90_000 });

  test('the overview numbers the weekly top from 1位, and the period tabs switch the ranking', {
    tag: '@desktop',
  }, async ({ page, request }) => {
    const weekly = (await fetchRanking(request, 'weekly', 12)).items;
    const daily = (await fetchRanking(request, 'daily', 12)).items;
    expect(weekly.length, 'the demo catalogue has activity to rank').toBeGreaterThan(1);
    expect(daily.length, 'the demo catalogue has activity today').toBeGreaterThan(0);

    await page.goto('/rankings');
    await expect(page.getByRole('heading', { level: 1, name: 'ランキング' })).toBeVisible();
    const top = page.getByRole('list', { name: '週間総合ランキング' });
    await expect(top.getByRole('link')).toHaveCount(weekly.length);
    const [first, second] = weekly;
    await expect(top.getByRole('link').nth(0)).toContainText(`1位${first?.name}`);
    await expect(top.getByRole('link').nth(1)).toContainText(`2位${second?.name}`);
    await expect(page.getByRole('link', { name: '週間' })).toHaveAttribute('aria-current', 'true');

    await page.getByRole('link', { name: 'デイリー' }).click();
    await expect(page).toHaveURL(/\/rankings\?period=daily$/);
    await expect(page.getByRole('link', { name: 'デイリー' })).toHaveAttribute('aria-current', 'true');
    const dailyTop = page.getByRole('list', { name: 'デイリー総合ランキング' });
    await expect(dailyTop.getByRole('link').first()).toContainText(`1位${daily[0]?.name}`);
  });

  test('the full ranking lists every rank in order, a link away from the overview', async ({ page, request }) => {
    const monthly = (await fetchRanking(request, 'monthly')).items;
    expect(monthly.length, 'the demo catalogue has activity this month').toBeGreaterThan(1);

    await page.goto('/rankings?period=monthly');
    await page.getByRole('link', { name: 'すべての順位を見る' }).click();
    await expect(page).toHaveURL(/\/rankings\/titles\?period=monthly$/);
    await expect(page.getByRole('heading', { level: 1, name: '総合ランキング' })).toBeVisible();
    await expect(page).toHaveTitle('総合ランキング | Hanabi');
    const cards = page.getByRole('list', { name: '月間総合ランキング' }).getByRole('link');
    await expect(cards).toHaveCount(monthly.length);
    for (const [index, title] of monthly.slice(0, 5).entries()) {
      await expect(cards.nth(index)).toContainText(`${index + 1}位${title.name}`);
    }
    await cards.first().click();
    await expect(page.getByRole('heading', { level: 1, name: monthly[0]?.name })).toBeVisible();
  });
});
