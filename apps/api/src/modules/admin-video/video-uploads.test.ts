/**
 * The console's resumable video uploads (decision 0047): a 編成 operator's upload lands whole on disk and is
 * audited; a connection that drops mid-file keeps what arrived and the upload resumes there; what is not a
 * video, too large or without a length is refused in Japanese before anything is written; a guest, a member
 * and a role without video:write are refused.
 */
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { OPERATOR_SESSION_COOKIE, VIDEO_UPLOAD_PATH } from '@hanabi/contract';
import { auditLog } from '@hanabi/db';
import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_WEB_ORIGIN, type TestApi } from '../../test/build-test-api.ts';
import { insertEpisode, insertTitle } from '../../test/catalogue-fixtures.ts';
import { apiWithCatalogueOperators } from '../../test/catalogue-operators.ts';
import { createUpload, sendBytes, sendThenDrop, uploadIdOf, uploadOffset } from '../../test/video-upload-calls.ts';

describe('video uploads under /admin/v1 (tus)', () => {
  let api: TestApi;
  let editor: string;
  let support: string;
  let episodeId: number;

  beforeAll(async () => {
    ({ api, editor, support } = await apiWithCatalogueOperators());
    episodeId = await insertEpisode(api.database.db, await insertTitle(api.database.db));
  });
  afterAll(() => api.close());

  const uploadedFile = (uploadId: string) => readFileSync(path.join(api.config.videoUploads.dir, uploadId));

  /** Waits until the upload's file holds `bytes`. */
  async function untilWritten(uploadId: string, bytes: number): Promise<void> {
    while (statSync(path.join(api.config.videoUploads.dir, uploadId)).size < bytes) await sleep(20);
  }

  it('takes a whole file from the web origin, writes it to the upload folder and audits who sent what', async () => {
    const bytes = randomBytes(256 * 1024);
    const created = await createUpload(api, { cookie: editor, episodeId, size: bytes.length, filename: '第1話.mp4' });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.headers['access-control-allow-origin']).toBe(TEST_WEB_ORIGIN);
    const uploadId = uploadIdOf(created);

    const sent = await sendBytes(api, uploadId, { cookie: editor, offset: 0, bytes });
    expect([sent.statusCode, sent.headers['upload-offset']]).toEqual([204, String(bytes.length)]);
    expect(uploadedFile(uploadId).equals(bytes)).toBe(true);

    const [entry] = await api.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(entry).toMatchObject({
      operation: 'video_upload.create',
      targetType: 'episode',
      targetId: String(episodeId),
      after: { upload_id: uploadId, filename: '第1話.mp4', filetype: 'video/mp4', size: bytes.length },
    });
  });

  it('keeps what arrived before the connection dropped, and resumes there', async () => {
    const bytes = randomBytes(2 * 1024 * 1024);
    const uploadId = uploadIdOf(await createUpload(api, { cookie: editor, episodeId, size: bytes.length }));

    // A real connection, cut once the first megabyte is on disk.
    const address = await api.app.listen({ port: 0, host: '127.0.0.1' });
    const half = 1024 * 1024;
    await sendThenDrop(address, uploadId, {
      cookie: editor,
      bytes,
      sent: half,
      arrived: () => untilWritten(uploadId, half),
    });

    const head = await uploadOffset(api, uploadId, editor);
    const arrived = Number(head.headers['upload-offset']);
    expect(head.statusCode).toBe(200);
    expect(arrived).toBeGreaterThan(0);
    expect(arrived).toBeLessThan(bytes.length);

    const rest = await sendBytes(api, uploadId, { cookie: editor, offset: arrived, bytes: bytes.subarray(arrived) });
    expect([rest.statusCode, rest.headers['upload-offset']]).toEqual([204, String(bytes.length)]);
    expect(uploadedFile(uploadId).equals(bytes)).toBe(true);
  });

  it('refuses bytes sent from the wrong offset or to an unknown upload in Japanese, keeping the file as it was', async () => {
    const bytes = randomBytes(1024);
    const uploadId = uploadIdOf(await createUpload(api, { cookie: editor, episodeId, size: bytes.length }));
    await sendBytes(api, uploadId, { cookie: editor, offset: 0, bytes: bytes.subarray(0, 512) });

    const wrong = await sendBytes(api, uploadId, { cookie: editor, offset: 100, bytes: bytes.subarray(100) });
    expect([wrong.statusCode, wrong.json()]).toEqual([
      409,
      { code: 4009, message: '送信位置が合いません。ページを読み込み直して、アップロードを再開してください。' },
    ]);
    expect((await uploadOffset(api, uploadId, editor)).headers['upload-offset']).toBe('512');
    const unknown = await sendBytes(api, 'f'.repeat(32), { cookie: editor, offset: 0, bytes });
    expect([unknown.statusCode, unknown.json().message]).toEqual([
      404,
      'アップロードが見つかりません。もう一度アップロードしてください。',
    ]);
  });

  it('refuses what is not a video, a file over the limit, no length and an unknown episode, in Japanese', async () => {
    const before = readdirSync(api.config.videoUploads.dir).length;
    const refusals = await Promise.all([
      createUpload(api, { cookie: editor, episodeId, size: 1000, filetype: 'text/plain', filename: 'memo.txt' }),
      createUpload(api, { cookie: editor, episodeId, size: 30_000_000_000 }),
      createUpload(api, { cookie: editor, episodeId, size: 0 }),
      createUpload(api, { cookie: editor, episodeId: 999_999, size: 1000 }),
    ]);
    expect(refusals.map((answer) => [answer.statusCode, answer.json().message])).toEqual([
      [415, '動画ファイル（MP4、MOV、MKV、WebM など）を選んでください。'],
      [413, 'ファイルが大きすぎます。20 GB以下の動画を選んでください。'],
      [400, 'ファイルの大きさが分からないアップロードは受け付けられません。'],
      [404, 'このエピソードは見つかりません。'],
    ]);
    expect(readdirSync(api.config.videoUploads.dir)).toHaveLength(before);
  });

  it('refuses a guest (401), サポート (403) and a call from another site (403), writing nothing', async () => {
    const before = readdirSync(api.config.videoUploads.dir).length;
    const guest = await createUpload(api, { episodeId, size: 1000 });
    const asSupport = await createUpload(api, { cookie: support, episodeId, size: 1000 });
    const crossSite = await api.app.inject({
      method: 'POST',
      url: VIDEO_UPLOAD_PATH,
      headers: { origin: 'https://evil.example', 'tus-resumable': '1.0.0', 'upload-length': '1000' },
      cookies: { [OPERATOR_SESSION_COOKIE]: editor },
    });
    expect([guest.statusCode, guest.json().message]).toEqual([401, '管理画面にログインしてください。']);
    expect([asSupport.statusCode, asSupport.json().message]).toEqual([403, 'この操作を行う権限がありません。']);
    expect(crossSite.statusCode).toBe(403);
    expect(readdirSync(api.config.videoUploads.dir)).toHaveLength(before);
  });

  it('answers the preflight of the web origin with the tus headers', async () => {
    const preflight = await api.app.inject({
      method: 'OPTIONS',
      url: VIDEO_UPLOAD_PATH,
      headers: {
        origin: TEST_WEB_ORIGIN,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'tus-resumable,upload-length,upload-metadata,x-requested-with',
      },
    });
    expect(preflight.headers['access-control-allow-credentials']).toBe('true');
    expect(String(preflight.headers['access-control-allow-headers']).toLowerCase()).toContain('upload-metadata');
  });
});
