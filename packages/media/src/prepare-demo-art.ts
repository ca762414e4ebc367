/**
 * Writes the demo artwork of a catalogue into the media storage (the local folder or the bucket; decision
 * 0044). Runs at every start, so it must be cheap when everything is there (existing files are skipped, not
 * re-rendered: one listing finds them) and safe to interrupt (the storage stores each file whole or not at all).
 */
import { episodeThumbnailSvg, keyArtSvg, posterSvg } from './artwork.ts';
import {
  DEMO_ART_FOLDER,
  type EpisodeCut,
  episodeThumbnailImage,
  keyArtImage,
  type MediaImage,
  posterImage,
} from './images.ts';

export interface DemoArtTitle {
  slug: string;
  /** 0–359: the title's colour. */
  hue: number;
  episodes: Array<{ number: number; cut: EpisodeCut }>;
}

/** What the artwork needs of @hanabi/storage's MediaStorage (structurally: media does not depend on it). */
export interface ArtStorage {
  list(prefix: string): Promise<string[]>;
  putFile(key: string, content: string): Promise<void>;
}

interface ArtFile {
  image: MediaImage;
  render: () => string;
}

// Enough to keep the disk or the link busy without thousands of writes at once.
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

/** `onProgress` counts the files still missing, so a later start, which has them all, reports nothing. */
export async function prepareDemoArt(
  storage: ArtStorage,
  titles: readonly DemoArtTitle[],
  onProgress?: (done: number, total: number) => void,
): Promise<{ written: number; skipped: number }> {
  const files = artFiles(titles);
  const present = new Set(await storage.list(DEMO_ART_FOLDER));
  const missing = files.filter((file) => !present.has(file.image.path));
  let next = 0;
  let written = 0;
  async function worker(): Promise<void> {
    for (let file = missing[next++]; file; file = missing[next++]) {
      await storage.putFile(file.image.path, file.render());
      onProgress?.(++written, missing.length);
    }
  }
  await Promise.all(Array.from({ length: Math.min(PARALLEL_WRITES, missing.length) }, worker));
  return { written, skipped: files.length - missing.length };
}
