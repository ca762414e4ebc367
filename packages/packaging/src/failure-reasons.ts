/**
 * Why a packaging job failed, in Japanese, for the operator (decision 0043). The known cases are told
 * apart from what ffprobe and ffmpeg answered — not a video, no picture, too short, a full disk — and say
 * what to do; anything else is reported as it is.
 */
import { MediaInputError, type MediaInputProblem, ToolFailedError, ToolMissingError } from '@hanabi/media';

/** Shorter than one segment cannot make a package a player can start. */
export const MIN_SOURCE_SECONDS = 2;

/** The source plays for less than MIN_SOURCE_SECONDS. */
export class SourceTooShortError extends Error {
  override name = 'SourceTooShortError';

  constructor(readonly durationSeconds: number) {
    super(`The source plays for ${durationSeconds} s, less than ${MIN_SOURCE_SECONDS} s.`);
  }
}

const INPUT_PROBLEMS: Readonly<Record<MediaInputProblem, string>> = {
  missing: 'アップロードされたファイルが見つかりません。もう一度アップロードしてください。',
  'not-a-video': '動画ファイルではありません（壊れているか、動画の形式ではありません）。',
  'no-video-stream': '映像が含まれていません（音声だけのファイルなどは使えません）。',
  'no-duration': '再生時間を読み取れません（ファイルが壊れている可能性があります）。',
  corrupt: '変換の途中で読み込めなくなりました（ファイルが壊れている可能性があります）。',
};

export const DISK_FULL_REASON = 'ディスクの空き容量が足りません。容量を空けてから再実行してください。';

function isDiskFull(error: unknown): boolean {
  if (error instanceof ToolFailedError) return /No space left on device/i.test(error.stderr);
  return (error as NodeJS.ErrnoException | undefined)?.code === 'ENOSPC';
}

export function failureReason(error: unknown): string {
  if (error instanceof MediaInputError) return INPUT_PROBLEMS[error.problem];
  if (error instanceof SourceTooShortError) {
    return `動画が短すぎます（${Math.round(error.durationSeconds * 10) / 10}秒）。${MIN_SOURCE_SECONDS}秒以上の動画を使ってください。`;
  }
  if (isDiskFull(error)) return DISK_FULL_REASON;
  // Already one Japanese sentence saying what to install.
  if (error instanceof ToolMissingError) return error.message;
  const detail = error instanceof Error ? error.message.split('\n')[0] : String(error);
  return `パッケージを作れませんでした（${detail}）。再実行しても直らないときは開発担当に連絡してください。`;
}
