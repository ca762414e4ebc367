/**
 * Operator command: `npm run media:package -- --episode <id> <file>` encodes a video file into the
 * renditions, packages it encrypted with a new key of the episode's own (decision 0035) and points the
 * episode at the new package. The episode's row is written only once the package is complete, and a failed
 * run leaves neither a package folder nor a row. Exit code 0 on success, 1 on any failure, 2 when ffmpeg is
 * not installed, each with one Japanese line saying what is wrong. It reads DATABASE_URL, or the embedded
 * database in HANABI_DATA_DIR/db (stop `npm start` first), and MEDIA_DIR like the API.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { loadStoragePaths } from '@hanabi/api';
import { type AppDatabase, type Database, DatabaseOpenError, episodeMedia, episodes, titles } from '@hanabi/db';
import { encodeRenditions, MediaInputError, packageEncrypted, probeVideo, ToolMissingError } from '@hanabi/media';
import { eq } from 'drizzle-orm';
import { episodePackagePath, newEpisodeContentKey } from './lib/episode-packages.ts';
import { DatabaseUnavailable, findExistingDatabase } from './lib/existing-database.ts';

export const EXIT_PACKAGED = 0;
export const EXIT_FAILED = 1;
/** What the machine lacks (ffmpeg) is for the operator to install, not a fault of the file or the data. */
export const EXIT_MISSING_TOOL = 2;

type Env = Readonly<Record<string, string | undefined>>;
type Output = Pick<Console, 'info' | 'error'>;

const USAGE = '使い方: npm run media:package -- --episode <エピソードID> <動画ファイル>';
const RENDITION_HEIGHTS = [360, 720];

/** A failure whose message is the whole explanation (Japanese, one line). */
class PackagingRefused extends Error {}

interface Request {
  episodeId: number;
  inputPath: string;
}

function parseRequest(args: readonly string[]): Request {
  let parsed: ReturnType<typeof parseArgs<{ options: { episode: { type: 'string' } }; allowPositionals: true }>>;
  try {
    parsed = parseArgs({ args: [...args], options: { episode: { type: 'string' } }, allowPositionals: true });
  } catch {
    throw new PackagingRefused(USAGE);
  }
  const episodeId = Number(parsed.values.episode);
  const [inputPath, ...extra] = parsed.positionals;
  if (!Number.isSafeInteger(episodeId) || episodeId <= 0 || !inputPath || extra.length > 0) {
    throw new PackagingRefused(USAGE);
  }
  return { episodeId, inputPath };
}

async function findEpisode(db: AppDatabase, episodeId: number) {
  const [episode] = await db
    .select({ titleId: episodes.titleId, number: episodes.number, slug: titles.slug, titleName: titles.name })
    .from(episodes)
    .innerJoin(titles, eq(titles.id, episodes.titleId))
    .where(eq(episodes.id, episodeId));
  if (!episode) throw new PackagingRefused(`エピソード ${episodeId} が見つかりません。`);
  return episode;
}

function formatDuration(seconds: number): string {
  const whole = Math.round(seconds);
  return whole >= 60 ? `${Math.floor(whole / 60)}分${whole % 60}秒` : `${whole}秒`;
}

async function packageForEpisode(db: AppDatabase, mediaDir: string, request: Request): Promise<string> {
  const episode = await findEpisode(db, request.episodeId);
  const probe = await probeVideo(request.inputPath);
  // No upscaling beyond the smallest rendition: a small source gets that one only.
  const heights = RENDITION_HEIGHTS.filter((height, index) => index === 0 || height <= probe.height);
  const workDir = await mkdtemp(join(tmpdir(), 'hanabi-media-'));
  try {
    const renditions = await encodeRenditions(request.inputPath, workDir, { heights });
    const key = await newEpisodeContentKey(db, request.episodeId);
    const assetPath = episodePackagePath(episode.slug, request.episodeId, key);
    await packageEncrypted(renditions, join(mediaDir, assetPath), key);
    const row = {
      assetPath,
      keyId: key.keyId,
      durationSeconds: Math.max(1, Math.round(probe.durationSeconds)),
      renditionHeights: heights,
      openingStartSeconds: null,
      openingEndSeconds: null,
      endingStartSeconds: null,
      isVr: false,
    };
    await db
      .insert(episodeMedia)
      .values({ episodeId: request.episodeId, ...row })
      .onConflictDoUpdate({ target: episodeMedia.episodeId, set: { ...row, packagedAt: new Date() } });
    const qualities = heights.map((height) => `${height}p`).join('・');
    return `${episode.titleName} 第${episode.number}話（エピソード ${request.episodeId}）の動画を登録しました: ${assetPath}（${qualities}、${formatDuration(probe.durationSeconds)}）`;
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

/** Runs the command with `args` (after `--`) against the database and media folder `env` names. */
export async function runMediaPackage(args: readonly string[], env: Env, output: Output = console): Promise<number> {
  let database: Database | undefined;
  try {
    const request = parseRequest(args);
    const { mediaDir } = loadStoragePaths(env);
    database = await findExistingDatabase(env).open();
    output.info(await packageForEpisode(database.db, mediaDir, request));
    return EXIT_PACKAGED;
  } catch (error) {
    if (error instanceof ToolMissingError) {
      output.error(error.message);
      return EXIT_MISSING_TOOL;
    }
    if (error instanceof PackagingRefused || error instanceof MediaInputError || error instanceof DatabaseUnavailable) {
      output.error(error.message);
    } else if (error instanceof DatabaseOpenError) {
      output.error(`データベースを開けません: ${error.message}`);
    } else {
      output.error(`パッケージを作れませんでした: ${error instanceof Error ? error.message : String(error)}`);
    }
    return EXIT_FAILED;
  } finally {
    await database?.close();
  }
}

const isEntry = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isEntry) {
  runMediaPackage(process.argv.slice(2), process.env).then((code) => {
    process.exitCode = code;
  });
}
