/**
 * One attempt at a packaging job: (fetch the upload from storage →) probe → encode renditions → package CMAF + CENC under a new content key of
 * the episode's own (decision 0035) → store → point the episode at the new package. Publishing is one
 * transaction that also marks the job succeeded, and only while the attempt is still the job's and not
 * cancelled; an attempt that fails or stops removes its work folder, its stored package and its key, so it
 * leaves no half-published episode and no orphan files.
 */
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { type AppDatabase, contentKeys, episodeMedia, episodes, packagingJobs, titles } from '@hanabi/db';
import { runTool } from '@hanabi/media';
import type { MediaStorage } from '@hanabi/storage';
import { and, eq, isNull, notExists } from 'drizzle-orm';
import { AttemptStopped, type AttemptTracker } from './attempt-tracker.ts';
import { episodePackagePath, newEpisodeContentKey } from './episode-packages.ts';
import { MIN_SOURCE_SECONDS, SourceTooShortError } from './failure-reasons.ts';
import { appendedLog, isCurrent, type PackagingJobRow } from './job-rows.ts';
import { localSourceOf, megabytes } from './job-source.ts';
import { markersWithin, NO_MARKERS } from './kept-markers.ts';
import { formatDuration, type PackagingSteps, renditionHeightsFor } from './package-episode-steps.ts';

export interface AttemptDeps {
  db: AppDatabase;
  storage: MediaStorage;
  /** Where attempts keep their renditions while they work (a folder per attempt). */
  workRoot: string;
  steps: PackagingSteps;
}

/** The work folder of one attempt; every attempt of a job shares the `job-<id>-` start. */
function workDirOf(workRoot: string, jobId: string, attempt: number): string {
  return join(workRoot, `job-${jobId}-${attempt}`);
}

/** Removes a package that was never published, and its key (never one an episode points at). */
export async function removeUnpublished(
  deps: Pick<AttemptDeps, 'db' | 'storage'>,
  pending: { assetPath: string | null; keyId: string | null },
): Promise<void> {
  if (pending.assetPath) await deps.storage.deleteFolder(pending.assetPath);
  if (pending.keyId) {
    const unused = notExists(deps.db.select().from(episodeMedia).where(eq(episodeMedia.keyId, contentKeys.keyId)));
    await deps.db.delete(contentKeys).where(and(eq(contentKeys.keyId, pending.keyId), unused));
  }
}

/** What attempts before this one left when their worker died: their work folders and unpublished package. */
async function removeLeftovers(deps: AttemptDeps, row: PackagingJobRow): Promise<void> {
  for (let attempt = 1; attempt < row.attempt; attempt += 1) {
    await rm(workDirOf(deps.workRoot, row.id, attempt), { recursive: true, force: true });
  }
  await removeUnpublished(deps, row);
}

async function findEpisode(db: AppDatabase, episodeId: number) {
  const [episode] = await db
    .select({ slug: titles.slug })
    .from(episodes)
    .innerJoin(titles, eq(titles.id, episodes.titleId))
    .where(eq(episodes.id, episodeId));
  if (!episode) throw new Error(`Episode ${episodeId} no longer exists.`);
  return episode;
}

/**
 * Runs the attempt `row` (already taken) to its end: resolves once published, throws AttemptStopped when
 * stopped, or the error that failed it — in both cases after removing everything it made.
 */
