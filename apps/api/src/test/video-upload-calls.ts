/**
 * The console's video upload as tus-js-client sends it from the browser (decision 0047): from the web
 * origin, with X-Requested-With and the hanabi_operator cookie, tus 1.0.0 headers, the bytes as
 * application/offset+octet-stream.
 */
import { request as httpRequest } from 'node:http';
import { OPERATOR_SESSION_COOKIE, VIDEO_UPLOAD_PATH } from '@hanabi/contract';
import { TEST_WEB_ORIGIN, type TestApi } from './build-test-api.ts';

const b64 = (value: string) => Buffer.from(value, 'utf8').toString('base64');

/** Every tus call's headers, with the cookie when given. */
function tusHeaders(cookie: string | undefined, more: Record<string, string> = {}) {
  return {
    headers: { origin: TEST_WEB_ORIGIN, 'x-requested-with': 'XMLHttpRequest', 'tus-resumable': '1.0.0', ...more },
    ...(cookie ? { cookies: { [OPERATOR_SESSION_COOKIE]: cookie } } : {}),
  };
}

export interface UploadCreation {
  cookie?: string;
  episodeId: number;
  size: number;
  filetype?: string;
  filename?: string;
}

/** POST: creates the upload; `Location` names it. */
export function createUpload(api: TestApi, upload: UploadCreation) {
  const metadata = [
    `episode_id ${b64(String(upload.episodeId))}`,
    `filename ${b64(upload.filename ?? 'clip.mp4')}`,
    `filetype ${b64(upload.filetype ?? 'video/mp4')}`,
  ].join(',');
  return api.app.inject({
    method: 'POST',
    url: VIDEO_UPLOAD_PATH,
    ...tusHeaders(upload.cookie, { 'upload-length': String(upload.size), 'upload-metadata': metadata }),
  });
}

/** The upload id of a creation's answer. */
export function uploadIdOf(created: { headers: Record<string, unknown> }): string {
  const location = String(created.headers.location ?? '');
  const id = location.slice(`${VIDEO_UPLOAD_PATH}/`.length);
  if (!location.startsWith(`${VIDEO_UPLOAD_PATH}/`) || !id) throw new Error(`no upload location: ${location}`);
  return id;
}

/** PATCH: sends `bytes` from `offset` on. */
export function sendBytes(
  api: TestApi,
  uploadId: string,
  { cookie, offset, bytes }: { cookie?: string; offset: number; bytes: Buffer },
) {
  return api.app.inject({
    method: 'PATCH',
    url: `${VIDEO_UPLOAD_PATH}/${uploadId}`,
    payload: bytes,
    ...tusHeaders(cookie, { 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' }),
  });
}

/** HEAD: how much arrived. */
export function uploadOffset(api: TestApi, uploadId: string, cookie?: string) {
  return api.app.inject({ method: 'HEAD', url: `${VIDEO_UPLOAD_PATH}/${uploadId}`, ...tusHeaders(cookie) });
}

/** A whole upload in one go, as a finished upload for the packaging calls; answers its id. */
export async function uploadWhole(api: TestApi, cookie: string, episodeId: number, bytes: Buffer): Promise<string> {
  const created = await createUpload(api, { cookie, episodeId, size: bytes.length });
  if (created.statusCode !== 201) throw new Error(`creation: ${created.statusCode} ${created.body}`);
  const uploadId = uploadIdOf(created);
  const sent = await sendBytes(api, uploadId, { cookie, offset: 0, bytes });
  if (sent.statusCode !== 204) throw new Error(`bytes: ${sent.statusCode} ${sent.body}`);
  return uploadId;
}

/**
 * A PATCH over a real connection (the API listening on `address`) that announces the whole of `bytes`,
 * sends the first `sent` of them and drops once `arrived()` resolves: a connection lost mid-file.
 */
export function sendThenDrop(
  address: string,
  uploadId: string,
  { cookie, bytes, sent, arrived }: { cookie: string; bytes: Buffer; sent: number; arrived: () => Promise<void> },
): Promise<void> {
  return new Promise<void>((resolve) => {
    const patch = httpRequest(`${address}${VIDEO_UPLOAD_PATH}/${uploadId}`, {
      method: 'PATCH',
      headers: {
        origin: TEST_WEB_ORIGIN,
        'x-requested-with': 'XMLHttpRequest',
        'tus-resumable': '1.0.0',
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
        'content-length': String(bytes.length),
        cookie: `${OPERATOR_SESSION_COOKIE}=${cookie}`,
      },
    });
    patch.on('error', () => resolve());
    patch.on('close', () => resolve());
    patch.write(bytes.subarray(0, sent));
    void arrived().then(() => patch.destroy());
  });
}
