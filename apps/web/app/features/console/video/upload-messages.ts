import { VIDEO_UPLOAD_MESSAGES, VIDEO_UPLOAD_TYPES } from '@hanabi/contract';

/** The types browsers leave empty for some containers (.mkv, .ts), from the file's extension. */
const TYPES_BY_EXTENSION: Record<string, (typeof VIDEO_UPLOAD_TYPES)[number]> = {
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  mov: 'video/quicktime',
  mkv: 'video/x-matroska',
  webm: 'video/webm',
  mpg: 'video/mpeg',
  mpeg: 'video/mpeg',
  ts: 'video/mp2t',
  avi: 'video/x-msvideo',
};

/** The file's video type as the API accepts it, or null for a file that is not a video. */
export function videoTypeOf(file: { name: string; type: string }): string | null {
  if ((VIDEO_UPLOAD_TYPES as readonly string[]).includes(file.type)) return file.type;
  if (file.type !== '') return null;
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return TYPES_BY_EXTENSION[extension] ?? null;
}

/** What an answer of the upload endpoint means to the operator, from its status and body. */
export function uploadFailureMessage(status: number | undefined, body: string | undefined): string {
  try {
    const answer = JSON.parse(body ?? '') as { message?: unknown };
    if (typeof answer.message === 'string' && status !== undefined && status >= 400 && status < 500) {
      return answer.message;
    }
  } catch {
    // Not the API's envelope: tus answers in plain English text; the status says enough.
  }
  if (status === 401) return 'ログインの有効期限が切れました。ページを読み込み直して、ログインし直してください。';
  if (status === 403) return 'この操作を行う権限がありません。';
  if (status === 404 || status === 410) return VIDEO_UPLOAD_MESSAGES.uploadNotFound;
  if (status === 413) return 'ファイルが大きすぎます。';
  if (status === 415) return VIDEO_UPLOAD_MESSAGES.notVideo;
  return '通信が途切れたため、アップロードを一時停止しました。「再開」を押すと続きから送ります。';
}
