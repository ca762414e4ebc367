/**
 * Encodes one input into H.264 + AAC MP4 renditions that the packager can cut into aligned 2 s segments:
 * a fixed 30 fps and a keyframe every 60 frames in every rendition (no scene-cut keyframes), so segment
 * boundaries match across qualities and the player can switch between them at any boundary.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { MediaInputError } from './media-input-error.ts';
import { probeVideo } from './probe-video.ts';
import { runTool, ToolFailedError } from './run-tool.ts';

export const FRAMES_PER_SECOND = 30;
export const SEGMENT_SECONDS = 2;

export interface Rendition {
  height: number;
  /** The encoded MP4. */
  path: string;
}

export interface EncodeOptions {
  /** Picture heights, e.g. [360, 720]; even numbers (H.264 with 4:2:0 needs even sizes). */
  heights: readonly number[];
  /**
   * Video bits per pixel and frame. The default, 0.05, is enough for flat animation; the demo clips, a
   * synthetic picture packaged once per demo episode, use far less to keep the demo's media small.
   */
  bitsPerPixel?: number;
  /** AAC bitrate in kbit/s; 96 by default. */
  audioKbps?: number;
  /** A file ffmpeg rewrites with its progress (`out_time_us=…` lines) while it runs, for a job's percent. */
  progressFile?: string;
  /** Stops ffmpeg when aborted. */
  signal?: AbortSignal;
}

interface Quality {
  bitsPerPixel: number;
  audioKbps: number;
}

function videoKbps(height: number, { bitsPerPixel }: Quality): number {
  return Math.round((height * height * (16 / 9) * FRAMES_PER_SECOND * bitsPerPixel) / 1000);
}

function renditionArgs(height: number, quality: Quality, audioInput: string, output: string): string[] {
  const gop = String(FRAMES_PER_SECOND * SEGMENT_SECONDS);
  const rate = videoKbps(height, quality);
  return [
    ['-map', '0:v:0', '-map', audioInput],
    ['-vf', `scale=-2:${height},format=yuv420p`, '-r', String(FRAMES_PER_SECOND)],
    ['-c:v', 'libx264', '-preset', 'veryfast', '-b:v', `${rate}k`, '-maxrate', `${rate}k`],
    ['-bufsize', `${rate * 2}k`, '-g', gop, '-keyint_min', gop, '-sc_threshold', '0'],
    ['-c:a', 'aac', '-b:a', `${quality.audioKbps}k`, '-ac', '2', '-ar', '48000'],
    ['-shortest', '-movflags', '+faststart', output],
  ].flat();
}

const NO_SPACE = /No space left on device/i;

/**
 * A file that probes fine can still be cut short or corrupt half-way: that is the input's fault too. A full
 * disk or a stop on request is not, and stays a ToolFailedError.
 */
async function encode(inputPath: string, args: string[], signal: AbortSignal | undefined): Promise<void> {
  try {
    await runTool('ffmpeg', args, { signal });
  } catch (error) {
    if (!(error instanceof ToolFailedError) || signal?.aborted || NO_SPACE.test(error.stderr)) throw error;
    const lastLine = error.stderr.trim().split('\n').at(-1) ?? '';
    throw new MediaInputError(
      inputPath,
      'corrupt',
      `変換中に読み込めなくなりました（壊れている可能性があります）: ${lastLine}`,
    );
  }
}

export async function encodeRenditions(
  inputPath: string,
  workDir: string,
  { heights, bitsPerPixel = 0.05, audioKbps = 96, progressFile, signal }: EncodeOptions,
): Promise<Rendition[]> {
  for (const height of heights) {
    if (!Number.isInteger(height) || height <= 0 || height % 2 !== 0) {
      throw new Error(`Rendition heights must be positive even integers: ${height}`);
    }
  }
  const probe = await probeVideo(inputPath);
  await mkdir(workDir, { recursive: true });
  const renditions = heights.map((height) => ({ height, path: join(workDir, `${height}p.mp4`) }));
  // A silent track for a video without sound: players and the packaged manifests then always have audio.
  const silence = probe.hasAudio ? [] : ['-f', 'lavfi', '-i', 'anullsrc=channel_layout=stereo:sample_rate=48000'];
  const audioInput = probe.hasAudio ? '0:a:0' : '1:a:0';
  // One run with an output per rendition: the input is decoded once.
  await encode(
    inputPath,
    [
      ['-v', 'error', '-y', ...(progressFile ? ['-progress', progressFile] : []), '-i', inputPath, ...silence],
      ...renditions.map(({ height, path }) => renditionArgs(height, { bitsPerPixel, audioKbps }, audioInput, path)),
    ].flat(),
    signal,
  );
  return renditions;
}
