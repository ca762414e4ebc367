/**
 * Operator command: `npm run media:package -- --episode <id> <file>` packages a video file for an episode as
 * a packaging job (decision 0043) — the very job an upload from the console becomes — and waits for it,
 * printing the job's log as it goes: encoded into the renditions, packaged encrypted with a new key of the episode's own
 * (decision 0035), stored (MEDIA_STORAGE), and the episode pointed at the new package. It runs a worker of
 * its own meanwhile, so the job runs even where no other worker does. The episode's row is written only once
 * the package is complete, and a failed run leaves neither a package nor a row. Exit code 0 on success, 1 on
 * any failure, 2 when ffmpeg is not installed, each with one Japanese line saying what is wrong. It reads
 * DATABASE_URL, or the embedded database in HANABI_DATA_DIR/db (stop `npm start` first), and the storage
 * settings like the worker.
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { type AppDatabase, type Database, DatabaseOpenError, episodeMedia, episodes, titles } from '@hanabi/db';
import { runTool, ToolMissingError } from '@hanabi/media';
import {
  formatDuration,
  openPackagingService,
  type PackagingJobStatus,
  PackagingRequestError,
  type PackagingService,
} from '@hanabi/packaging';
import { ConfigError, loadWorkerConfig, startWorker } from '@hanabi/worker';
import { eq } from 'drizzle-orm';
import { DatabaseUnavailable, findExistingDatabase } from './lib/existing-database.ts';

export const EXIT_PACKAGED = 0;
export const EXIT_FAILED = 1;
/** What the machine lacks (ffmpeg) is for the operator to install, not a fault of the file or the data. */
export const EXIT_MISSING_TOOL = 2;

type Env = Readonly<Record<string, string | undefined>>;
type Output = Pick<Console, 'info' | 'error'>;

const USAGE = '使い方: npm run media:package -- --episode <エピソードID> <動画ファイル>';
/** How often the command looks at its job. */
const POLL_MS = 250;

/** A failure whose message is the whole explanation (Japanese, one line). */
class PackagingRefused extends Error {}

interface Request {
  episodeId: number;
  sourcePath: string;
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
  // Workers may run elsewhere: the job carries an absolute path.
  return { episodeId, sourcePath: resolve(inputPath) };
}

/** Before anything is queued: without ffmpeg the job could only fail. */
async function assertToolsInstalled(): Promise<void> {
  for (const tool of ['ffprobe', 'ffmpeg']) await runTool(tool, ['-version']);
}

/** Waits for the job to finish, printing its log as it grows (the lines a console shows). */
async function followJob(service: PackagingService, jobId: string, output: Output): Promise<PackagingJobStatus> {
  let printed = 0;
  for (;;) {
    const status = await service.jobStatus(jobId);
    if (!status) throw new Error(`The job ${jobId} disappeared.`);
    const finished = status.status !== 'queued' && status.status !== 'running';
    // The last line of a failed job is its reason, which the command prints as its error.
    for (const line of status.logTail.slice(printed, finished && status.status !== 'succeeded' ? -1 : undefined)) {
      output.info(line);
    }
    printed = status.logTail.length;
    if (finished) return status;
    await new Promise((done) => setTimeout(done, POLL_MS));
  }
}

async function describePackage(db: AppDatabase, episodeId: number): Promise<string> {
  const [row] = await db
    .select({ media: episodeMedia, number: episodes.number, titleName: titles.name })
    .from(episodeMedia)
    .innerJoin(episodes, eq(episodes.id, episodeMedia.episodeId))
    .innerJoin(titles, eq(titles.id, episodes.titleId))
    .where(eq(episodeMedia.episodeId, episodeId));
  if (!row) throw new Error(`Episode ${episodeId} has no package after its job succeeded.`);
  const { media } = row;
  const qualities = media.renditionHeights.map((height) => `${height}p`).join('・');
  return `${row.titleName} 第${row.number}話（エピソード ${episodeId}）の動画を登録しました: ${media.assetPath}（${qualities}、${formatDuration(media.durationSeconds)}）`;
}

async function packageForEpisode(database: Database, env: Env, request: Request, output: Output): Promise<string> {
  const config = loadWorkerConfig(env);
  const service = await openPackagingService(database);
  const worker = await startWorker(database, { ...config, pollingIntervalSeconds: 1 }, () => undefined);
  try {
    const job = await service.enqueuePackaging(request);
    const done = await followJob(service, job.id, output);
    if (done.status === 'cancelled') throw new PackagingRefused('ジョブが中止されました。');
    if (done.status === 'failed') {
      throw new PackagingRefused(`パッケージを作れませんでした（${request.sourcePath}）: ${done.failureReason}`);
    }
    return await describePackage(database.db, request.episodeId);
  } finally {
    await worker.stop();
    await service.close();
  }
}

/** Runs the command with `args` (after `--`) against the database and media storage `env` names. */
export async function runMediaPackage(args: readonly string[], env: Env, output: Output = console): Promise<number> {
  let database: Database | undefined;
  try {
    const request = parseRequest(args);
    await assertToolsInstalled();
    database = await findExistingDatabase(env).open();
    output.info(await packageForEpisode(database, env, request, output));
    return EXIT_PACKAGED;
  } catch (error) {
    if (error instanceof ToolMissingError) {
      output.error(error.message);
      return EXIT_MISSING_TOOL;
    }
    if (
      error instanceof PackagingRefused ||
      error instanceof PackagingRequestError ||
      error instanceof DatabaseUnavailable ||
      error instanceof ConfigError
    ) {
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
