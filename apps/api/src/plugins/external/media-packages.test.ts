import { API_ERRORS } from '@hanabi/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AMERICAN_ADDRESS, JAPANESE_ADDRESS } from '../../test/addresses-by-country.ts';
import { buildTestApi, TEST_API_ORIGIN, type TestApi } from '../../test/build-test-api.ts';
import { insertEpisode, insertTitle, TEST_NOW } from '../../test/catalogue-fixtures.ts';
import {
  MEDIA_STORAGE_KINDS,
  startTestMediaStorage,
  type TestMediaStorage,
} from '../../test/media-storage-fixtures.ts';
import { insertEpisodeMedia, storePackageFiles, TEST_DASH_MANIFEST } from '../../test/playback-fixtures.ts';

describe.each(MEDIA_STORAGE_KINDS)(
  'GET /media/video/* (packaged episodes) from the %s storage',
  { timeout: 30_000 },
  (kind) => {
    let storage: TestMediaStorage;
    let api: TestApi;
    let dashPath: string;
    let hlsPath: string;
    let assetPath: string;

    beforeAll(async () => {
      storage = await startTestMediaStorage(kind);
      api = await buildTestApi({ env: storage.env });
      const { db } = api.database;
      const titleId = await insertTitle(db);
      const episodeId = await insertEpisode(db, titleId, { isFree: true, pricePoints: null, includedPlanIds: [] });
      await insertEpisodeMedia(db, episodeId);
      assetPath = `video/episode-${episodeId}`;
      await storePackageFiles(api.mediaStorage, assetPath);
      const episode = await api.app.inject({
        method: 'GET',
        url: `/v1/episodes/${episodeId}`,
        headers: { 'x-debug-time': TEST_NOW },
      });
      const { dash_url, hls_url } = episode.json().contents.playback;
      dashPath = dash_url.slice(TEST_API_ORIGIN.length);
      hlsPath = hls_url.slice(TEST_API_ORIGIN.length);
    });
    afterAll(async () => {
      await api.close();
      await storage.close();
    });

    const get = (url: string, remoteAddress = JAPANESE_ADDRESS) =>
      api.app.inject({ method: 'GET', url, remoteAddress });

    it('serves the manifests the episode answer points at, cached for a minute by the player only, never by a shared cache', async () => {
      const dash = await get(dashPath);
      expect(dash.statusCode).toBe(200);
      expect(dash.headers['content-type']).toMatch(/^application\/dash\+xml/);
      expect(dash.headers['cache-control']).toBe('private, max-age=60');
      expect(dash.body).toBe(TEST_DASH_MANIFEST);

      const hls = await get(hlsPath);
      expect(hls.statusCode).toBe(200);
      expect(hls.headers['content-type']).toMatch(/^application\/vnd\.apple\.mpegurl/);
      expect(hls.headers['cache-control']).toBe('private, max-age=60');
    });

    it('lets anyone cache the encrypted segments for a year, as immutable', async () => {
      const segment = await get(`/media/${assetPath}/video_720p_1.m4s`);
      expect(segment.statusCode).toBe(200);
      expect(segment.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(segment.rawPayload).toHaveLength(64);
    });

    it('refuses manifests and segments outside Japan with 4003', async () => {
      for (const url of [dashPath, hlsPath, `/media/${assetPath}/video_720p_1.m4s`]) {
        const response = await get(url, AMERICAN_ADDRESS);
        expect(response.statusCode, url).toBe(403);
        expect(response.json(), url).toEqual({ code: 4003, message: API_ERRORS.outsideJapan.message });
      }
    });
  },
);
