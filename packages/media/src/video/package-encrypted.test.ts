import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeTestClip } from '../test/test-clip.ts';
import { newContentKey } from './content-key.ts';
import { encodeRenditions, type Rendition } from './encode-renditions.ts';
import { MediaInputError } from './media-input-error.ts';
import { packageEncrypted } from './package-encrypted.ts';

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/** Seconds of every segment of a media playlist, from its EXTINF lines. */
function segmentSeconds(playlist: string): number[] {
  return [...playlist.matchAll(/^#EXTINF:([\d.]+),/gm)].map((match) => Number(match[1]));
}

describe('encode and package an episode', { timeout: 30_000 }, () => {
  let folder: string;
  let renditions: Rendition[];
  const key = newContentKey();

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'hanabi-video-'));
    const clip = writeTestClip(join(folder, 'clip.mp4'), { seconds: 4, height: 160 });
    renditions = await encodeRenditions(clip, join(folder, 'work'), { heights: [90, 160] });
    await packageEncrypted(renditions, join(folder, 'out', 'episode'), key);
  });
  afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  it('writes a static DASH manifest and an HLS master playlist naming every rendition', async () => {
    const mpd = await readFile(join(folder, 'out/episode/manifest.mpd'), 'utf8');
    expect(mpd).toContain('type="static"');
    expect(mpd).toMatch(/height="90"/);
    expect(mpd).toMatch(/height="160"/);
    const master = await readFile(join(folder, 'out/episode/master.m3u8'), 'utf8');
    expect(master).toContain('90p/playlist.m3u8');
    expect(master).toContain('160p/playlist.m3u8');
    expect(master).toContain('audio/playlist.m3u8');
  });

  it('cuts every rendition into aligned 2-second segments', async () => {
    for (const stream of ['90p', '160p', 'audio']) {
      const playlist = await readFile(join(folder, 'out/episode', stream, 'playlist.m3u8'), 'utf8');
      const seconds = segmentSeconds(playlist);
      expect(seconds).toHaveLength(2);
      for (const length of seconds) expect(length).toBeCloseTo(2, 1);
    }
  });

  it('encrypts with CENC under the key id, and never writes the key', async () => {
    const mpd = await readFile(join(folder, 'out/episode/manifest.mpd'), 'utf8');
    const defaultKids = [...mpd.matchAll(/cenc:default_KID="([0-9a-f-]+)"/g)].map((match) =>
      match[1]?.replaceAll('-', ''),
    );
    expect(defaultKids.length).toBeGreaterThanOrEqual(2);
    expect(new Set(defaultKids)).toEqual(new Set([key.keyId]));

    const keyForms = [key.key, key.key.toUpperCase(), Buffer.from(key.key, 'hex').toString('base64')];
    const files = await filesUnder(join(folder, 'out'));
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      const bytes = await readFile(file);
      expect(bytes.includes(Buffer.from(key.key, 'hex')), file).toBe(false);
      for (const form of keyForms) expect(bytes.includes(form), file).toBe(false);
    }
    // Encrypted from the first segment (no clear lead): the first video segment carries sample encryption.
    expect((await readFile(join(folder, 'out/episode/160p/1.m4s'))).includes('senc')).toBe(true);
  });

  it('leaves nothing when packaging fails, and never packages over an existing package', async () => {
    const notAVideo = join(folder, 'notes.mp4');
    await writeFile(notAVideo, 'not a video');
    await expect(
      packageEncrypted([{ height: 160, path: notAVideo }], join(folder, 'out', 'failed'), key),
    ).rejects.toThrow();
    const missing = [{ height: 160, path: join(folder, 'missing.mp4') }];
    await expect(packageEncrypted(missing, join(folder, 'out', 'failed'), key)).rejects.toThrow(
      /missing\.mp4 does not exist/,
    );
    expect(await readdir(join(folder, 'out'))).toEqual(['episode']);
    await expect(packageEncrypted(renditions, join(folder, 'out', 'episode'), key)).rejects.toThrow(/already exists/);
  });
});

describe('encodeRenditions refuses what is not a video', () => {
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'hanabi-video-input-'));
  });
  afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  async function refusal(input: string): Promise<MediaInputError> {
    const work = join(folder, 'work');
    const error = await encodeRenditions(input, work, { heights: [90] }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(MediaInputError);
    expect(existsSync(work)).toBe(false);
    return error as MediaInputError;
  }

  it('says the file is missing', async () => {
    expect((await refusal(join(folder, 'nothing.mp4'))).message).toMatch(/nothing\.mp4 — ファイルが見つかりません。$/);
  });

  it('says a text file is not a video', async () => {
    const text = join(folder, 'notes.mp4');
    await writeFile(text, 'これは動画ではありません');
    expect((await refusal(text)).message).toMatch(/動画ファイルとして読み込めません/);
  });

  it('says a sound-only file has no picture', async () => {
    const sound = join(folder, 'tone.m4a');
    execFileSync('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', 'sine=duration=1', '-c:a', 'aac', sound]);
    expect((await refusal(sound)).message).toMatch(/映像が含まれていません。$/);
  });
});
