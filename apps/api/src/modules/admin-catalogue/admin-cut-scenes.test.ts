/**
 * The scene markers of an episode's cut (GET/PUT /admin/v1/episodes/{id}/cut-scenes, decision 0059): saved
 * from 0 and increasing inside the video, refused in Japanese otherwise (400), 409 before a video is
 * packaged, audited, only with catalogue:write.
 */
import { auditLog } from '@hanabi/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApi } from '../../test/build-test-api.ts';
import { insertEpisode, insertTitle } from '../../test/catalogue-fixtures.ts';
import { apiWithCatalogueOperators } from '../../test/catalogue-operators.ts';
import { adminCall } from '../../test/operator-fixtures.ts';
import { insertEpisodeMedia } from '../../test/playback-fixtures.ts';

describe('/admin/v1/episodes/{id}/cut-scenes', () => {
  let api: TestApi;
  let editor: string;
  let support: string;

  beforeAll(async () => {
    ({ api, editor, support } = await apiWithCatalogueOperators());
  });
  afterAll(() => api.close());

  /** Both cuts of one number, each with a 24-minute (1440 s) package. */
  async function cutPair(): Promise<{ broadcast: number; premium: number }> {
    const { db } = api.database;
    const titleId = await insertTitle(db);
    const broadcast = await insertEpisode(db, titleId, { number: 1, isFree: true });
    const premium = await insertEpisode(db, titleId, {
      number: 1,
      cut: 'premium',
      pricePoints: null,
      includedPlanIds: [2],
    });
    await insertEpisodeMedia(db, broadcast);
    await insertEpisodeMedia(db, premium);
    return { broadcast, premium };
  }
  const save = (episodeId: number, sceneStarts: unknown, cookie = editor) =>
    adminCall(api, 'PUT', `/admin/v1/episodes/${episodeId}/cut-scenes`, {
      cookie,
      body: { scene_starts: sceneStarts },
    });
  const read = (episodeId: number) =>
    adminCall(api, 'GET', `/admin/v1/episodes/${episodeId}/cut-scenes`, { cookie: support });

  it('saves the scene starts, audited, and answers them with the other cut and its scene count', async () => {
    const { broadcast, premium } = await cutPair();
    expect((await save(premium, [0, 400, 1000])).statusCode).toBe(200);

    const response = await save(broadcast, [0, 300, 900]);

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().contents).toMatchObject({
      episode_id: broadcast,
      cut: 'broadcast',
      other_cut_episode_id: premium,
      duration_seconds: 1440,
      scene_starts: [0, 300, 900],
      other_cut_scene_count: 3,
    });
    expect((await read(premium)).json().contents).toMatchObject({ cut: 'premium', scene_starts: [0, 400, 1000] });
    expect((await save(broadcast, [0, 200])).statusCode).toBe(200);
    const entries = await api.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(broadcast)));
    expect(entries.map(({ operation, before, after }) => ({ operation, before, after }))).toEqual([
      { operation: 'episode.cut_scenes', before: { scene_starts: [] }, after: { scene_starts: [0, 300, 900] } },
      { operation: 'episode.cut_scenes', before: { scene_starts: [0, 300, 900] }, after: { scene_starts: [0, 200] } },
    ]);
  });

  it.each([
    ['a first scene after 0', [10, 300], '最初のシーンは0秒から始めてください。'],
    ['times out of order', [0, 300, 200], 'シーンの開始は前のシーンより後の時刻にしてください。'],
    ['the same time twice', [0, 300, 300], 'シーンの開始は前のシーンより後の時刻にしてください。'],
    ['a scene starting at the end of the video', [0, 1440], 'シーンの開始は映像の長さ（1440秒）より前にしてください。'],
    ['a negative time', [0, -1], 'シーンの開始は秒数（0以上の整数）で入力してください。'],
    ['a fraction', [0, 10.5], 'シーンの開始は秒数（0以上の整数）で入力してください。'],
  ])('refuses %s (400) in Japanese, changing nothing', async (_case, sceneStarts, message) => {
    const { broadcast } = await cutPair();
    await save(broadcast, [0, 600]);
    const response = await save(broadcast, sceneStarts);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
    expect((await read(broadcast)).json().contents.scene_starts).toEqual([0, 600]);
  });

  it('refuses a cut without a video (409), an unknown episode (404) and an operator without catalogue:write (403)', async () => {
    const episodeId = await insertEpisode(api.database.db, await insertTitle(api.database.db));
    const saved = await save(episodeId, [0]);
    const unknown = await save(2_000_000_000, [0]);
    const bySupport = await save(episodeId, [0], support);

    expect((await read(episodeId)).json().contents).toMatchObject({ duration_seconds: null, scene_starts: [] });
    expect([saved.statusCode, unknown.statusCode, bySupport.statusCode]).toEqual([409, 404, 403]);
    expect(saved.json().message).toBe('このエピソードの映像はまだありません。映像を取り込んでから設定してください。');
  });
});
