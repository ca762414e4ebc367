/**
 * Packages encoded renditions into CMAF segments encrypted with CENC (raw key, `cenc` scheme), described by
 * a static DASH manifest (`manifest.mpd`) and an HLS master playlist (`master.m3u8`). Flags measured to play
 * in Chromium (design brief): without --generate_static_live_mpd the DASH manifest is live and nothing shows.
 *
 * The key goes to the packager on its command line only; the package holds the key id (in the manifests
 * and segments, as CENC requires) but never the key. The package appears whole or not at all: it is
 * written into a temp folder beside the destination and renamed into place at the end.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { pathExists } from '../files.ts';
import type { ContentKey } from './content-key.ts';
import type { Rendition } from './encode-renditions.ts';
import { SEGMENT_SECONDS } from './encode-renditions.ts';
import { runTool, type ToolRunner } from './run-tool.ts';
import { shakaPackagerBinary } from './shaka-packager-binary.ts';

export const DASH_MANIFEST = 'manifest.mpd';
export const HLS_MASTER_PLAYLIST = 'master.m3u8';

const HEX_128_BITS = /^[0-9a-f]{32}$/;
export const PACKAGER_IO_CACHE_BYTES = 1024 * 1024;

/** Paths are relative to the package folder (the packager runs there), so the manifests refer to them relatively. */
function streamDescriptor(input: string, stream: 'audio' | 'video', folder: string, extra: string[] = []): string {
  return [
    `in=${resolve(input)}`,
    `stream=${stream}`,
    `init_segment=${folder}/init.mp4`,
    `segment_template=${folder}/$Number$.m4s`,
    `playlist_name=${folder}/playlist.m3u8`,
    ...extra,
  ].join(',');
}

export interface PackageOptions {
  /** A file holding the audio track, when the renditions have none (re-encrypting a package, media:rekey). */
  audioPath?: string;
  /** How the packager is started: here by default, or from a small helper process (forkToolRunner). */
  run?: ToolRunner;
  /** How long a run may take before it counts as hung (10 minutes by default: hours of video). */
  timeoutMs?: number;
}

export async function packageEncrypted(
  renditions: readonly Rendition[],
  outDir: string,
  { keyId, key }: ContentKey,
  { audioPath = renditions[0]?.path, run = runTool, timeoutMs = 10 * 60_000 }: PackageOptions = {},
): Promise<void> {
  if (!HEX_128_BITS.test(keyId) || !HEX_128_BITS.test(key)) {
    throw new Error('The key id and the key must each be 32 lowercase hex digits.');
  }
  if (!audioPath || renditions.length === 0) throw new Error('Nothing to package: no renditions.');
  if (await pathExists(outDir)) throw new Error(`The package folder already exists: ${outDir}`);
  // With its 1 MB I/O cache the packager can hang on an input it cannot open instead of failing (seen on a
  // missing file): refuse such a run here rather than wait for the timeout.
  for (const input of new Set([audioPath, ...renditions.map(({ path }) => path)])) {
    if (!(await pathExists(input))) throw new Error(`Nothing to package: ${input} does not exist.`);
  }

  await mkdir(dirname(outDir), { recursive: true });
  const temp = join(dirname(outDir), `.${basename(outDir)}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`);
  try {
    await mkdir(temp);
    await run(
      shakaPackagerBinary(),
      [
        '--quiet',
        // The threaded I/O cache is 32 MB per file by default: 200 MB of memory and 0.12 s for a demo
        // episode's run, against 0.02 s with 1 MB (measured). Switching it off (0) is as fast but let one
        // run in about 300 hang for ever on a lock; 1 MB hung in none of 1,200.
        ['--io_cache_size', String(PACKAGER_IO_CACHE_BYTES)],
        // Every rendition carries the same audio: package it once.
        streamDescriptor(audioPath, 'audio', 'audio', ['hls_group_id=audio', 'hls_name=日本語']),
        ...renditions.map(({ height, path }) => streamDescriptor(path, 'video', `${height}p`)),
        ['--segment_duration', String(SEGMENT_SECONDS)],
        // Encrypt from the first segment: by default the packager leaves the first seconds in the clear.
        ['--clear_lead', '0'],
        ['--enable_raw_key_encryption', '--protection_scheme', 'cenc', '--protection_systems', 'CommonSystem'],
        ['--keys', `label=:key_id=${keyId}:key=${key}`],
        ['--generate_static_live_mpd', '--mpd_output', DASH_MANIFEST],
        ['--hls_master_playlist_output', HLS_MASTER_PLAYLIST],
      ].flat(),
      { cwd: temp, timeoutMs },
    );
    await rename(temp, outDir);
  } catch (error) {
    await rm(temp, { recursive: true, force: true });
    throw error;
  }
}
