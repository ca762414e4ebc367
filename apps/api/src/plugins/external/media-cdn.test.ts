import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApi, TEST_API_ORIGIN, type TestApi } from '../../test/build-test-api.ts';
import { insertEpisode, insertTitle, TEST_NOW } from '../../test/catalogue-fixtures.ts';
import { insertEpisodeMedia } from '../../test/playback-fixtures.ts';

const CDN = 'https://cdn.hanabi.test/media';

describe('MEDIA_CDN_BASE_URL (decision 0044)', () => {
  let api: TestApi;
  let titleId: number;
  let episodeId: number;
  beforeAll(async () => {
    api = await buildTestApi({ env: { MEDIA_CDN_BASE_URL: CDN } });
    const { db } = api.database;
    titleId = await insertTitle(db, { slug: 'cdn-test' });
    episodeId = await insertEpisode(db, titleId, { isFree: true, pricePoints: null, includedPlanIds: [] });
    await insertEpisodeMedia(db, episodeId);
  });
  afterAll(() => api.close());

  const contentsOf = async (url: string) =>
    (await api.app.inject({ method: 'GET', url, headers: { 'x-debug-time': TEST_NOW } })).json().contents;

  it('addresses pictures on the CDN', async () => {
    const title = await contentsOf(`/v1/titles/${titleId}`);

    expect(title.key_art.url).toMatch(new RegExp(`^${CDN}/art/`));
    expect(title.poster.url).toMatch(new RegExp(`^${CDN}/art/`));
  });

  it('addresses manifests on the CDN and keeps licences on the API, the only one that releases keys', async () => {
    const { playback } = await contentsOf(`/v1/episodes/${episodeId}`);

    expect(playback.dash_url).toBe(`${CDN}/video/episode-${episodeId}/manifest.mpd`);
    expect(playback.hls_url).toBe(`${CDN}/video/episode-${episodeId}/master.m3u8`);
    expect(playback.drm.clearkey.license_url).toBe(`${TEST_API_ORIGIN}/v1/licenses/clearkey/${episodeId}`);
  });
});
