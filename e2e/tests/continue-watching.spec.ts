import type { GuestWatchingEntry, Title } from '@hanabi/contract';
import type { APIRequestContext, Page } from '@playwright/test';
import { fetchDisplayableTitles, fetchTitle } from '../support/api.ts';
import { expect, test } from '../support/fixtures.ts';

type Episode = Title['episodes'][number];

/** Released free episodes of the demo catalogue, one per title, read from the API. */
async function freeEpisodes(request: APIRequestContext, count: number): Promise<Episode[]> {
  const found: Episode[] = [];
  for (const card of await fetchDisplayableTitles(request)) {
    const episode = (await fetchTitle(request, card.id)).episodes.find((candidate) => candidate.is_free);
    if (episode) found.push(episode);
    if (found.length === count) return found;
  }
  throw new Error(`the demo catalogue has fewer than ${count} titles with a free episode`);
}

/** A guest's entry as the player leaves it: a third of the way in, still in the row. */
const startedEntry = (episode: Episode, minutesAgo: number): GuestWatchingEntry => ({
  episode_id: episode.id,
  position_seconds: Math.floor(episode.sec_length / 3),
  duration_seconds: episode.sec_length,
  watched_at: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
  visible: true,
});

const storedEntries = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('watching_episodes') ?? '[]') as GuestWatchingEntry[]);

test('a guest continues from the home page, and takes an episode out of the row without losing the position', {
  tag: '@desktop',
}, async ({ page, request }) => {
  const [kept, removed] = await freeEpisodes(request, 2);
  if (!kept || !removed) throw new Error('two free episodes were expected');
  const entries = [startedEntry(removed, 1), startedEntry(kept, 5)];

  // The guest's browser already holds the two entries the player wrote.
  await page.goto('/');
  await page.evaluate((value) => localStorage.setItem('watching_episodes', value), JSON.stringify(entries));
  await page.reload();

  const row = page.getByRole('list', { name: '続きから見る' });
  await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toHaveText('続きから見る');
  const cardOf = (episode: Episode) => row.getByRole('link', { name: `${episode.prefix_name} ${episode.name}` });
  await expect(row.getByRole('link')).toHaveCount(2);
  // Newest first; each card leads to where its episode plays and shows how far the guest got.
  await expect(row.getByRole('link').first()).toContainText(removed.name);
  await expect(cardOf(kept)).toHaveAttribute('href', new RegExp(`episodes?[-/]${kept.id}(?!\\d)`));
  await expect(cardOf(kept).getByRole('progressbar', { name: '33%視聴済み' })).toBeVisible();

  await page.getByRole('button', { name: `『${removed.prefix_name} ${removed.name}』を続きから見るから削除` }).click();
  await expect(cardOf(removed)).toHaveCount(0);
  await expect(cardOf(kept)).toBeVisible();

  await page.reload();
  await expect(cardOf(kept)).toBeVisible();
  await expect(cardOf(removed)).toHaveCount(0);
  const stored = (await storedEntries(page)).find((entry) => entry.episode_id === removed.id);
  expect(stored).toMatchObject({ visible: false, position_seconds: Math.floor(removed.sec_length / 3) });
});
