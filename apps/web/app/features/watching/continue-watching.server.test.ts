import type { ApiClient } from '@hanabi/api-client';
import type { UserStatus, WatchingEpisodesQuery } from '@hanabi/contract';
import { guestUserStatus } from '@hanabi/contract';
import { describe, expect, it } from 'vitest';
import { BEFORE_POINTS_CUTOFF, memberStatus, watchingList } from '../../test/fixtures.ts';
import { loadHomeWatching } from './continue-watching.server.ts';
import { WATCHING_ROW_SIZE } from './watching-card.ts';

/** The home row's loader against an API that records what it was asked. */
async function homeRowQueries(status: UserStatus, discreet: boolean) {
  const asked: WatchingEpisodesQuery[] = [];
  const api = {
    getWatchingEpisodes: async (query: WatchingEpisodesQuery) => {
      asked.push(query);
      return watchingList([]);
    },
  } as unknown as ApiClient;
  const row = await loadHomeWatching({ api, userStatus: async () => status }, discreet);
  return { row, asked };
}

describe("home's continue-watching row for a member", () => {
  it('asks the API for general titles only in discreet mode, so the row is full without the mature ones', async () => {
    expect((await homeRowQueries(memberStatus('lite'), true)).asked).toEqual([
      { per_page: WATCHING_ROW_SIZE, display_group: 'general_group' },
    ]);
    expect((await homeRowQueries(memberStatus('lite'), false)).asked).toEqual([{ per_page: WATCHING_ROW_SIZE }]);
  });

  it('asks nothing for a guest, whose row the browser fills', async () => {
    const { row, asked } = await homeRowQueries(guestUserStatus(BEFORE_POINTS_CUTOFF), true);
    expect(row).toBeNull();
    expect(asked).toEqual([]);
  });
});
