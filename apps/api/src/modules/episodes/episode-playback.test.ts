import { episodeMedia } from '@hanabi/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApi, TEST_API_ORIGIN, type TestApi, WEB_CLIENT_CALL_HEADERS } from '../../test/build-test-api.ts';
import { insertEpisode, insertTitle, TEST_NOW } from '../../test/catalogue-fixtures.ts';
import { insertMember, insertSubscription, insertTicketPresent, signIn } from '../../test/member-fixtures.ts';
import { insertEpisodeMedia, type TestContentKey } from '../../test/playback-fixtures.ts';
import { buyerWith, newKey, purchase } from '../purchases/purchase-test-support.ts';

describe('playback in GET /v1/episodes/:id and /v2/episodes/:id', () => {
  let api: TestApi;
  let titleId: number;
  /** The content key of each packaged episode. */
  const keys = new Map<number, TestContentKey>();
  const keyOf = (id: number) => {
    const key = keys.get(id);
    if (!key) throw new Error(`episode ${id} has no key`);
    return key;
  };
  let liteToken: string;
  let premiumToken: string;

  beforeAll(async () => {
    api = await buildTestApi();
    const { db } = api.database;
    titleId = await insertTitle(db, { name: '再生テスト' });
    const lite = await insertMember(db);
    await insertSubscription(db, lite.id, { planId: 1 });
    liteToken = await signIn(db, lite.id);
    const premium = await insertMember(db);
    await insertSubscription(db, premium.id, { planId: 2 });
    premiumToken = await signIn(db, premium.id);
  });
  afterAll(() => api.close());

  function get(
    id: number,
    {
      token,
      cookies = {},
      version = 'v1',
    }: { token?: string; cookies?: Record<string, string>; version?: string } = {},
  ) {
    return api.app.inject({
      method: 'GET',
      url: `/${version}/episodes/${id}`,
      headers: { 'x-debug-time': TEST_NOW },
      cookies: { ...cookies, ...(token ? { festa_auth: token } : {}) },
    });
  }
  async function playbackOf(id: number, options: Parameters<typeof get>[1] = {}) {
    const { playback, way_in } = (await get(id, options)).json().contents;
    return { playback, way_in };
  }
  let nextNumber = 1;
  async function packagedEpisode(overrides: Parameters<typeof insertEpisode>[2] = {}, forTitle = titleId) {
    const id = await insertEpisode(api.database.db, forTitle, { number: nextNumber++, ...overrides });
    keys.set(id, await insertEpisodeMedia(api.database.db, id));
    return id;
  }

  it('gives anyone, guests included, what the player needs for a free episode', async () => {
    const free = await packagedEpisode({ isFree: true, pricePoints: null, includedPlanIds: [] });

    for (const version of ['v1', 'v2']) {
      const response = await get(free, { version });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.json().contents).toMatchObject({ access: 'free', way_in: null });
      expect(response.json().contents.playback).toEqual({
        dash_url: `${TEST_API_ORIGIN}/media/video/episode-${free}/manifest.mpd`,
        hls_url: `${TEST_API_ORIGIN}/media/video/episode-${free}/master.m3u8`,
        drm: {
          clearkey: { license_url: `${TEST_API_ORIGIN}/v1/licenses/clearkey/${free}` },
          widevine: null,
          playready: null,
          fairplay: null,
        },
        key_id: keyOf(free).keyId,
        duration_seconds: 1440,
        rendition_heights: [360, 720],
        resume_seconds: 0,
        skip: { opening: { start: 30, end: 120 }, ending_start: 1350, ending_end: null },
        is_vr: false,
      });
    }
    expect(JSON.stringify((await get(free)).json())).not.toContain(keyOf(free).key);
  });

  it('asks a guest to sign in for a plan or paid episode, and gives no playback', async () => {
    const inPlans = await packagedEpisode({ pricePoints: null, includedPlanIds: [1, 2] });
    const sold = await packagedEpisode({ pricePoints: 300, includedPlanIds: [] });

    expect(await playbackOf(inPlans)).toEqual({ playback: null, way_in: 'sign_in' });
    expect(await playbackOf(sold)).toEqual({ playback: null, way_in: 'sign_in' });
    expect((await get(sold)).json().contents).toMatchObject({ access: 'purchasable', price_points: 300 });
  });

  it('plays plan episodes for the plans that include them, premium cuts for premium only', async () => {
    const inBothPlans = await packagedEpisode({ pricePoints: null, includedPlanIds: [1, 2] });
    const premiumCut = await packagedEpisode({ cut: 'premium', pricePoints: null, includedPlanIds: [2] });

    expect((await playbackOf(inBothPlans, { token: liteToken })).playback).not.toBeNull();
    expect((await playbackOf(premiumCut, { token: premiumToken })).playback).not.toBeNull();
    expect(await playbackOf(premiumCut, { token: liteToken })).toEqual({ playback: null, way_in: 'join_plan' });
  });

  it('plays a bought episode for its owner, and asks other members to buy it for its price', async () => {
    const sold = await packagedEpisode({ pricePoints: 300, includedPlanIds: [] });
    const buyer = await buyerWith(api.database.db, 1000);
    expect(await playbackOf(sold, { token: buyer.token })).toEqual({ playback: null, way_in: 'buy' });

    await purchase(api, buyer.token, { episode_id: sold, idempotency_key: newKey() });

    expect((await playbackOf(sold, { token: buyer.token })).playback?.key_id).toBe(keyOf(sold).keyId);
    expect((await playbackOf(sold, { token: premiumToken })).way_in).toBe('buy');
  });

  it('plays an episode received with a ticket for the member who received it', async () => {
    const { db } = api.database;
    const sold = await packagedEpisode({ pricePoints: 300, includedPlanIds: [] });
    const member = await insertMember(db);
    const token = await signIn(db, member.id);
    const presentId = await insertTicketPresent(db, member.id, sold);
    expect((await playbackOf(sold, { token })).way_in).toBe('buy');

    const received = await api.app.inject({
      method: 'POST',
      url: `/v1/users/presents/${presentId}/receive`,
      headers: WEB_CLIENT_CALL_HEADERS,
      cookies: { festa_auth: token },
    });
    expect(received.statusCode).toBe(200);

    expect(await playbackOf(sold, { token })).toMatchObject({ playback: { key_id: keyOf(sold).keyId }, way_in: null });
  });

  it('plays an R18 episode only for a viewer with the age check, whatever they are entitled to', async () => {
    const r18Title = await insertTitle(api.database.db, { displayGroup: 'mature_group', isAgeRestrictionR18: true });
    const free = await packagedEpisode({ isFree: true, pricePoints: null, includedPlanIds: [] }, r18Title);
    const inPlan = await packagedEpisode({ pricePoints: null, includedPlanIds: [2] }, r18Title);

    expect(await playbackOf(free)).toEqual({ playback: null, way_in: 'age_check' });
    expect(await playbackOf(inPlan, { token: premiumToken })).toEqual({ playback: null, way_in: 'age_check' });
    expect((await playbackOf(free, { cookies: { checked_age: '1' } })).playback).not.toBeNull();
    expect((await playbackOf(inPlan, { token: premiumToken, cookies: { checked_age: '1' } })).playback).not.toBeNull();
    expect((await playbackOf(inPlan, { cookies: { checked_age: '1' } })).way_in).toBe('sign_in');
  });

  it('says not_ready to an entitled viewer when the episode is not packaged yet', async () => {
    const unpackaged = await insertEpisode(api.database.db, titleId, { number: 99, isFree: true, pricePoints: null });
    expect(await playbackOf(unpackaged)).toEqual({ playback: null, way_in: 'not_ready' });
  });

  it('every episode, and each cut, plays under a key of its own', async () => {
    const broadcast = await packagedEpisode({ isFree: true, pricePoints: null, includedPlanIds: [] });
    const sameNumber = nextNumber - 1;
    const premiumCut = await packagedEpisode({
      number: sameNumber,
      cut: 'premium',
      pricePoints: null,
      includedPlanIds: [2],
    });
    const next = await packagedEpisode({ isFree: true, pricePoints: null, includedPlanIds: [] });

    const keyIds = [
      (await playbackOf(broadcast)).playback?.key_id,
      (await playbackOf(premiumCut, { token: premiumToken })).playback?.key_id,
      (await playbackOf(next)).playback?.key_id,
    ];
    expect(keyIds).toEqual([keyOf(broadcast).keyId, keyOf(premiumCut).keyId, keyOf(next).keyId]);
    expect(new Set(keyIds).size).toBe(3);
  });

  it('does not play a package still encrypted with its title’s key until it is re-encrypted', async () => {
    const id = await packagedEpisode({ isFree: true, pricePoints: null, includedPlanIds: [] });
    await api.database.db.update(episodeMedia).set({ keyId: null }).where(eq(episodeMedia.episodeId, id));
    expect(await playbackOf(id)).toEqual({ playback: null, way_in: 'not_ready' });
  });

  it('marks a VR episode and leaves out the opening an episode does not have', async () => {
    const vr = await insertEpisode(api.database.db, titleId, { number: 98, isFree: true, pricePoints: null });
    await insertEpisodeMedia(api.database.db, vr, {
      isVr: true,
      openingStartSeconds: null,
      openingEndSeconds: null,
      endingStartSeconds: null,
    });
    const { playback } = await playbackOf(vr);
    expect(playback).toMatchObject({ is_vr: true, skip: { opening: null, ending_start: null } });
  });
});

describe('playback with vendor licence servers configured', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await buildTestApi({ env: { WIDEVINE_LICENSE_URL: 'https://widevine.example/licence' } });
  });
  afterAll(() => api.close());

  it('offers the Widevine licence endpoint and leaves the unconfigured systems null', async () => {
    const titleId = await insertTitle(api.database.db);
    const free = await insertEpisode(api.database.db, titleId, { isFree: true, pricePoints: null });
    await insertEpisodeMedia(api.database.db, free);

    const response = await api.app.inject({
      method: 'GET',
      url: `/v1/episodes/${free}`,
      headers: { 'x-debug-time': TEST_NOW },
    });

    expect(response.json().contents.playback.drm).toEqual({
      clearkey: { license_url: `${TEST_API_ORIGIN}/v1/licenses/clearkey/${free}` },
      widevine: { license_url: `${TEST_API_ORIGIN}/v1/licenses/widevine/${free}` },
      playready: null,
      fairplay: null,
    });
  });
});
