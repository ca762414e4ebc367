import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
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

describe('prepareDemoArt', () => {
  let mediaDir: string;
  beforeEach(async () => {
    mediaDir = await mkdtemp(join(tmpdir(), 'hanabi-media-'));
  });
  afterEach(async () => {
    await rm(mediaDir, { recursive: true, force: true });
  });

  it('writes every picture once and reports progress', async () => {
    const progress: Array<[number, number]> = [];
    const result = await prepareDemoArt(mediaDir, titles, (done, total) => progress.push([done, total]));
    expect(result).toEqual({ written: 8, skipped: 0 });
    expect(progress.at(-1)).toEqual([8, 8]);
    const keyArt = await readFile(join(mediaDir, keyArtImage('hoshifuru-machi').path), 'utf8');
    expect(keyArt).toBe(keyArtSvg('hoshifuru-machi', 210));
    const episodes = await readdir(join(mediaDir, 'art/titles/hoshifuru-machi/episodes'));
    expect(episodes.sort()).toEqual(['1-broadcast.svg', '2-broadcast.svg', '2-premium.svg']);
  });

  it('skips files that exist and leaves them untouched', async () => {
    await prepareDemoArt(mediaDir, titles);
    const poster = join(mediaDir, posterImage('kaze-no-tani').path);
    await writeFile(poster, 'kept');
    const progress: Array<[number, number]> = [];
    const again = await prepareDemoArt(mediaDir, titles, (done, total) => progress.push([done, total]));
    expect(again).toEqual({ written: 0, skipped: 8 });
    expect(progress, 'nothing to write, nothing to report').toEqual([]);
    expect(await readFile(poster, 'utf8')).toBe('kept');
  });

  it('leaves no temporary files behind', async () => {
    await Promise.all([prepareDemoArt(mediaDir, titles), prepareDemoArt(mediaDir, titles)]);
    const files = await readdir(mediaDir, { recursive: true });
    expect(files.filter((file) => file.endsWith('.tmp'))).toEqual([]);
  });
});
