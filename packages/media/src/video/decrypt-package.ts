/**
 * Turns an encrypted package back into clear streams, so it can be encrypted again under another key
 * (`npm run media:rekey`, decision 0035) without the source file, which is not kept. Each stream folder of
 * the package (init segment + numbered media segments) is one fragmented MP4 when concatenated; the packager
 * decrypts it with the raw key into a clear MP4.
 */
import { mkdir, open, readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ContentKey } from './content-key.ts';
import type { Rendition } from './encode-renditions.ts';
import { runTool } from './run-tool.ts';
import { shakaPackagerBinary } from './shaka-packager-binary.ts';

export interface ClearStreams {
  audioPath: string;
  renditions: Rendition[];
}

/** init.mp4 then 1.m4s, 2.m4s, … in number order, as one fragmented MP4. */
async function joinSegments(streamDir: string, output: string): Promise<void> {
  const segments = (await readdir(streamDir))
    .filter((name) => /^\d+\.m4s$/.test(name))
    .sort((a, b) => Number.parseInt(a, 10) - Number.parseInt(b, 10));
  // One segment in memory at a time: a few seconds of one stream.
  const target = await open(output, 'w');
  try {
    for (const name of ['init.mp4', ...segments]) await target.write(await readFile(join(streamDir, name)));
  } finally {
    await target.close();
  }
}

async function decryptStream(
  packageDir: string,
  stream: string,
  kind: 'audio' | 'video',
  key: ContentKey,
  workDir: string,
): Promise<string> {
  const encrypted = join(workDir, `${stream}.encrypted.mp4`);
  const clear = join(workDir, `${stream}.mp4`);
  await joinSegments(join(packageDir, stream), encrypted);
  await runTool(
    shakaPackagerBinary(),
    [
      '--quiet',
      ['--io_cache_size', '0'],
      `in=${encrypted},stream=${kind},output=${clear}`,
      ['--enable_raw_key_decryption', '--keys', `label=:key_id=${key.keyId}:key=${key.key}`],
    ].flat(),
  );
  return clear;
}

/** The package's audio and video renditions (folders `audio` and `<height>p`), decrypted into `workDir`. */
export async function decryptPackage(
  packageDir: string,
  renditionHeights: readonly number[],
  key: ContentKey,
  workDir: string,
): Promise<ClearStreams> {
  await mkdir(workDir, { recursive: true });
  const audioPath = await decryptStream(packageDir, 'audio', 'audio', key, workDir);
  const renditions: Rendition[] = [];
  for (const height of renditionHeights) {
    renditions.push({ height, path: await decryptStream(packageDir, `${height}p`, 'video', key, workDir) });
  }
  return { audioPath, renditions };
}
