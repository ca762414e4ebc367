/**
 * Uploading an episode's thumbnail (decision 0049): the viewer's episode answer shows it in every width and
 * format, audited; a new one replaces the set before it; a file too small, an unknown episode and a role
 * without catalogue:write are refused in Japanese. The pipeline is the titles' (decision 0045), whose tests
 * cover both storage back ends and hostile files.
 */
import { auditLog } from '@hanabi/db';
import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApi, TEST_API_ORIGIN, type TestApi } from '../../test/build-test-api.ts';
import { insertEpisode, insertTitle, TEST_NOW, testNow } from '../../test/catalogue-fixtures.ts';
import { twoColourPng } from '../../test/image-fixtures.ts';
import { adminCall, insertOperator, signInOperator } from '../../test/operator-fixtures.ts';

describe('POST /admin/v1/episodes/{id}/thumbnail', { timeout: 60_000 }, () => {
  let api: TestApi;
  let editor: string;
  let support: string;
  let episodeId: number;

  beforeAll(async () => {
    api = await buildTestApi();
    const { db } = api.database;
    editor = await signInOperator(api, await insertOperator(db, 'editor'), testNow);
    support = await signInOperator(api, await insertOperator(db, 'support'), testNow);
    episodeId = await insertEpisode(db, await insertTitle(db), {
      isFree: true,
      pricePoints: null,
      includedPlanIds: [],
    });
  });
  afterAll(() => api.close());

  const upload = (id: number, body: Buffer, cookie = editor) =>
    adminCall(api, 'POST', `/admin/v1/episodes/${id}/thumbnail`, { cookie, body });
  const viewersThumbnail = async () =>
    (
      await api.app.inject({ method: 'GET', url: `/v1/episodes/${episodeId}`, headers: { 'x-debug-time': TEST_NOW } })
    ).json().contents.thumbnail;

  it('shows viewers the new thumbnail in every width and format, audited with the picture before it', async () => {
    const before = await viewersThumbnail();
    expect(before.variants).toBeUndefined();

    const response = await upload(episodeId, twoColourPng(1000, 600));
    expect(response.statusCode, response.body).toBe(200);
    const { image } = response.json().contents;
    expect(image.url).toMatch(/\/media\/images\/thumbnail\/[0-9a-f]{32}\/960\.jpg$/);
    expect(
      image.variants.map((variant: { width: number; type: string }) => `${variant.width} ${variant.type}`),
    ).toEqual(
      [320, 480, 640, 960].flatMap((width) => ['avif', 'webp', 'jpeg'].map((type) => `${width} image/${type}`)),
    );
    expect(await viewersThumbnail()).toEqual(image);
    const served = await api.app.inject({ method: 'GET', url: image.variants[0].url.slice(TEST_API_ORIGIN.length) });
    expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'image/avif']);

    const [entry] = await api.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(entry).toMatchObject({
      operation: 'episode.replace_thumbnail',
      targetType: 'episode',
      targetId: String(episodeId),
      before: { kind: 'thumbnail', image: { path: before.url.split('/media/')[1] } },
      after: { kind: 'thumbnail', image: { width: 960, height: 540 } },
    });
  });

  it('removes the replaced set once a new thumbnail is in place', async () => {
    const first = (await upload(episodeId, twoColourPng(700, 400))).json().contents.image;
    const folder = first.url.split('/media/')[1].replace(/\/[^/]+$/, '');
    expect(await api.mediaStorage.list(folder)).toHaveLength(9); // 320, 480, 640 in three formats.

    const second = await upload(episodeId, twoColourPng(800, 450));
    expect(second.statusCode).toBe(200);
    expect(await api.mediaStorage.list(folder)).toEqual([]);
  });

  it('refuses a picture too small, an unknown episode and サポート in Japanese, leaving the thumbnail as it was', async () => {
    const before = await viewersThumbnail();
    const answers = await Promise.all([
      upload(episodeId, twoColourPng(300, 300)),
      upload(999_999, twoColourPng(640, 360)),
      upload(episodeId, twoColourPng(640, 360), support),
    ]);
    expect(answers.map((answer) => [answer.statusCode, answer.json().message])).toEqual([
      [400, 'サムネイルは幅 320、高さ 180 ピクセル以上の画像を選んでください。'],
      [404, 'このエピソードは見つかりません。'],
      [403, 'この操作を行う権限がありません。'],
    ]);
    expect(await viewersThumbnail()).toEqual(before);
  });
});
