import { API_ERRORS } from '@hanabi/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApi, TEST_API_ORIGIN, type TestApi } from '../../test/build-test-api.ts';
import { insertTitle, TEST_NOW } from '../../test/catalogue-fixtures.ts';
import {
  MEDIA_STORAGE_KINDS,
  startTestMediaStorage,
  storeFiles,
  type TestMediaStorage,
} from '../../test/media-storage-fixtures.ts';

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="3"/>';
const SEGMENT = '0123456789abcdefghij';
const SEGMENT_URL = '/media/video/range-test/episode-1-abc/seg-1.m4s';

describe.each(MEDIA_STORAGE_KINDS)('GET /media/* from the %s media storage', { timeout: 30_000 }, (kind) => {
  let storage: TestMediaStorage;
  let api: TestApi;
  beforeAll(async () => {
    storage = await startTestMediaStorage(kind);
    api = await buildTestApi({ env: storage.env });
    await storeFiles(api.mediaStorage, 'art/titles/media-test', { 'key-art.svg': SVG });
    await storeFiles(api.mediaStorage, 'hidden', { '.secret': 'dotfile-content' });
    await storeFiles(api.mediaStorage, 'video/range-test/episode-1-abc', { 'seg-1.m4s': SEGMENT });
  });
  afterAll(async () => {
    await api.close();
    await storage.close();
  });

  it('serves the picture a title points at, cacheable for a day', async () => {
    const titleId = await insertTitle(api.database.db, { slug: 'media-test' });
    const title = await api.app.inject({
      method: 'GET',
      url: `/v1/titles/${titleId}`,
      headers: { 'x-debug-time': TEST_NOW },
    });
    const url: string = title.json().contents.key_art.url;
    expect(url.startsWith(`${TEST_API_ORIGIN}/media/`)).toBe(true);

    const response = await api.app.inject({ method: 'GET', url: url.slice(TEST_API_ORIGIN.length) });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.body).toBe(SVG);
  });

  it('serves a segment immutable for a year, whole or by byte range (206), and refuses a range past its end (416)', async () => {
    const get = (range?: string) =>
      api.app.inject({ method: 'GET', url: SEGMENT_URL, headers: range ? { range } : {} });

    const whole = await get();
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.body).toBe(SEGMENT);

    const middle = await get('bytes=2-5');
    expect(middle.statusCode).toBe(206);
    expect(middle.headers['content-range']).toBe('bytes 2-5/20');
    expect(middle.headers['content-length']).toBe('4');
    expect(middle.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(middle.body).toBe('2345');

    expect((await get('bytes=15-')).body).toBe('fghij');
    expect((await get('bytes=-3')).body).toBe('hij');
    expect((await get('bytes=18-99')).headers['content-range']).toBe('bytes 18-19/20');

    const past = await get('bytes=20-30');
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe('bytes */20');
  });

  it('sends media with a policy that keeps an SVG from running scripts, and without MIME sniffing', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/media/art/titles/media-test/key-art.svg' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers a missing file, a dotfile or a path outside the storage with the 404 envelope', async () => {
    for (const url of [
      '/media/art/none.svg',
      '/media/hidden/.secret',
      '/media/art/titles/media-test',
      '/media/../package.json',
      '/media/%2e%2e/package.json',
      '/media/art//titles/media-test/key-art.svg',
    ]) {
      const response = await api.app.inject({ method: 'GET', url });

      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ code: 4004, message: API_ERRORS.notFound.message });
    }
  });
});
