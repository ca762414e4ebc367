/**
 * The launcher with MEDIA_STORAGE=s3 (decision 0044): the demo artwork and the demo video packages land in the
 * bucket, not in the media folder, and the API serves them from there; a second start writes nothing. Runs on
 * PGlite and, with HANABI_TEST_DB=postgres, on PostgreSQL.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ApiConfig, type ApiInstance, buildApi, loadApiConfig } from '@hanabi/api';
import { type Database, episodeMedia, titles } from '@hanabi/db';
import { createTestDatabase } from '@hanabi/db/testing';
import { demoArtworkList } from '@hanabi/demo/seed';
import { keyArtSvg } from '@hanabi/media';
import { type MediaStorage, openMediaStorage } from '@hanabi/storage';
import { type S3TestServer, startS3TestServer } from '@hanabi/storage/testing';
import { asc, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareData } from './prepare-data.ts';

const API_ORIGIN = 'http://api.hanabi.test';

describe('demo media prepared into an S3 bucket', { timeout: 120_000 }, () => {
  let s3: S3TestServer;
  let database: Database;
  let mediaDir: string;
  let config: ApiConfig;
  let storage: MediaStorage;
  let api: ApiInstance;

  beforeAll(async () => {
    s3 = await startS3TestServer();
    mediaDir = await mkdtemp(join(tmpdir(), 'hanabi-s3-launch-'));
    const { bucket, endpoint, credentials } = s3.settings;
    config = loadApiConfig({
      APP_ENV: 'development',
      LOG_LEVEL: 'silent',
      API_ORIGIN,
      WEB_ORIGIN: 'http://web.hanabi.test',
      MEDIA_DIR: mediaDir,
      GEO_ALLOW_PRIVATE: 'true',
      MEDIA_STORAGE: 's3',
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint ?? '',
      S3_ACCESS_KEY_ID: credentials?.accessKeyId ?? '',
      S3_SECRET_ACCESS_KEY: credentials?.secretAccessKey ?? '',
    });
    storage = openMediaStorage(config.mediaStorage);
    // The seeded catalogue, cut to its first two titles: packaging every episode would only slow the test.
    database = await createTestDatabase();
    const kept = await database.db.select({ id: titles.id }).from(titles).orderBy(asc(titles.id)).limit(2);
    await database.db.delete(titles).where(
      notInArray(
        titles.id,
        kept.map(({ id }) => id),
      ),
    );
    api = await buildApi({ database, config, logger: { write: () => {} } });
  }, 120_000);
  afterAll(async () => {
    await api?.close();
    await database?.close();
    await s3?.close();
    await rm(mediaDir, { recursive: true, force: true });
  });

  const get = (url: string) => api.inject({ method: 'GET', url: url.replace(API_ORIGIN, '') });

  it('stores the artwork and every episode package in the bucket, served by the API, and writes nothing again', async () => {
    await prepareData(database, config, () => {});

    const artwork = demoArtworkList();
    const artCount = artwork.reduce((count, title) => count + 2 + title.episodes.length, 0);
    expect(await storage.list('art/titles')).toHaveLength(artCount);
    expect(await readdir(mediaDir)).toEqual([]);

    const [title] = await database.db.select({ id: titles.id }).from(titles).orderBy(asc(titles.id)).limit(1);
    const answer = await get(`/v1/titles/${title?.id}`);
    expect(answer.statusCode, answer.body).toBe(200);
    const { key_art } = answer.json().contents;
    const picture = await get(key_art.url);
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/svg+xml');
    const artTitle = artwork.find((entry) => key_art.url.endsWith(`/art/titles/${entry.slug}/key-art.svg`));
    expect(picture.body).toBe(artTitle && keyArtSvg(artTitle.slug, artTitle.hue));

    const packages = await database.db.select({ assetPath: episodeMedia.assetPath }).from(episodeMedia);
    expect(packages.length).toBeGreaterThan(1);
    for (const { assetPath } of packages) {
      expect(await storage.list(assetPath), assetPath).toContain(`${assetPath}/manifest.mpd`);
    }
    const [first] = packages;
    const manifest = await get(`/media/${first?.assetPath}/manifest.mpd`);
    expect(manifest.statusCode).toBe(200);
    expect(manifest.body).toContain('<MPD');

    const stored = [...(await storage.list('art')), ...(await storage.list('video'))];
    await prepareData(database, config, () => {});
    expect([...(await storage.list('art')), ...(await storage.list('video'))]).toEqual(stored);
    expect(await database.db.$count(episodeMedia)).toBe(packages.length);
  });
});
