import type { EpisodeDetail } from '@hanabi/contract';
import { describe, expect, it, vi } from 'vitest';
import {
  guestPositionOf,
  readGuestWatching,
  saveGuestPosition,
  setGuestEntryVisible,
} from '../../lib/guest-watching.ts';
import { memoryBrowser } from '../../test/memory-storage.ts';
import { episodeDetail } from '../../test/purchase-fixtures.ts';
import { guestWatchingCards, saveGuestVisibility } from './guest-watching-row.ts';
import { createWatchingRowStore, REMOVAL_FAILURE } from './watching-row-store.ts';

const at = (minute: number) => new Date(Date.UTC(2025, 9, 1, 3, minute));

/** The guest watched `episodeId` up to `positionSeconds` of 24 minutes, at `minute`. */
function watched(host: ReturnType<typeof memoryBrowser>, episodeId: number, positionSeconds: number, minute: number) {
  saveGuestPosition({ episodeId, positionSeconds, durationSeconds: 1440, now: at(minute) }, host);
}

/** The episode call, answering for every id but `missing`, and recording what it was asked. */
function episodes(missing: number[] = []) {
  const asked: number[] = [];
  const getEpisode = async (id: number): Promise<EpisodeDetail> => {
    asked.push(id);
    if (missing.includes(id)) throw new Error('404');
    return episodeDetail(id);
  };
  return { asked, getEpisode };
}

describe("a guest's continue-watching row", () => {
  it('shows the entries still in the row and not finished, newest first, each with its episode', async () => {
    const host = memoryBrowser();
    watched(host, 1, 300, 0);
    watched(host, 2, 600, 1);
    watched(host, 3, 1430, 2); // within the last 30 s: finished
    watched(host, 4, 120, 3);
    setGuestEntryVisible(4, false, host);
    watched(host, 5, 60, 4);

    const { asked, getEpisode } = episodes();
    const cards = await guestWatchingCards(readGuestWatching(host), getEpisode);

    expect(asked).toEqual([5, 2, 1]);
    expect(
      cards.map(({ episodeId, titleName, episodeName, positionSeconds }) => [
        episodeId,
        titleName,
        episodeName,
        positionSeconds,
      ]),
    ).toEqual([
      [5, '星降る町', '第5話 エピソード5', 60],
      [2, '星降る町', '第2話 エピソード2', 600],
      [1, '星降る町', '第1話 エピソード1', 300],
    ]);
  });

  it('leaves out an episode the API does not give, and shows the rest', async () => {
    const host = memoryBrowser();
    watched(host, 1, 300, 0);
    watched(host, 2, 300, 1);
    const cards = await guestWatchingCards(readGuestWatching(host), episodes([2]).getEpisode);
    expect(cards.map((card) => card.episodeId)).toEqual([1]);
  });

  it('shows at most ten, asking only for those', async () => {
    const host = memoryBrowser();
    for (let episodeId = 1; episodeId <= 14; episodeId++) watched(host, episodeId, 300, episodeId);
    const { asked, getEpisode } = episodes();
    const cards = await guestWatchingCards(readGuestWatching(host), getEpisode);
    expect(cards).toHaveLength(10);
    expect(asked).toEqual([14, 13, 12, 11, 10, 9, 8, 7, 6, 5]);
  });

  it('is empty for a guest who has watched nothing', async () => {
    const { asked, getEpisode } = episodes();
    expect(await guestWatchingCards(readGuestWatching(memoryBrowser()), getEpisode)).toEqual([]);
    expect(asked).toEqual([]);
  });

  it('forgets a removed entry in the row but keeps where the guest left off', async () => {
    const host = memoryBrowser();
    watched(host, 1, 300, 0);
    watched(host, 2, 600, 1);
    const store = createWatchingRowStore(
      await guestWatchingCards(readGuestWatching(host), episodes().getEpisode),
      saveGuestVisibility(host),
    );

    await store.remove(2);

    expect(store.snapshot().cards.map(({ card }) => card.episodeId)).toEqual([1]);
    expect(guestPositionOf(2, host)).toMatchObject({ position_seconds: 600, visible: false });
    const again = await guestWatchingCards(readGuestWatching(host), episodes().getEpisode);
    expect(again.map((card) => card.episodeId)).toEqual([1]);
  });

  it('brings the card back with a message when the browser will not store the removal', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const host = memoryBrowser();
    watched(host, 1, 300, 0);
    const store = createWatchingRowStore(
      await guestWatchingCards(readGuestWatching(host), episodes().getEpisode),
      saveGuestVisibility(host),
    );
    vi.spyOn(host.localStorage, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });

    await store.remove(1);

    expect(store.snapshot().cards).toEqual([expect.objectContaining({ failure: REMOVAL_FAILURE })]);
    expect(guestPositionOf(1, host)).toMatchObject({ visible: true });
  });
});
