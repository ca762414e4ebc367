/**
 * What is wrong with an input file, for callers that explain it in their own words (the packaging job's
 * failure reasons, decision 0043): missing, not a media file at all, no picture, no readable duration, or
 * unreadable part-way through encoding.
 */
export type MediaInputProblem = 'missing' | 'not-a-video' | 'no-video-stream' | 'no-duration' | 'corrupt';

/**
 * The input file cannot become a video package. The message is Japanese and names the file, so the operator
 * command prints it as it is, in one line.
 */
export class MediaInputError extends Error {
  override name = 'MediaInputError';

  constructor(
    readonly inputPath: string,
    readonly problem: MediaInputProblem,
    reason: string,
  ) {
    super(`動画として使えないファイルです: ${inputPath} — ${reason}`);
  }
}
