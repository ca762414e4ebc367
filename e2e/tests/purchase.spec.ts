import type { UserStatus } from '@hanabi/contract';
import { fillSandboxCard, MEMBER_PASSWORD, registerAndLogIn, uniqueEmail } from '../support/accounts.ts';
import { API_ORIGIN, apiContents, findEpisodeForSale } from '../support/api.ts';
import { hydrated } from '../support/documents.ts';
import { playerPath } from '../support/episodes.ts';
import { expect, test, webOriginOf } from '../support/fixtures.ts';
import { expectEpisodePlays } from '../support/player.ts';

const TOP_UP_OFFERS = [500, 1_000, 3_000, 5_000, 10_000];
const points = (value: number) => `${value.toLocaleString('ja-JP')}pt`;

// The answer cut off on purpose below is logged by the browser as a failed resource.
test.use({ expectedConsoleErrors: [/Failed to load resource: net::ERR_CONNECTION_RESET/] });

// A whole journey across both services: more than the default 30 s when the machine is busy.
test.describe.configure({ timeout: 90_000 });

test('a free member tops up, buys an episode once despite a lost answer and a reload, finds it owned and plays it', async ({
  page,
  request,
}, testInfo) => {
  const { title, episode, price } = await findEpisodeForSale(request);
  const topUp = TOP_UP_OFFERS.find((offer) => offer >= price) ?? 10_000;
  const webOrigin = webOriginOf(testInfo);
  // Its own member: the test spends points and buys.
  await registerAndLogIn(page, uniqueEmail(`buyer-${testInfo.project.name}`), MEMBER_PASSWORD);
  await expect(page).toHaveURL(`${webOrigin}/`);

  // Before buying, the episode's player offers to buy it instead of playing.
  await page.goto(playerPath(title.id, episode.id));
  await expect(page.getByRole('region', { name: '視聴するには' })).toContainText(
    `このエピソードは${points(price)}で購入するとご覧いただけます。`,
  );
  await expect(page.locator('video')).toHaveCount(0);

  // From the title page, the episode's buy link opens the confirm page; with no points it says what is missing.
  await page.goto(`/titles/${title.id}`);
  await page
    .getByRole('link', { name: new RegExp(`${points(price)}で購入`) })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/episodes/${episode.id}/purchase_confirm\\?.*intent=`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(`あと${price.toLocaleString('ja-JP')}ポイント不足しています`);
  await expect(page.getByRole('button', { name: '購入する' })).toHaveCount(0);

  // Top up on the sign-in service, which sends the member back to the confirm page.
  await page.getByRole('link', { name: 'ポイントを追加する' }).click();
  await page.getByLabel(new RegExp(`^${points(topUp)}`)).check();
  await fillSandboxCard(page);
  await page.getByRole('button', { name: '購入する' }).click();
  await page.getByRole('link', { name: 'Hanabi に戻る' }).click();
  await expect(page).toHaveURL(new RegExp(`/episodes/${episode.id}/purchase_confirm\\?.*intent=`));
  await expect(page.getByRole('main')).toContainText(points(price));

  // The first answer is lost on the way back (the API did buy); the viewer reloads the same page.
  // The purchase is the browser's call to the API: the button works once the page has hydrated.
  await hydrated(page);
  let lostAnswers = 0;
  await page.route(`${API_ORIGIN}/v1/episode/purchase?*`, async (route) => {
    await route.fetch();
    lostAnswers += 1;
    await route.abort('connectionreset');
  });
  await page.getByRole('button', { name: '購入する' }).click();
  await expect(page.getByRole('alert')).toContainText('購入できませんでした');
  expect(lostAnswers).toBe(1);
  await page.unroute(`${API_ORIGIN}/v1/episode/purchase?*`);

  // Reloading the same confirm page (same intent) finds that this intent bought the episode: thanks page.
  await page.reload();
  await expect(page).toHaveURL(new RegExp(`/episodes/${episode.id}/purchase_thanks\\?purchase_id=\\d+`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText('購入が完了しました');
  await expect(page.getByRole('main')).toContainText(points(price));

  const status = await apiContents<UserStatus>(page.request, '/v1/users/statuses');
  expect(status.current_points.total).toBe(topUp - price);

  // The thanks page leads to the purchased works, and the menu now offers them too.
  await page.getByRole('link', { name: '購入済み作品を見る' }).click();
  await expect(page).toHaveURL(`${webOrigin}/my/purchased`);
  await expect(page.getByRole('main').getByRole('link', { name: new RegExp(title.name) })).toBeVisible();
  await page.getByRole('button', { name: 'メニュー', exact: true }).click();
  await expect(
    page.getByRole('dialog', { name: 'メニュー' }).getByRole('link', { name: '購入済み作品' }),
  ).toBeVisible();

  // The buyer plays the episode: the API releases its key to them.
  await expectEpisodePlays(page, title.id, episode.id);
});
