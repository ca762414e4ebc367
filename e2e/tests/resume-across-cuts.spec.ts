/**
 * Resume across cuts (decision 0059): switching between an episode's broadcast and premium cuts keeps the
 * scene, not the second. The demo's cuts have scenes starting at 0, 3 and 8 s (broadcast) and 0, 6 and 10 s
 * (premium): 5 s on the broadcast cut, 2 s into its second scene, is 8 s on the premium cut.
 */
import type { EpisodeV2 } from '@hanabi/contract';
import type { APIRequestContext, Page } from '@playwright/test';
import { fillSandboxCard, MEMBER_PASSWORD, registerAndLogIn, uniqueEmail } from '../support/accounts.ts';
import { fetchDisplayableTitles, fetchTitle } from '../support/api.ts';
import { fetchEpisode, playerPath } from '../support/episodes.ts';
import { expect, test } from '../support/fixtures.ts';
import {
  currentTime,
  expectPlaybackStartedAt,
  forgetWherePlaybackStarted,
  recordWherePlaybackStarts,
} from '../support/player.ts';

const BROADCAST_SECONDS = 5;
const PREMIUM_SECONDS = 8;

// Registration, the plan's payment and two players: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 120_000 });

/** A broadcast episode of a general title whose premium cut a premium member watches too. */
async function findCutPair(request: APIRequestContext): Promise<EpisodeV2> {
  for (const card of await fetchDisplayableTitles(request)) {
    const title = await fetchTitle(request, card.id);
    for (const summary of title.episodes) {
      if (summary.cut !== 'broadcast' || !summary.included_plan_ids.includes(2)) continue;
      const episode = await fetchEpisode(request, summary.id);
      if (episode.other_cut_episode_id !== null) return episode;
    }
  }
  throw new Error('the demo catalogue has an episode in both cuts');
}

async function joinPremium(page: Page): Promise<void> {
  await page.goto('/entry');
  await page.getByRole('link', { name: 'プレミアムプランに入会する' }).click();
  await page.getByRole('button', { name: '確認へ進む' }).click();
  await fillSandboxCard(page);
  await page.getByRole('button', { name: /1,100円を支払って入会する/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('プレミアムプランへの入会が完了しました');
}

test(
  'switching to the premium cut starts its same scene, and the continue-watching row resumes it there',
  {
    tag: '@desktop',
  },
  async ({ page, request }, testInfo) => {
    const broadcast = await findCutPair(request);
    const premiumId = broadcast.other_cut_episode_id ?? 0;
    await registerAndLogIn(page, uniqueEmail(`cuts-${testInfo.project.name}`), MEMBER_PASSWORD);
    await joinPremium(page);
    await recordWherePlaybackStarts(page);

    // The broadcast cut, watched to 2 s into its second scene; the cut switch is tapped while it plays, before
    // any report of that position.
    await page.goto(playerPath(broadcast.title.id, broadcast.id));
    const video = page.locator('video');
    await expect.poll(() => currentTime(video), { timeout: 30_000 }).toBeGreaterThan(0);
    await video.evaluate((element: HTMLVideoElement, seconds) => {
      element.currentTime = seconds;
    }, BROADCAST_SECONDS);
    // Playing on after the jump (its `playing` event past), and still inside the fifth second.
    await expect.poll(() => currentTime(video), { intervals: [50] }).toBeGreaterThan(BROADCAST_SECONDS + 0.1);
    // The other cut's page opens in the same document: its own start is the one to look at.
    await forgetWherePlaybackStarted(page);
    await page.getByRole('link', { name: '規制解除版を見る' }).click();

    // The premium cut starts 2 s into its own, longer, second scene: not at 5 s, nor at its start.
    await expect(page).toHaveURL(new RegExp(`${playerPath(broadcast.title.id, premiumId)}$`));
    await expectPlaybackStartedAt(page, PREMIUM_SECONDS);
    await video.evaluate((element: HTMLVideoElement) => element.pause());
    const leftAt = Math.floor(await currentTime(video));

    // Home: the row has the episode once, on the cut watched last, and resumes it where the viewer left it.
    await page.goto('/');
    const row = page.getByRole('list', { name: '続きから見る' });
    const cards = row.getByRole('link', { name: `${broadcast.prefix_name} ${broadcast.name}` });
    await expect(cards).toHaveCount(1);
    await expect(cards).toHaveAttribute('href', new RegExp(`episodes?[-/]${premiumId}(?!\\d)`));
    await cards.click();
    await expectPlaybackStartedAt(page, leftAt);
  },
);
