/** Checks with ffprobe that a file exists and holds a picture, before any encoding starts. */
import { stat } from 'node:fs/promises';
import { MediaInputError } from './media-input-error.ts';
import { runTool, ToolFailedError } from './run-tool.ts';

export interface VideoProbe {
  durationSeconds: number;
  /** Picture height of the first video stream, in pixels. */
  height: number;
  hasAudio: boolean;
}

interface FfprobeOutput {
  streams?: Array<{ codec_type?: string; height?: number }>;
  format?: { duration?: string };
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

export async function probeVideo(inputPath: string): Promise<VideoProbe> {
  if (!(await isFile(inputPath))) throw new MediaInputError(inputPath, 'missing', 'ファイルが見つかりません。');
  let output: FfprobeOutput;
  try {
    const json = await runTool('ffprobe', [
      '-v',
      'error',
      '-show_entries',
      'stream=codec_type,height:format=duration',
      '-of',
      'json',
      inputPath,
    ]);
    output = JSON.parse(json) as FfprobeOutput;
  } catch (error) {
    if (error instanceof ToolFailedError) {
      throw new MediaInputError(
        inputPath,
        'not-a-video',
        '動画ファイルとして読み込めません（壊れているか、動画の形式ではありません）。',
      );
    }
    throw error;
  }
  const streams = output.streams ?? [];
  const video = streams.find((stream) => stream.codec_type === 'video');
  if (!video?.height) throw new MediaInputError(inputPath, 'no-video-stream', '映像が含まれていません。');
  const durationSeconds = Number(output.format?.duration);
  if (!Number.isFinite(durationSeconds) || durationSeconds <= 0) {
    throw new MediaInputError(inputPath, 'no-duration', '再生時間を読み取れません。');
  }
  return { durationSeconds, height: video.height, hasAudio: streams.some((stream) => stream.codec_type === 'audio') };
}
