/**
 * Writes the demo artwork of a catalogue into the media folder. Runs at every start, so it must be cheap
 * when everything is there (existing files are skipped, not re-rendered) and safe to interrupt (each file
 * appears whole or not at all).
 */
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { episodeThumbnailSvg, keyArtSvg, posterSvg } from './artwork.ts';
import { pathExists, tempPathBeside } from './files.ts';
import { type EpisodeCut, episodeThumbnailImage, keyArtImage, type MediaImage, posterImage } from './images.ts';

export interface DemoArtTitle {
  slug: string;
  /** 0–359: the title's colour. */
  hue: number;
  episodes: Array<{ number: number; cut: EpisodeCut }>;
}

interface ArtFile {
  image: MediaImage;
  render: () => string;
}

// Enough to keep the disk busy without opening thousands of files at once.
const PARALLEL_WRITES = 16;

function artFiles(titles: readonly DemoArtTitle[]): ArtFile[] {
  return titles.flatMap(({ slug, hue, episodes }) => [
    { image: keyArtImage(slug), render: () => keyArtSvg(slug, hue) },
    { image: posterImage(slug), render: () => posterSvg(slug, hue) },
    ...episodes.map(({ number, cut }) => ({
      image: episodeThumbnailImage(slug, number, cut),
      render: () => episodeThumbnailSvg(slug, hue, number, cut),
    })),
  ]);
}

/** Temp file + rename: a crash leaves at most a stray temp file, never a truncated picture. */
async function writeAtomically(path: string, content: string): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  // A unique temp name, so two launchers preparing the same folder never write into each other's file.
  const temp = tempPathBeside(path);
  try {
    await writeFile(temp, content);
    await rename(temp, path);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

/** `onProgress` counts the files still missing, so a later start, which has them all, reports nothing. */
export async function prepareDemoArt(
  mediaDir: string,
  titles: readonly DemoArtTitle[],
  onProgress?: (done: number, total: number) => void,
): Promise<{ written: number; skipped: number }> {
  const files = artFiles(titles);
  const present = await Promise.all(files.map((file) => pathExists(join(mediaDir, file.image.path))));
  const missing = files.filter((_, index) => !present[index]);
  let next = 0;
  let written = 0;
  async function worker(): Promise<void> {
    for (let file = missing[next++]; file; file = missing[next++]) {
      await writeAtomically(join(mediaDir, file.image.path), file.render());
      onProgress?.(++written, missing.length);
    }
  }
  await Promise.all(Array.from({ length: Math.min(PARALLEL_WRITES, missing.length) }, worker));
  return { written, skipped: files.length - missing.length };
}
