/** Plan entry paid by a carrier (decision 0010): the member answers on the carrier's page, a sandbox here. */
import type { Page } from '@playwright/test';
import { MEMBER_PASSWORD, registerAndLogIn, uniqueEmail } from '../support/accounts.ts';
import { ACCOUNTS_ORIGIN } from '../support/api.ts';
import { findEpisodeOnlyInPlan, playerPath } from '../support/episodes.ts';
import { expect, test, webOriginOf } from '../support/fixtures.ts';
import { expectEpisodePlays } from '../support/player.ts';

const PREMIUM = 2;
const CARRIER = 'd払い';

// A whole journey across both services and a carrier's page: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 120_000 });

/** From Hanabi's plan page to the carrier's page, choosing premium paid by the carrier. */
async function payPremiumByCarrier(page: Page): Promise<void> {
  await page.goto('/entry');
  await page.getByRole('link', { name: 'プレミアムプランに入会する' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'プランに入会する' })).toBeVisible();
  await page.getByRole('radio', { name: CARRIER, exact: true }).check();
  await page.getByRole('button', { name: '確認へ進む' }).click();
  await expect(page.getByRole('main')).toContainText('1,100円（税込）');
  await page.getByRole('button', { name: `${CARRIER}へ進む` }).click();
  await expect(page).toHaveURL(new RegExp(`^${ACCOUNTS_ORIGIN}/sandbox/carrier/`));
  await expect(page.getByRole('heading', { level: 1, name: `${CARRIER}（サンドボックス）` })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('1,100円（税込）');
}

test('a member pays premium by carrier: キャンセル leaves them without the plan, 承認する enters it and its episodes play', async ({
  page,
  request,
}, testInfo) => {
  const { title, episode } = await findEpisodeOnlyInPlan(request, PREMIUM);
  const webOrigin = webOriginOf(testInfo);
  // Its own member: the test enters a plan.
  await registerAndLogIn(page, uniqueEmail(`carrier-${testInfo.project.name}`), MEMBER_PASSWORD);
  await expect(page).toHaveURL(`${webOrigin}/`);

  // Cancelled on the carrier's page: back to the choice, told that nothing was charged, still without a plan.
  await payPremiumByCarrier(page);
  await page.getByRole('button', { name: 'キャンセル' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    '携帯電話会社の画面でお支払いがキャンセルされました。料金は請求されていません。お支払い方法を選び直してください。',
  );
  await expect(page.getByRole('radio', { name: CARRIER, exact: true })).toBeChecked();
  await page.goto(playerPath(title.id, episode.id));
  await expect(page.getByRole('region', { name: '視聴するには' })).toContainText(
    'このエピソードはプレミアムプランでご覧いただけます。',
  );
  await expect(page.locator('video')).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('link', { name: '入会する' })).toBeVisible();

  // Approved on the carrier's page: the plan starts, and its episodes play.
  await payPremiumByCarrier(page);
  await page.getByRole('button', { name: '承認する' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('プレミアムプランへの入会が完了しました');
  await page.getByRole('link', { name: 'Hanabi に戻る' }).click();
  await expect(page).toHaveURL(`${webOrigin}/`);
  await expect(page.getByRole('banner').getByRole('link', { name: '入会する' })).toHaveCount(0);
  await expectEpisodePlays(page, title.id, episode.id);
});
