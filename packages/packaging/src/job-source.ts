/**
 * The source video of an attempt as a local file, which ffprobe and ffmpeg want: the file itself when the job
 * names a path on a disk the workers share, or a copy streamed from media storage into the attempt's work
 * folder when it names a stored upload (MEDIA_STORAGE=s3; decision 0047), so a worker on any machine can
 * package it. The copy goes with the work folder.
 */
import { join } from 'node:path';
import { MediaInputError } from '@hanabi/media';
import { downloadToFile, type MediaStorage } from '@hanabi/storage';
import type { PackagingJobRow } from './job-rows.ts';

export interface LocalSource {
  path: string;
  /** Bytes streamed from storage; undefined for a file read in place. */
  fetchedBytes: number | undefined;
}

export async function localSourceOf(
  storage: MediaStorage,
  row: Pick<PackagingJobRow, 'sourcePath' | 'sourceKey'>,
  workDir: string,
  signal: AbortSignal,
): Promise<LocalSource> {
  if (row.sourcePath !== null) return { path: row.sourcePath, fetchedBytes: undefined };
  if (row.sourceKey === null) throw new Error('A packaging job without a source');
  const path = join(workDir, 'source');
  const fetchedBytes = await downloadToFile(storage, row.sourceKey, path, signal);
  if (fetchedBytes === undefined) throw new MediaInputError(row.sourceKey, 'missing', 'not in media storage');
  return { path, fetchedBytes };
}

/** 1234567890 → "1235 MB": the size of a fetched source, for the job's log. */
export function megabytes(bytes: number): string {
  return `${Math.max(1, Math.round(bytes / 1_000_000))} MB`;
}
