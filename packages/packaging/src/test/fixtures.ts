/** What the packaging tests share: a worker and a service on a test database, fake tools, waiting for a job. */
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type AppDatabase, contentKeys, type Database, episodeMedia, episodes } from '@hanabi/db';
import type { MediaStorage } from '@hanabi/storage';
import { asc, eq } from 'drizzle-orm';
import type { PackagingSteps } from '../package-episode-steps.ts';
import type { PackagingJobStatus, PackagingService } from '../packaging-service.ts';
import { type PackagingWorker, startPackagingWorker } from '../packaging-worker.ts';

/** Fast settings: a worker asks every half second and is presumed dead after 3 s of silence. */
export const FAST = { heartbeatSeconds: 1, staleAfterSeconds: 3, timing: { pollingIntervalSeconds: 0.5 } };

export function startTestWorker(
  database: Database,
  storage: MediaStorage,
  workRoot: string,
  steps?: PackagingSteps,
): Promise<PackagingWorker> {
  return startPackagingWorker({ database, storage, workRoot, steps, ...FAST });
}

/** The first `count` episodes of the seeded catalogue. */
export async function episodeIds(db: AppDatabase, count: number): Promise<number[]> {
  const rows = await db.select({ id: episodes.id }).from(episodes).orderBy(asc(episodes.id)).limit(count);
  return rows.map((row) => row.id);
}

const FINISHED = new Set(['succeeded', 'failed', 'cancelled']);

/** Polls until the job has finished, however it finished (the test's timeout bounds the wait). */
export async function finished(service: PackagingService, jobId: string): Promise<PackagingJobStatus> {
  for (;;) {
    const status = await service.jobStatus(jobId);
    if (status && FINISHED.has(status.status)) return status;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Polls until `check` holds for the job. */
export async function until(
  service: PackagingService,
  jobId: string,
  check: (status: PackagingJobStatus) => boolean,
): Promise<PackagingJobStatus> {
  for (;;) {
    const status = await service.jobStatus(jobId);
    if (status && check(status)) return status;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function mediaOf(db: AppDatabase, episodeId: number) {
  const [row] = await db.select().from(episodeMedia).where(eq(episodeMedia.episodeId, episodeId));
  return row;
}

export async function keysOf(db: AppDatabase, episodeId: number): Promise<string[]> {
  const rows = await db
    .select({ keyId: contentKeys.keyId })
    .from(contentKeys)
    .where(eq(contentKeys.episodeId, episodeId));
  return rows.map((row) => row.keyId).sort();
}

/** Everything left in a folder (its entries, recursively). */
export async function leftIn(folder: string): Promise<string[]> {
  return (await readdir(folder, { recursive: true }).catch(() => [])).sort();
}

/**
 * Tools that take no time: the probe answers a 4 s 360p clip, the encoder writes a stand-in rendition and
 * the packager a stand-in package. `encodeGate`, when given, holds each encode until it resolves (or the
 * attempt's stop signal kills it, as it kills ffmpeg). `encodes` counts the encodes per source file.
 */
export function fakeSteps(encodeGate?: () => Promise<void>) {
  const encodes = new Map<string, number>();
  const steps: PackagingSteps = {
    probe: async () => ({ durationSeconds: 4, height: 360, hasAudio: true }),
    async encode(inputPath, workDir, { heights, signal }) {
      encodes.set(inputPath, (encodes.get(inputPath) ?? 0) + 1);
      if (encodeGate) {
        await new Promise<void>((resolve, reject) => {
          signal?.addEventListener('abort', () => reject(new Error('ffmpeg killed')), { once: true });
          encodeGate().then(resolve, reject);
        });
      }
      await mkdir(workDir, { recursive: true });
      return Promise.all(
        heights.map(async (height) => {
          const path = join(workDir, `${height}p.mp4`);
          await writeFile(path, 'rendition');
          return { height, path };
        }),
      );
    },
    async package(_renditions, outDir) {
      await mkdir(join(outDir, '360p'), { recursive: true });
      await writeFile(join(outDir, 'manifest.mpd'), '<MPD/>');
      await writeFile(join(outDir, '360p', '1.m4s'), 'segment');
    },
  };
  return { steps, encodes };
}
