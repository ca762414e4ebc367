/**
 * The demo catalogue's playable video: every episode gets a package of its own, encrypted with its own
 * content key (decision 0035) from one of the encoded demo clips the repository keeps (decision 0034). No
 * ffmpeg and no font: only the packager that `npm ci` installs. Upcoming episodes too: the API decides by
 * release date (and the product clock can be moved in development), so an episode plays the moment it is
 * released, without a restart. Idempotent: episodes that already have a row cost nothing, so a later start
 * packages nothing. Packages are made in a temporary folder and stored through the media storage (the local
 * folder or the bucket; decision 0044), whole or not at all.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type AppDatabase, episodeMedia, episodes, titles } from '@hanabi/db';
import {
  type ContentKey,
  DEMO_CLIP_SECONDS,
  DEMO_CLIPS,
  DEMO_RENDITION_HEIGHTS,
  type DemoClip,
  demoClipRenditions,
  forkToolRunner,
  packageEncrypted,
} from '@hanabi/media';
import { episodePackagePath, newEpisodeContentKey, unusedEpisodeKeys } from '@hanabi/packaging';
import type { MediaStorage } from '@hanabi/storage';
import { and, asc, desc, eq, isNull } from 'drizzle-orm';

export interface DemoVideoOptions {
  storage: MediaStorage;
  clips?: readonly DemoClip[];
  /** Where the clips' renditions are; the repository's packages/media/demo-clips by default. */
  clipsDir?: string;
  onProgress?: (done: number, total: number) => void;
}

/** Skip markers of the demo clips: an opening to skip, and an ending near the end (never skipped automatically). */
const OPENING = { start: 2, end: 6 };
const ENDING_START = DEMO_CLIP_SECONDS - 3;
/** A packager run is short and mostly CPU: one per core. */
const PARALLEL_PACKAGERS = 2;
/** A demo episode's run takes a few hundredths of a second; one that takes this long is hung. */
const PACKAGER_TIMEOUT_MS = 60_000;

interface DemoEpisode {
  id: number;
  titleId: number;
  slug: string;
}

/** Episodes without a package, in catalogue order. */
async function unpackagedEpisodes(db: AppDatabase): Promise<DemoEpisode[]> {
  return db
    .select({
      id: episodes.id,
      titleId: episodes.titleId,
      slug: titles.slug,
    })
    .from(episodes)
    .innerJoin(titles, eq(titles.id, episodes.titleId))
    .leftJoin(episodeMedia, eq(episodeMedia.episodeId, episodes.id))
    .where(isNull(episodeMedia.episodeId))
    .orderBy(asc(episodes.titleId), asc(episodes.releasedAt), asc(episodes.id));
}

/**
 * The clip of each episode: one flat clip per title, and the 360° clip for the last general-audience free
 * episode, so anyone, guests included, can try the VR view (stable across starts, and away from the first
 * titles other demos use). Decided over the whole catalogue, so a start that resumes picks the same.
 */
async function vrEpisodeId(db: AppDatabase): Promise<number | undefined> {
  const [episode] = await db
    .select({ id: episodes.id })
    .from(episodes)
    .innerJoin(titles, eq(titles.id, episodes.titleId))
    .where(and(eq(titles.displayGroup, 'general_group'), eq(episodes.isFree, true)))
    .orderBy(desc(episodes.titleId), desc(episodes.releasedAt), desc(episodes.id))
    .limit(1);
  return episode?.id;
}

function recordPackage(db: AppDatabase, episode: DemoEpisode, assetPath: string, key: ContentKey, clip: DemoClip) {
  return db
    .insert(episodeMedia)
    .values({
      episodeId: episode.id,
      assetPath,
      keyId: key.keyId,
      durationSeconds: DEMO_CLIP_SECONDS,
      renditionHeights: [...DEMO_RENDITION_HEIGHTS],
      openingStartSeconds: OPENING.start,
      openingEndSeconds: OPENING.end,
      endingStartSeconds: ENDING_START,
      isVr: clip.isVr,
    })
    .onConflictDoNothing({ target: episodeMedia.episodeId });
}

export async function prepareDemoVideos(
  db: AppDatabase,
  { storage, clips = DEMO_CLIPS, clipsDir, onProgress }: DemoVideoOptions,
): Promise<{ packaged: number }> {
  const pending = await unpackagedEpisodes(db);
  if (pending.length === 0) return { packaged: 0 };
  const flatClips = clips.filter((clip) => !clip.isVr);
  const vrClip = clips.find((clip) => clip.isVr);
  const vrEpisode = vrClip ? await vrEpisodeId(db) : undefined;
  const clipOf = (episode: DemoEpisode): DemoClip => {
    const clip = episode.id === vrEpisode && vrClip ? vrClip : flatClips[episode.titleId % flatClips.length];
    if (!clip) throw new Error('No demo clip to package.');
    return clip;
  };
  const leftKeys = await unusedEpisodeKeys(db);

  // Hundreds of packager runs: started from a small helper process, each costs a fifth (fork-tool-runner.ts).
  const runner = forkToolRunner();
  let done = 0;
  let next = 0;
  async function worker(): Promise<void> {
    for (let episode = pending[next++]; episode; episode = pending[next++]) {
      const clip = clipOf(episode);
      const key = leftKeys.get(episode.id) ?? (await newEpisodeContentKey(db, episode.id));
      const assetPath = episodePackagePath(episode.slug, episode.id, key);
      // Left whole by a start that stopped between storing and recording: the storage holds whole packages only.
      if ((await storage.list(assetPath)).length === 0) {
        const workDir = await mkdtemp(join(tmpdir(), 'hanabi-demo-package-'));
        try {
          const packageDir = join(workDir, 'package');
          await packageEncrypted(demoClipRenditions(clip, clipsDir), packageDir, key, {
            run: runner.run,
            timeoutMs: PACKAGER_TIMEOUT_MS,
          });
          await storage.putFolder(packageDir, assetPath);
        } finally {
          await rm(workDir, { recursive: true, force: true });
        }
      }
      await recordPackage(db, episode, assetPath, key, clip);
      onProgress?.(++done, pending.length);
    }
  }
  try {
    await Promise.all(Array.from({ length: PARALLEL_PACKAGERS }, worker));
  } finally {
    runner.close();
  }
  return { packaged: pending.length };
}
