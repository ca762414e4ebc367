/**
 * Issue 18's money journey (decision 0052), in one page: a member tops up and buys an episode; a 経理 operator
 * signs in to the console in the same browser (the operator's cookie is its own), finds the member's purchase
 * and refunds it after confirming with a reason; the member's points are back, the episode's player offers to
 * buy it again instead of playing and its licence is refused; the ledger check shows every invariant holding.
 * Then a plan payment (decision 0054): a member joins the lite plan by card, the 経理 operator refunds that
 * payment at /admin/payments, the sign-in service refunds it through the sandbox, and the member's page shows
 * the plan ended by the refund.
 */
import type { UserStatus } from '@hanabi/contract';
import { fillSandboxCard, MEMBER_PASSWORD, registerAndLogIn, uniqueEmail } from '../support/accounts.ts';
import { API_ORIGIN, apiContents, findEpisodeForSale } from '../support/api.ts';
import { CONSOLE_OPERATORS, consoleSetupLink } from '../support/console-admin.ts';
import { consoleHydrated, firstSignIn, setPassword } from '../support/console-sign-in.ts';
import { hydrated } from '../support/documents.ts';
import { playerPath } from '../support/episodes.ts';
import { expect, test } from '../support/fixtures.ts';

const FINANCE = CONSOLE_OPERATORS.finance;
const TOP_UP_OFFERS = [500, 1_000, 3_000, 5_000, 10_000];
const points = (value: number) => `${value.toLocaleString('ja-JP')}pt`;

test.describe.configure({ timeout: 120_000 });

test('a finance operator refunds a purchase and a plan payment: points back, episode gone, ledger holds, plan ended', async ({
  page,
  request,
}, testInfo) => {
  const { title, episode, price } = await findEpisodeForSale(request);
  const topUp = TOP_UP_OFFERS.find((offer) => offer >= price) ?? 10_000;
  const email = uniqueEmail(`refunded-${testInfo.project.name}`);
  await registerAndLogIn(page, email, MEMBER_PASSWORD);

  // The member tops up on the sign-in service from the confirm page, then buys the episode.
  await page.goto(`/titles/${title.id}`);
  await page
    .getByRole('link', { name: new RegExp(`${points(price)}で購入`) })
    .first()
    .click();
  await page.getByRole('link', { name: 'ポイントを追加する' }).click();
  await page.getByLabel(new RegExp(`^${points(topUp)}`)).check();
  await fillSandboxCard(page);
  await page.getByRole('button', { name: '購入する' }).click();
  await page.getByRole('link', { name: 'Hanabi に戻る' }).click();
  await hydrated(page);
  await page.getByRole('button', { name: '購入する' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('購入が完了しました');
  const balance = async () => (await apiContents<UserStatus>(page.request, '/v1/users/statuses')).current_points.total;
  expect(await balance()).toBe(topUp - price);
  // The key id the player asks a licence for, while the member may still watch.
  const { playback } = await apiContents<{ playback: { key_id: string } | null }>(
    page.request,
    `/v1/episodes/${episode.id}`,
  );
  if (!playback) throw new Error('the bought episode has no playback');

  // The 経理 operator sets up their access and signs in, in the same browser.
  await setPassword(page, consoleSetupLink('finance'), FINANCE.password);
  await firstSignIn(page, FINANCE);
  await page.getByRole('link', { name: '購入と返金' }).first().click();
  await page.getByLabel('メールアドレス、会員ID、またはフェスタID').fill(email);
  await page.getByRole('button', { name: '検索' }).click();
  const row = page.getByRole('row').filter({ hasText: title.name });
  await expect(row).toContainText('購入済み');
  await consoleHydrated(page);
  await row.getByRole('button', { name: '返金' }).click();
  await expect(row.getByText('の購入を返金しますか？')).toBeVisible();
  await row.getByLabel('返金の理由').fill('お客様からのお申し出（誤購入）');
  await row.getByRole('button', { name: '返金する' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'を返金しました。' })).toBeVisible();
  await expect(row).toContainText('返金済み');
  await expect(row).toContainText('お客様からのお申し出（誤購入）');

  // The member has their points back, and the episode is theirs no more: no player, no licence.
  expect(await balance()).toBe(topUp);
  await page.goto(playerPath(title.id, episode.id));
  await expect(page.getByRole('region', { name: '視聴するには' })).toContainText(
    `このエピソードは${points(price)}で購入するとご覧いただけます。`,
  );
  await expect(page.locator('video')).toHaveCount(0);
  const licence = await page.request.post(`${API_ORIGIN}/v1/licenses/clearkey/${episode.id}`, {
    headers: { 'x-requested-with': 'XMLHttpRequest' },
    data: { kids: [Buffer.from(playback.key_id, 'hex').toString('base64url')], type: 'temporary' },
  });
  expect(licence.status()).toBe(403);

  // The ledger check, from the console, finds every invariant holding after the refund.
  await page.goto('/admin/ledger');
  await expect(page.getByRole('heading', { level: 1, name: 'ポイント台帳の点検' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: '項目すべて成り立っています。' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'refund-credited' })).toContainText('✓ 成立');

  // The same member joins the lite plan by card (decision 0054).
  await page.goto('/entry');
  await page.getByRole('link', { name: 'ライトプランに入会する' }).click();
  await page.getByRole('button', { name: '確認へ進む' }).click();
  await fillSandboxCard(page);
  await page.getByRole('button', { name: /を支払って入会する$/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('入会が完了しました');

  // The operator, still signed in, refunds the plan payment; the sign-in service carries it out.
  await page.goto('/admin/payments');
  await page.getByLabel('メールアドレス、会員ID、またはフェスタID').fill(email);
  await page.getByRole('button', { name: '検索' }).click();
  const paymentRow = page.getByRole('row').filter({ hasText: 'プラン入会' });
  await expect(paymentRow).toContainText('支払い済み');
  await consoleHydrated(page);
  await paymentRow.getByRole('button', { name: '返金' }).click();
  await paymentRow.getByLabel('返金の理由').fill('お客様からのお申し出（二重入会）');
  await paymentRow.getByRole('button', { name: '返金する' }).click();
  await expect(page.getByRole('status').filter({ hasText: '返金を依頼しました。' })).toBeVisible();
  // The sign-in service's worker refunds it within seconds.
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('row').filter({ hasText: 'プラン入会' })).toContainText('返金済み');
  }).toPass({ timeout: 30_000 });

  await page.goto('/my');
  await expect(page.getByRole('main')).toContainText('お支払いの返金による終了');
});
