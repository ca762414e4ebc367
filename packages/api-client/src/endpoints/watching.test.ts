import type { WatchingEpisodeList } from '@hanabi/contract';
import { describe, expect, it } from 'vitest';
import { successResponse } from '../testing/fake-fetch.ts';
import { onlyRequest, testClient } from '../testing/test-client.ts';

const emptyRow: WatchingEpisodeList = { items: [], pagination: { page: 2, per_page: 10, total: 0, total_pages: 0 } };

describe('watching endpoints', () => {
  it('reportPlayback: POST /v1/activities/playbacks with the position as JSON, keepalive when asked', async () => {
    const { client, requests } = testClient([successResponse(null), successResponse(null)]);
    await client.reportPlayback({ episode_id: 7, position_seconds: 42.5 });
    await client.reportPlayback({ episode_id: 7, position_seconds: 50 }, { keepalive: true });
    expect(requests.map(({ method, url, body, keepalive }) => ({ method, url, body, keepalive }))).toEqual([
      {
        method: 'POST',
        url: 'https://api.hanabi.test/v1/activities/playbacks',
        body: '{"episode_id":7,"position_seconds":42.5}',
        keepalive: false,
      },
      {
        method: 'POST',
        url: 'https://api.hanabi.test/v1/activities/playbacks',
        body: '{"episode_id":7,"position_seconds":50}',
        keepalive: true,
      },
    ]);
    expect(requests[0]?.headers.get('x-requested-with')).toBe('XMLHttpRequest');
  });

  it('recordWatchingHistory: POST with the episode in the query', async () => {
    const { client, requests } = testClient([successResponse(null)]);
    await client.recordWatchingHistory(7);
    expect(onlyRequest(requests).url).toBe('https://api.hanabi.test/v1/episode_watching_histories?episode_id=7');
  });

  it('getWatchingEpisodes pages the row and validates it', async () => {
    const { client, requests } = testClient([successResponse(emptyRow)]);
    await expect(client.getWatchingEpisodes({ page: 2, per_page: 10 })).resolves.toEqual(emptyRow);
    expect(onlyRequest(requests).url).toBe('https://api.hanabi.test/v1/users/watching_episodes?page=2&per_page=10');
  });

  it('setWatchingEpisodeVisible: POST with the episode and the visibility in the query', async () => {
    const { client, requests } = testClient([successResponse(null)]);
    await client.setWatchingEpisodeVisible(7, false);
    const request = onlyRequest(requests);
    expect(`${request.method} ${request.url}`).toBe(
      'POST https://api.hanabi.test/v1/users/watching_episodes?episode_id=7&visible=false',
    );
  });
});
