import { cutSceneMarkers } from '@hanabi/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApi, type TestApi } from '../../test/build-test-api.ts';
import { insertEpisode, insertTitle } from '../../test/catalogue-fixtures.ts';
import { insertMember, insertSubscription, signIn } from '../../test/member-fixtures.ts';
import { insertEpisodeMedia } from '../../test/playback-fixtures.ts';
import { minutesLater, reportPosition, resumeSecondsOf, rowEpisodeIds } from './watching-test-support.ts';

describe('resume across cuts: the episode answer and the continue-watching row (decision 0059)', () => {
  let api: TestApi;
  let titleId: number;
  let token: string;
  let nextNumber = 1;

  beforeAll(async () => {
    api = await buildTestApi();
    const { db } = api.database;
    titleId = await insertTitle(db, { name: '二つの版' });
    const premium = await insertMember(db);
    await insertSubscription(db, premium.id, { planId: 2 });
    token = await signIn(db, premium.id);
  });
  afterAll(() => api.close());

  /** Both cuts of a new episode number, packaged, with these scene starts (none when left out). */
  async function cutPair(scenes?: { broadcast: number[]; premium: number[] }) {
    const { db } = api.database;
    const number = nextNumber++;
    const access = { number, isFree: false, pricePoints: null, includedPlanIds: [2] };
    const broadcast = await insertEpisode(db, titleId, { ...access, cut: 'broadcast' });
    const premium = await insertEpisode(db, titleId, { ...access, cut: 'premium' });
    await insertEpisodeMedia(db, broadcast, { durationSeconds: 1440 });
    await insertEpisodeMedia(db, premium, { durationSeconds: 1500 });
    if (scenes) {
      const rows = [
        ...scenes.broadcast.map((startSeconds, sceneIndex) => ({ episodeId: broadcast, sceneIndex, startSeconds })),
        ...scenes.premium.map((startSeconds, sceneIndex) => ({ episodeId: premium, sceneIndex, startSeconds })),
      ];
      await db.insert(cutSceneMarkers).values(rows);
    }
    return { broadcast, premium };
  }

  const scenes = { broadcast: [0, 300, 900], premium: [0, 400, 1000] };

  it('starts the other cut at the same scene and offset as where the member left the cut they watched', async () => {
    const { broadcast, premium } = await cutPair(scenes);
    // 350 s is 50 s into the broadcast cut's second scene: 450 s on the premium cut, not 350 s.
    await reportPosition(api, token, broadcast, 350, minutesLater(-5));

    expect(await resumeSecondsOf(api, token, premium, 'v2')).toBe(450);
    expect(await resumeSecondsOf(api, token, broadcast, 'v2')).toBe(350);

    // Back on the broadcast cut from the premium one: its third scene, 20 s in.
    await reportPosition(api, token, premium, 1020, minutesLater(-1));
    expect(await resumeSecondsOf(api, token, broadcast, 'v2')).toBe(920);
  });

  it('keeps a cut its own position when it was watched after the other one', async () => {
    const { broadcast, premium } = await cutPair(scenes);
    await reportPosition(api, token, broadcast, 350, minutesLater(-5));
    await reportPosition(api, token, premium, 100, minutesLater(-2));

    expect(await resumeSecondsOf(api, token, premium, 'v2')).toBe(100);
  });

  it('keeps the own position when the cuts have no markers to match their scenes', async () => {
    const { broadcast, premium } = await cutPair();
    await reportPosition(api, token, premium, 100, minutesLater(-5));
    await reportPosition(api, token, broadcast, 350, minutesLater(-2));

    expect(await resumeSecondsOf(api, token, premium, 'v2')).toBe(100);
  });

  it('lists one entry per episode in the continue-watching row: the cut watched last, which resumes there', async () => {
    const { broadcast, premium } = await cutPair(scenes);
    await reportPosition(api, token, premium, 450, minutesLater(-4));
    await reportPosition(api, token, broadcast, 360, minutesLater(-3));

    const row = await rowEpisodeIds(api, token);
    expect(row).toContain(broadcast);
    expect(row).not.toContain(premium);
    expect(await resumeSecondsOf(api, token, broadcast, 'v2')).toBe(360);
  });
});