export async function runAttempt(deps: AttemptDeps, row: PackagingJobRow, tracker: AttemptTracker): Promise<void> {
  const { db, storage, steps } = deps;
  const workDir = workDirOf(deps.workRoot, row.id, row.attempt);
  let pending: { assetPath: string; keyId: string } | undefined;
  try {
    await removeLeftovers(deps, row);
    await mkdir(workDir, { recursive: true });
    const episode = await findEpisode(db, row.episodeId);

    const source = await localSourceOf(storage, row, workDir, tracker.signal);
    if (source.fetchedBytes !== undefined) {
      await tracker.report({
        log: [`取得: 保存先からアップロードを読み込みました（${megabytes(source.fetchedBytes)}）`],
      });
    }
    const probe = await steps.probe(source.path);
    if (probe.durationSeconds < MIN_SOURCE_SECONDS) throw new SourceTooShortError(probe.durationSeconds);
    const heights = renditionHeightsFor(probe.height);
    const sound = probe.hasAudio ? '音声あり' : '音声なし（無音を付けます）';
    await tracker.report({
      stage: 'encode',
      percent: 5,
      log: [`入力: 高さ ${probe.height}px、${formatDuration(probe.durationSeconds)}、${sound}`],
    });

    const progressFile = join(workDir, 'ffmpeg-progress.txt');
    tracker.watchEncode({ progressFile, durationSeconds: probe.durationSeconds, fromPercent: 5, toPercent: 80 });
    const renditions = await steps.encode(source.path, join(workDir, 'renditions'), {
      heights,
      progressFile,
      signal: tracker.signal,
    });
    tracker.watchEncode(undefined);
    // A fetched copy is the size of the upload: gone as soon as the renditions exist.
    if (source.fetchedBytes !== undefined) await rm(source.path, { force: true });
    const key = await newEpisodeContentKey(db, row.episodeId);
    pending = { assetPath: episodePackagePath(episode.slug, row.episodeId, key), keyId: key.keyId };
    await tracker.report({
      stage: 'package',
      percent: 80,
      pending,
      log: [`変換: ${heights.map((height) => `${height}p`).join('・')}`],
    });

    const packageDir = join(workDir, 'package');
    await steps.package(renditions, packageDir, key, {
      run: (binary, args, options) => runTool(binary, args, { ...options, signal: tracker.signal }),
    });
    await tracker.report({ stage: 'store', percent: 88, log: ['パッケージ: 新しいコンテンツキーで暗号化しました'] });

    await storage.putFolder(packageDir, pending.assetPath);
    // Gone before the job shows as done: the renditions are the largest files a job makes.
    await rm(workDir, { recursive: true, force: true });
    await tracker.report({ stage: 'publish', percent: 98, log: [`保存: ${pending.assetPath}`] });

    await publish(db, row, tracker, {
      assetPath: pending.assetPath,
      keyId: key.keyId,
      durationSeconds: Math.max(1, Math.round(probe.durationSeconds)),
      renditionHeights: heights,
    });
  } catch (error) {
    // The tool killed by the stop signal fails with its own error: the stop is the reason.
    const reason = tracker.signal.aborted ? tracker.signal.reason : error;
    if (pending) await removeUnpublished(deps, pending);
    throw reason;
  } finally {
    tracker.close();
    await rm(workDir, { recursive: true, force: true });
  }
}

interface Published {
  assetPath: string;
  keyId: string;
  durationSeconds: number;
  renditionHeights: number[];
}

/**
 * Marks the job succeeded and points the episode at the package, together or not at all, keeping the skip
 * markers and the 360° flag of the package it replaces (brought inside the new length).
 */
async function publish(db: AppDatabase, row: PackagingJobRow, tracker: AttemptTracker, media: Published) {
  const published = await db.transaction(async (tx) => {
    // Held until commit, so an operator's save of the markers waits for the new length (and is checked on it).
    const [previous] = await tx
      .select()
      .from(episodeMedia)
      .where(eq(episodeMedia.episodeId, row.episodeId))
      .for('update');
    const { markers, adjusted } = markersWithin(previous ?? NO_MARKERS, media.durationSeconds);
    const log = [`公開: エピソード ${row.episodeId} を新しいパッケージに切り替えました`];
    if (adjusted)
      log.unshift(`スキップ位置: 新しい動画の長さ（${formatDuration(media.durationSeconds)}）に合わせて調整しました`);
    const [won] = await tx
      .update(packagingJobs)
      .set({
        status: 'succeeded',
        stage: 'publish',
        percent: 100,
        finishedAt: new Date(),
        logTail: appendedLog(log),
      })
      .where(and(isCurrent(tracker.current), isNull(packagingJobs.cancelRequestedAt)))
      .returning({ id: packagingJobs.id });
    if (!won) return false;
    const values = { ...media, ...markers };
    await tx
      .insert(episodeMedia)
      .values({ episodeId: row.episodeId, ...values })
      .onConflictDoUpdate({ target: episodeMedia.episodeId, set: { ...values, packagedAt: new Date() } });
    return true;
  });
  if (!published) {
    // Refused: an operator cancelled it just now, or another attempt has the job.
    await tracker.report({}).catch(() => undefined);
    throw tracker.signal.aborted ? tracker.signal.reason : new AttemptStopped('superseded');
  }
}
