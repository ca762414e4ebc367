import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMMUTABLE_CACHE_CONTROL, MANIFEST_CACHE_CONTROL } from './cache-policy.ts';
import type { MediaStorage } from './media-storage.ts';
import { mediaStorageCases } from './testing/media-storage-cases.ts';

/** A package folder as the packager leaves it: manifests at the top, a folder of segments per stream. */
const PACKAGE_FILES: Readonly<Record<string, string>> = {
  'manifest.mpd': '<MPD/>',
  'master.m3u8': '#EXTM3U',
  '360p/init.mp4': 'init-360',
  '360p/1.m4s': 'segment-360-1',
  '360p/playlist.m3u8': '#EXTM3U 360p',
  'audio/init.mp4': 'init-audio',
  'audio/1.m4s': 'segment-audio-1',
};

async function writePackage(folder: string): Promise<string> {
  for (const [file, content] of Object.entries(PACKAGE_FILES)) {
    await mkdir(dirname(join(folder, file)), { recursive: true });
    await writeFile(join(folder, file), content);
  }
  return folder;
}

async function read(storage: MediaStorage, key: string) {
  const object = await storage.get(key);
  if (!object) return undefined;
  const { body, ...rest } = object;
  return { ...rest, content: await text(body) };
}

let scratch: string;

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'hanabi-storage-'));
});
afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});

describe.each(mediaStorageCases())('media storage: $kind', { timeout: 20_000 }, ({ kind, open }) => {
  let storage: MediaStorage;
  let source: string;
  const prefix = `video/${kind}-title/episode-1-0123456789ab`;

  beforeAll(async () => {
    storage = open();
    source = await writePackage(join(scratch, `${kind}-package`));
  });

  it('stores a package folder whole and lists every file of it', async () => {
    await storage.putFolder(source, prefix);
    expect(await storage.list(prefix)).toEqual(
      Object.keys(PACKAGE_FILES)
        .map((file) => `${prefix}/${file}`)
        .sort(),
    );
    expect(await storage.list(`video/${kind}-title/episode-2`)).toEqual([]);
  });

  it('serves segments as immutable for a year and manifests for a minute, with their types', async () => {
    expect(await read(storage, `${prefix}/360p/1.m4s`)).toEqual({
      content: 'segment-360-1',
      size: 13,
      contentType: 'video/iso.segment',
      cacheControl: IMMUTABLE_CACHE_CONTROL,
    });
    expect(await read(storage, `${prefix}/audio/init.mp4`)).toMatchObject({ cacheControl: IMMUTABLE_CACHE_CONTROL });
    expect(await read(storage, `${prefix}/manifest.mpd`)).toEqual({
      content: '<MPD/>',
      size: 6,
      contentType: 'application/dash+xml',
      cacheControl: MANIFEST_CACHE_CONTROL,
    });
    expect(await read(storage, `${prefix}/master.m3u8`)).toMatchObject({
      contentType: 'application/vnd.apple.mpegurl',
      cacheControl: MANIFEST_CACHE_CONTROL,
    });
  });

  it('answers nothing for a missing file and refuses keys that leave the media root', async () => {
    expect(await storage.get(`${prefix}/360p/99.m4s`)).toBeUndefined();
    await expect(storage.get('../outside.txt')).rejects.toThrow('Not a media storage key');
    await expect(storage.get('/etc/passwd')).rejects.toThrow('Not a media storage key');
  });

  it('never overwrites a stored package: segments are immutable', async () => {
    const other = await mkdtemp(join(scratch, `${kind}-other-`));
    await writeFile(join(other, 'manifest.mpd'), '<MPD changed/>');
    await expect(storage.putFolder(other, prefix)).rejects.toThrow(`Media storage already holds ${prefix}`);
    expect(await read(storage, `${prefix}/manifest.mpd`)).toMatchObject({ content: '<MPD/>' });
  });

  it('stores a single picture whole with its type and cache rule, replacing the one before', async () => {
    const key = `art/titles/${kind}-title/poster.svg`;
    await storage.putFile(key, '<svg>1</svg>');
    await storage.putFile(key, new TextEncoder().encode('<svg>2</svg>'));
    expect(await read(storage, key)).toEqual({
      size: 12,
      contentType: 'image/svg+xml',
      cacheControl: 'public, max-age=86400',
      content: '<svg>2</svg>',
    });
    expect(await storage.list(`art/titles/${kind}-title`)).toEqual([key]);
    await expect(storage.putFile('art/../../outside.svg', '<svg/>')).rejects.toThrow('Not a media storage key');
  });

  it('removes a package folder and nothing beside it', async () => {
    const sibling = `video/${kind}-title/episode-1-ba9876543210`;
    await storage.putFolder(source, sibling);
    await storage.deleteFolder(prefix);
    expect(await storage.list(prefix)).toEqual([]);
    expect(await storage.get(`${prefix}/manifest.mpd`)).toBeUndefined();
    expect(await storage.list(sibling)).toHaveLength(Object.keys(PACKAGE_FILES).length);
    await storage.deleteFolder(sibling);
    expect(await storage.list(`video/${kind}-title`)).toEqual([]);
  });
});
