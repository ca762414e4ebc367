import { API_ERRORS } from '@hanabi/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AMERICAN_ADDRESS, JAPANESE_ADDRESS } from '../../test/addresses-by-country.ts';
import { buildTestApi, type TestApi, WEB_CLIENT_CALL_HEADERS } from '../../test/build-test-api.ts';
import { insertEpisode, insertTitle } from '../../test/catalogue-fixtures.ts';
import { insertMember, insertSubscription, signIn } from '../../test/member-fixtures.ts';
import { clearKeyRequest, insertEpisodeMedia, type TestContentKey } from '../../test/playback-fixtures.ts';
import { buyerWith, newKey, purchase } from '../purchases/purchase-test-support.ts';

const base64Url = (hex: string) => Buffer.from(hex, 'hex').toString('base64url');

describe('POST /v1/licenses/clearkey/:episode_id', () => {
  let api: TestApi;
  let titleId: number;
  let free: number;
  let planOnly: number;
  let sold: number;
  /** The content key of each packaged episode. */
  const keys = new Map<number, TestContentKey>();
  const keyOf = (id: number) => {
    const key = keys.get(id);
    if (!key) throw new Error(`episode ${id} has no key`);
    return key;
  };

  beforeAll(async () => {
    api = await buildTestApi();
    const { db } = api.database;
    titleId = await insertTitle(db);
    free = await insertEpisode(db, titleId, { number: 1, isFree: true, pricePoints: null, includedPlanIds: [] });
    planOnly = await insertEpisode(db, titleId, { number: 2, pricePoints: null, includedPlanIds: [1, 2] });
    sold = await insertEpisode(db, titleId, { number: 3, pricePoints: 300, includedPlanIds: [] });
    for (const id of [free, planOnly, sold]) keys.set(id, await insertEpisodeMedia(db, id));
  });
  afterAll(() => api.close());

  function license(
    episodeId: number,
    body: unknown = clearKeyRequest(keyOf(episodeId).keyId),
    {
      token,
      cookies = {},
      remoteAddress = JAPANESE_ADDRESS,
      headers = WEB_CLIENT_CALL_HEADERS,
    }: {
      token?: string;
      cookies?: Record<string, string>;
      remoteAddress?: string;
      headers?: Record<string, string>;
    } = {},
  ) {
    return api.app.inject({
      method: 'POST',
      url: `/v1/licenses/clearkey/${episodeId}`,
      headers,
      cookies: { ...cookies, ...(token ? { festa_auth: token } : {}) },
      remoteAddress,
      payload: JSON.stringify(body),
    });
  }

  /** A refusal names why in Japanese and carries nothing of any key. */
  function expectRefused(response: Awaited<ReturnType<typeof license>>, status = 403) {
    expect(response.statusCode).toBe(status);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json().message).toMatch(/[ぁ-んァ-ン一-龠]/);
    expect(response.body).not.toContain('"keys"');
    for (const { key } of keys.values()) {
      expect(response.body).not.toContain(base64Url(key));
      expect(response.body).not.toContain(key);
    }
  }

  it('gives a guest in Japan the key of a free episode, in the EME ClearKey format, never cached', async () => {
    const response = await license(free);

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      keys: [{ kty: 'oct', kid: base64Url(keyOf(free).keyId), k: base64Url(keyOf(free).key) }],
      type: 'temporary',
    });
    expect(response.json().keys[0].k).not.toContain('=');
  });

  it('never gives a guest with the free episode’s licence the key of a paid episode of the same title', async () => {
    // Asking the free episode's licence for both keys: only the free episode's comes back.
    const both = await license(free, clearKeyRequest(keyOf(free).keyId, keyOf(sold).keyId));
    expect(both.statusCode).toBe(200);
    expect(both.json().keys).toEqual([
      { kty: 'oct', kid: base64Url(keyOf(free).keyId), k: base64Url(keyOf(free).key) },
    ]);
    expect(both.body).not.toContain(base64Url(keyOf(sold).key));

    // Naming only the paid episode's key id: nothing at all.
    const other = await license(free, clearKeyRequest(keyOf(sold).keyId));
    expectRefused(other);
    expect(other.json().details).toEqual([{ field: 'body.kids', reason: 'unknown_key_id' }]);
    expect(new Set([free, planOnly, sold].map((id) => keyOf(id).key)).size).toBe(3);
  });

  it('refuses a guest the key of a plan or paid episode', async () => {
    for (const id of [planOnly, sold]) {
      const response = await license(id);
      expectRefused(response);
      expect(response.json()).toMatchObject({
        code: 4030,
        details: [{ field: 'params.episode_id', reason: 'sign_in' }],
      });
    }
  });

  it('gives plan members their plan episodes and owners what they bought, and nothing else', async () => {
    const { db } = api.database;
    const member = await insertMember(db);
    await insertSubscription(db, member.id, { planId: 1 });
    const memberToken = await signIn(db, member.id);
    const buyer = await buyerWith(db, 1000);

    expect((await license(planOnly, undefined, { token: memberToken })).statusCode).toBe(200);
    expectRefused(await license(sold, undefined, { token: memberToken }));
    expectRefused(await license(sold, undefined, { token: buyer.token }));

    await purchase(api, buyer.token, { episode_id: sold, idempotency_key: newKey() });

    expect((await license(sold, undefined, { token: buyer.token })).json().keys[0].k).toBe(base64Url(keyOf(sold).key));
  });

  it('releases an R18 episode’s key only with the age check', async () => {
    const { db } = api.database;
    const r18Title = await insertTitle(db, { displayGroup: 'mature_group', isAgeRestrictionR18: true });
    const r18Free = await insertEpisode(db, r18Title, { isFree: true, pricePoints: null, includedPlanIds: [] });
    const r18Key = await insertEpisodeMedia(db, r18Free);

    const refused = await license(r18Free, clearKeyRequest(r18Key.keyId));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().details).toEqual([{ field: 'params.episode_id', reason: 'age_check' }]);
    expect(refused.body).not.toContain(base64Url(r18Key.key));

    const checked = await license(r18Free, clearKeyRequest(r18Key.keyId), { cookies: { checked_age: '1' } });
    expect(checked.json().keys[0].k).toBe(base64Url(r18Key.key));
  });

  it('refuses a key id that is not the episode’s, even to an entitled viewer', async () => {
    const otherTitle = await insertTitle(api.database.db);
    const otherEpisode = await insertEpisode(api.database.db, otherTitle, { isFree: true, pricePoints: null });
    const otherKey = await insertEpisodeMedia(api.database.db, otherEpisode);

    const response = await license(free, clearKeyRequest(otherKey.keyId));

    expectRefused(response);
    expect(response.body).not.toContain(base64Url(otherKey.key));
    expect(response.json().details).toEqual([{ field: 'body.kids', reason: 'unknown_key_id' }]);
  });

  it('refuses an episode without packaged video, and answers 404 for an unknown one', async () => {
    const unpackaged = await insertEpisode(api.database.db, titleId, { number: 9, isFree: true, pricePoints: null });
    const response = await license(unpackaged, clearKeyRequest(keyOf(free).keyId));
    expectRefused(response);
    expect(response.json().message).toBe('このエピソードはまだ再生の準備ができていません。');
    expect((await license(2_000_000_000, clearKeyRequest(keyOf(free).keyId))).statusCode).toBe(404);
  });

  it('answers 400 to a malformed licence request', async () => {
    for (const body of [
      {},
      { kids: [], type: 'temporary' },
      { kids: [base64Url(keyOf(free).keyId)], type: 'persistent-license' },
      { kids: ['not base64url!!'], type: 'temporary' },
      { kids: [`${base64Url(keyOf(free).keyId)}==`], type: 'temporary' },
    ]) {
      const response = await license(free, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().code).toBe(API_ERRORS.badRequest.code);
    }
  });

  it('is refused outside Japan with 4003 before anything else', async () => {
    const response = await license(free, undefined, { remoteAddress: AMERICAN_ADDRESS });

    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 4003, message: API_ERRORS.outsideJapan.message });
    expect(response.body).not.toContain(base64Url(keyOf(free).key));
  });

  it('follows the rules of state-changing calls: without X-Requested-With it is refused', async () => {
    const response = await license(free, undefined, {
      headers: { 'content-type': 'application/json', origin: WEB_CLIENT_CALL_HEADERS.origin },
    });
    expect(response.statusCode).toBe(403);
    expect(response.body).not.toContain(base64Url(keyOf(free).key));
  });
});
