/**
 * The demo catalogue's playable video: every episode gets an `episode_media` row pointing at its title's
 * package. Upcoming episodes too: the API decides by release date (and the product clock can be moved in
 * development), so an episode plays the moment it is released, without a restart. Each title has its own content key (created here when missing) and one package, shared
 * by its episodes, encrypted from a cached demo clip; the one VR episode gets a 360° clip of its own.
 * Idempotent: episodes that already have a row cost nothing, so a second start runs no encoder at all.
 */
import { join } from 'node:path';
import { type AppDatabase, episodeMedia, episodes, titles } from '@hanabi/db';
import {
  type ContentKey,
  cachedDemoClip,
  DEMO_CLIP_SECONDS,
  DEMO_CLIPS,
  DEMO_RENDITION_HEIGHTS,
  type DemoClip,
  packageEncrypted,
  pathExists,
} from '@hanabi/media';
import { asc, eq } from 'drizzle-orm';
import { titleContentKey } from './title-content-key.ts';

export interface DemoVideoOptions {
  mediaDir: string;
  /** Where the encoded (clear) clips are cached between starts. */
  cacheDir: string;
  clips?: readonly DemoClip[];
  onProgress?: (done: number, total: number) => void;
}

/** Skip markers of the demo clips: an opening to skip, and an ending near the end (never skipped automatically). */
const OPENING = { start: 2, end: 6 };
const ENDING_START = DEMO_CLIP_SECONDS - 3;
const PARALLEL_PACKAGERS = 2;

interface DemoEpisode {
  id: number;
  titleId: number;
  slug: string;
  isFree: boolean;
  displayGroup: 'general_group' | 'mature_group';
}

interface Package {
  titleId: number;
  clip: DemoClip;
  /** Folder under the media root. */
  assetPath: string;
  key: ContentKey;
  episodeIds: number[];
}

async function allEpisodes(db: AppDatabase): Promise<DemoEpisode[]> {
  return db
    .select({
      id: episodes.id,
      titleId: episodes.titleId,
      slug: titles.slug,
      isFree: episodes.isFree,
      displayGroup: titles.displayGroup,
    })
    .from(episodes)
    .innerJoin(titles, eq(titles.id, episodes.titleId))
    .orderBy(asc(episodes.titleId), asc(episodes.releasedAt), asc(episodes.id));
}

/**
 * Groups the episodes still without media into packages: one per title, plus the VR episode's own. The
 * folder name carries the key id, so a package encrypted with an earlier key (a reset database) is never
 * reused.
 */
async function plan(db: AppDatabase, clips: readonly DemoClip[]): Promise<Package[]> {
  const all = await allEpisodes(db);
  const packaged = new Set((await db.select({ id: episodeMedia.episodeId }).from(episodeMedia)).map(({ id }) => id));
  const flatClips = clips.filter((clip) => !clip.isVr);
  const vrClip = clips.find((clip) => clip.isVr);
  // The last general-audience free episode: anyone, guests included, can try the VR view, and the choice is
  // stable across starts and away from the first titles other demos use.
  const vrEpisodeId = vrClip
    ? all.findLast(({ isFree, displayGroup }) => isFree && displayGroup === 'general_group')?.id
    : undefined;
  const packages = new Map<string, Package>();
  const keys = new Map<number, ContentKey>();
  for (const episode of all) {
    if (packaged.has(episode.id)) continue;
    const clip = episode.id === vrEpisodeId && vrClip ? vrClip : flatClips[episode.titleId % flatClips.length];
    if (!clip) throw new Error('No demo clip to package.');
    const key = keys.get(episode.titleId) ?? (await titleContentKey(db, episode.titleId));
    keys.set(episode.titleId, key);
    const assetPath = `video/${episode.slug}/${clip.id}-${key.keyId.slice(0, 8)}`;
    const existing = packages.get(assetPath);
    if (existing) existing.episodeIds.push(episode.id);
    else packages.set(assetPath, { titleId: episode.titleId, clip, assetPath, key, episodeIds: [episode.id] });
  }
  return [...packages.values()];
}

function writeRows(db: AppDatabase, pack: Package) {
  return db
    .insert(episodeMedia)
    .values(
      pack.episodeIds.map((episodeId) => ({
        episodeId,
        assetPath: pack.assetPath,
        durationSeconds: DEMO_CLIP_SECONDS,
        renditionHeights: [...DEMO_RENDITION_HEIGHTS],
        openingStartSeconds: OPENING.start,
        openingEndSeconds: OPENING.end,
        endingStartSeconds: ENDING_START,
        isVr: pack.clip.isVr,
      })),
    )
    .onConflictDoNothing({ target: episodeMedia.episodeId });
}

export async function prepareDemoVideos(
  db: AppDatabase,
  { mediaDir, cacheDir, clips = DEMO_CLIPS, onProgress }: DemoVideoOptions,
): Promise<{ packaged: number; episodes: number }> {
  const packages = await plan(db, clips);
  const neededClips = [...new Set(packages.map(({ clip }) => clip))];
  const total = neededClips.length + packages.length;
  let done = 0;
  const renditions = new Map<DemoClip, Awaited<ReturnType<typeof cachedDemoClip>>>();
  for (const clip of neededClips) {
    renditions.set(clip, await cachedDemoClip(cacheDir, clip));
    onProgress?.(++done, total);
  }
  let packaged = 0;
  let next = 0;
  // The packager is single-threaded for the most part: two at a time keep both cores busy.
  async function worker(): Promise<void> {
    for (let pack = packages[next++]; pack; pack = packages[next++]) {
      const folder = join(mediaDir, pack.assetPath);
      // Left by a start that stopped between packaging and writing the rows: whole, thanks to the rename.
      if (!(await pathExists(folder))) {
        await packageEncrypted(renditions.get(pack.clip) ?? [], folder, pack.key);
        packaged++;
      }
      await writeRows(db, pack);
      onProgress?.(++done, total);
    }
  }
  await Promise.all(Array.from({ length: PARALLEL_PACKAGERS }, worker));
  return { packaged, episodes: packages.reduce((sum, pack) => sum + pack.episodeIds.length, 0) };
}
