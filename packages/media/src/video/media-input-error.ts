/**
 * The input file cannot become a video package (missing, not a media file, no picture). The message is
 * Japanese and names the file, so the operator command prints it as it is, in one line.
 */
export class MediaInputError extends Error {
  override name = 'MediaInputError';

  constructor(
    readonly inputPath: string,
    reason: string,
  ) {
    super(`動画として使えないファイルです: ${inputPath} — ${reason}`);
  }
}
