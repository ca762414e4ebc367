/**
 * An episode's skip markers and 360° flag (GET/PUT /admin/v1/episodes/{id}/markers): saved inside the video
 * and in order, refused in Japanese otherwise (400), 409 before a video is packaged, audited — and the viewer's
 * episode answer plays with what was saved.
 */
import { auditLog } from '@hanabi/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApi } from '../../test/build-test-api.ts';
import { insertEpisode, insertTitle, TEST_NOW } from '../../test/catalogue-fixtures.ts';
import { apiWithCatalogueOperators } from '../../test/catalogue-operators.ts';
import { adminCall } from '../../test/operator-fixtures.ts';
import { insertEpisodeMedia } from '../../test/playback-fixtures.ts';

const MARKERS = { opening_start: 60, opening_end: 150, ending_start: 1300, ending_end: 1390, is_vr: true };

describe('/admin/v1/episodes/{id}/markers', () => {
  let api: TestApi;
  let editor: string;
  let support: string;

  beforeAll(async () => {
    ({ api, editor, support } = await apiWithCatalogueOperators());
  });
  afterAll(() => api.close());

  /** A free episode with a 24-minute (1440 s) package: opening 30–120, ending from 1350. */
  async function packagedEpisode(): Promise<number> {
    const episodeId = await insertEpisode(api.database.db, await insertTitle(api.database.db), { isFree: true });
    await insertEpisodeMedia(api.database.db, episodeId);
    return episodeId;
  }
  const save = (episodeId: number, body: unknown, cookie = editor) =>
    adminCall(api, 'PUT', `/admin/v1/episodes/${episodeId}/markers`, { cookie, body });

  it("saves the markers and the 360° flag, audited, and the viewer's episode answer plays with them", async () => {
    const episodeId = await packagedEpisode();

    const response = await save(episodeId, MARKERS);

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().contents.video).toEqual({ duration_seconds: 1440, ...MARKERS });
    const viewer = await api.app.inject({
      method: 'GET',
      url: `/v1/episodes/${episodeId}`,
      headers: { 'x-debug-time': TEST_NOW },
    });
    expect(viewer.json().contents.playback).toMatchObject({
      skip: { opening: { start: 60, end: 150 }, ending_start: 1300, ending_end: 1390 },
      is_vr: true,
    });
    const [entry] = await api.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(episodeId)));
    expect(entry).toMatchObject({
      operation: 'episode.markers',
      before: { opening_start: 30, opening_end: 120, ending_start: 1350, ending_end: null, is_vr: false },
      after: MARKERS,
    });
  });

  it('clears the opening: the viewer gets no skip-opening button', async () => {
    const episodeId = await packagedEpisode();
    const cleared = { ...MARKERS, opening_start: null, opening_end: null, is_vr: false };
    expect((await save(episodeId, cleared)).statusCode).toBe(200);
    const viewer = await api.app.inject({
      method: 'GET',
      url: `/v1/episodes/${episodeId}`,
      headers: { 'x-debug-time': TEST_NOW },
    });
    expect(viewer.json().contents.playback).toMatchObject({ skip: { opening: null }, is_vr: false });
  });

  it.each([
    [
      'an end before its start',
      { opening_start: 150, opening_end: 60 },
      'オープニングの終了は開始より後にしてください。',
    ],
    [
      'half an opening',
      { opening_start: 60, opening_end: null },
      'オープニングは開始と終了の両方を入力するか、両方とも空にしてください。',
    ],
    [
      'an ending end without a start',
      { ending_start: null, ending_end: 1390 },
      'エンディングの終了を入力するときは、開始も入力してください。',
    ],
    [
      'an ending inside the opening',
      { ending_start: 100 },
      'エンディングの開始はオープニングの終了以降にしてください。',
    ],
    [
      'a time past the video',
      { ending_start: 1300, ending_end: 1441 },
      '時刻は映像の長さ（1440秒）以内で入力してください。',
    ],
    [
      'an ending starting at the very end',
      { ending_start: 1440, ending_end: null },
      '時刻は映像の長さ（1440秒）以内で入力してください。',
    ],
    ['a negative time', { opening_start: -1 }, 'オープニングの開始は秒数（0以上の整数）で入力してください。'],
    ['a fraction', { opening_end: 150.5 }, 'オープニングの終了は秒数（0以上の整数）で入力してください。'],
  ])('refuses %s (400) in Japanese, changing nothing', async (_case, change, message) => {
    const episodeId = await packagedEpisode();
    const response = await save(episodeId, { ...MARKERS, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    const read = await adminCall(api, 'GET', `/admin/v1/episodes/${episodeId}/markers`, { cookie: support });
    expect(read.json().contents.video).toMatchObject({ opening_start: 30, opening_end: 120, is_vr: false });
  });

  it('answers an episode without a video with video null, refuses to save (409), and an unknown one 404', async () => {
    const episodeId = await insertEpisode(api.database.db, await insertTitle(api.database.db));
    const read = await adminCall(api, 'GET', `/admin/v1/episodes/${episodeId}/markers`, { cookie: support });
    const saved = await save(episodeId, MARKERS);
    const unknown = await save(2_000_000_000, MARKERS);
    const bySupport = await save(episodeId, MARKERS, support);

    expect(read.json().contents).toMatchObject({ episode_id: episodeId, video: null });
    expect([saved.statusCode, unknown.statusCode, bySupport.statusCode]).toEqual([409, 404, 403]);
    expect(saved.json().message).toBe('このエピソードの映像はまだありません。映像を取り込んでから設定してください。');
    expect(unknown.json().message).toBe('このエピソードは見つかりません。');
  });
});
