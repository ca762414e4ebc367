/** The demo artwork written through the media storage, on both back ends (decision 0044). */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { localMediaStorage, type MediaStorage, s3MediaStorage } from '@hanabi/storage';
import { startS3TestServer } from '@hanabi/storage/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { keyArtSvg } from './artwork.ts';
import { keyArtImage, posterImage } from './images.ts';
import { type DemoArtTitle, prepareDemoArt } from './prepare-demo-art.ts';

const titles: DemoArtTitle[] = [
  {
    slug: 'hoshifuru-machi',
    hue: 210,
    episodes: [
      { number: 1, cut: 'broadcast' },
      { number: 2, cut: 'broadcast' },
      { number: 2, cut: 'premium' },
    ],
  },
  { slug: 'kaze-no-tani', hue: 30, episodes: [{ number: 1, cut: 'broadcast' }] },
];

async function read(storage: MediaStorage, key: string): Promise<string | undefined> {
  const object = await storage.get(key);
  return object && text(object.body);
}

const opened: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const close of opened.splice(0)) await close();
});

/** An empty storage of its own: a new folder, or a bucket on a new S3 test server. */
const BACK_ENDS = {
  local: async (): Promise<MediaStorage> => {
    const folder = await mkdtemp(join(tmpdir(), 'hanabi-media-'));
    opened.push(() => rm(folder, { recursive: true, force: true }));
    return localMediaStorage(folder);
  },
  s3: async (): Promise<MediaStorage> => {
    const server = await startS3TestServer();
    opened.push(() => server.close());
    return s3MediaStorage(server.settings);
  },
};

describe.each(['local', 's3'] as const)('prepareDemoArt (%s storage)', { timeout: 20_000 }, (kind) => {
  const freshStorage = BACK_ENDS[kind];

  it('writes every picture once and reports progress', async () => {
    const storage = await freshStorage();
    const progress: Array<[number, number]> = [];
    const result = await prepareDemoArt(storage, titles, (done, total) => progress.push([done, total]));
    expect(result).toEqual({ written: 8, skipped: 0 });
    expect(progress.at(-1)).toEqual([8, 8]);
    expect(await read(storage, keyArtImage('hoshifuru-machi').path)).toBe(keyArtSvg('hoshifuru-machi', 210));
    expect(await storage.list('art/titles/hoshifuru-machi/episodes')).toEqual(
      ['1-broadcast.svg', '2-broadcast.svg', '2-premium.svg'].map(
        (file) => `art/titles/hoshifuru-machi/episodes/${file}`,
      ),
    );
  });

  it('skips files that exist and leaves them untouched', async () => {
    const storage = await freshStorage();
    await prepareDemoArt(storage, titles);
    const poster = posterImage('kaze-no-tani').path;
    await storage.putFile(poster, 'kept');
    const progress: Array<[number, number]> = [];
    const again = await prepareDemoArt(storage, titles, (done, total) => progress.push([done, total]));
    expect(again).toEqual({ written: 0, skipped: 8 });
    expect(progress, 'nothing to write, nothing to report').toEqual([]);
    expect(await read(storage, poster)).toBe('kept');
  });
});

it('leaves no temporary files behind in the local folder', async () => {
  const mediaDir = await mkdtemp(join(tmpdir(), 'hanabi-media-'));
  opened.push(() => rm(mediaDir, { recursive: true, force: true }));
  const storage = localMediaStorage(mediaDir);
  await Promise.all([prepareDemoArt(storage, titles), prepareDemoArt(storage, titles)]);
  const files = await readdir(mediaDir, { recursive: true });
  expect(files.filter((file) => file.endsWith('.tmp'))).toEqual([]);
});
