import type { EpisodeDetail, UserStatus } from '@hanabi/contract';
import { MEMBER_PASSWORD, registerAndLogIn, uniqueEmail } from '../support/accounts.ts';
import { apiContents } from '../support/api.ts';
import { hydrated } from '../support/documents.ts';
import { expect, test } from '../support/fixtures.ts';

const TICKET = '新規登録キャンペーン：第1話無料チケット';

// A whole journey across both services: more than the default 30 s when the machine is busy.
test.describe.configure({ timeout: 90_000 });

test('a new member receives the sign-up campaign ticket on the my page and owns its episode', async ({
  page,
}, testInfo) => {
  const webOrigin = new URL(testInfo.project.use.baseURL ?? '').origin;
  await registerAndLogIn(page, uniqueEmail(`ticket-${testInfo.project.name}`), MEMBER_PASSWORD);
  await expect(page).toHaveURL(`${webOrigin}/`);

  await page.goto('/my');
  await hydrated(page);
  const presents = page.getByRole('region', { name: 'プレゼント' });
  await expect(presents).toContainText('『白夜のレギオン』第1話を無料で視聴できるチケット');
  await presents.getByRole('button', { name: `${TICKET}を受け取る` }).click();

  // Received: the ticket says so and leads to the episode's player.
  const watch = presents.getByRole('link', { name: '『白夜のレギオン』第1話を見る' });
  await expect(watch).toBeVisible();
  await watch.click();
  await expect(page).toHaveURL(new RegExp(`^${webOrigin}/titles/\\d+/episodes/\\d+$`));
  const episodeId = Number(new URL(page.url()).pathname.split('/').pop());

  // The episode is the member's for good, as if bought, and no points were touched.
  const episode = await apiContents<EpisodeDetail>(page.request, `/v1/episodes/${episodeId}`);
  expect(episode.access).toBe('owned');
  const status = await apiContents<UserStatus>(page.request, '/v1/users/statuses');
  expect(status.current_points.total).toBe(0);
  await page.goto('/my/purchased');
  await expect(page.getByRole('main').getByRole('link', { name: /白夜のレギオン/ })).toBeVisible();
});
