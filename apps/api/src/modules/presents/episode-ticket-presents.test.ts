import { type AppDatabase, episodeEntitlements, pointTransactions } from '@hanabi/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApi, type TestApi, WEB_CLIENT_CALL_HEADERS } from '../../test/build-test-api.ts';
import { daysFromNow, insertEpisode, insertTitle, TEST_NOW } from '../../test/catalogue-fixtures.ts';
import { insertMember, insertTicketPresent, signIn } from '../../test/member-fixtures.ts';
import { buyerWith, newKey, purchase } from '../purchases/purchase-test-support.ts';
import { PRESENT_EXPIRED_MESSAGE } from './presents.service.ts';

describe('episode ticket presents', () => {
  let api: TestApi;
  let db: AppDatabase;
  let titleId: number;
  let firstEpisode: number;

  beforeAll(async () => {
    api = await buildTestApi();
    db = api.database.db;
    titleId = await insertTitle(db, { name: '星降る街のアトリエ' });
    firstEpisode = await insertEpisode(db, titleId, { number: 1, pricePoints: 300, includedPlanIds: [] });
  });
  afterAll(() => api.close());

  async function memberWithTicket(overrides: Parameters<typeof insertTicketPresent>[3] = {}) {
    const member = await insertMember(db);
    const presentId = await insertTicketPresent(db, member.id, firstEpisode, overrides);
    return { id: member.id, token: await signIn(db, member.id), presentId };
  }

  /** Received on the API's clock, moved to `at`: debug time does not reach a call that changes something. */
  function receive(id: number, token: string, at = TEST_NOW) {
    api.setClock(at);
    return api.app.inject({
      method: 'POST',
      url: `/v1/users/presents/${id}/receive`,
      headers: WEB_CLIENT_CALL_HEADERS,
      cookies: { festa_auth: token },
    });
  }

  function get(url: string, token: string) {
    return api.app.inject({
      method: 'GET',
      url,
      headers: { 'x-debug-time': TEST_NOW },
      cookies: { festa_auth: token },
    });
  }

  async function entitlementOf(userId: number) {
    return db.select().from(episodeEntitlements).where(eq(episodeEntitlements.userId, userId));
  }

  async function ledgerOf(userId: number) {
    return db.select().from(pointTransactions).where(eq(pointTransactions.userId, userId));
  }

  it('lists a ticket with the episode it names', async () => {
    const member = await memberWithTicket();

    const response = await get('/v1/users/presents', member.token);

    expect(response.json().contents.items).toEqual([
      {
        id: member.presentId,
        kind: 'episode_ticket',
        name: '新規登録キャンペーン：第1話無料チケット',
        episode: { id: firstEpisode, title_id: titleId, title_name: '星降る街のアトリエ', prefix_name: '第1話' },
        receivable_until: '2025-10-08T12:00:00+09:00',
        received_at: null,
        status: 'receivable',
      },
    ]);
  });

  it('receives a ticket: the episode is owned for good, and the points ledger is untouched', async () => {
    const member = await memberWithTicket();
    expect((await get(`/v1/episodes/${firstEpisode}`, member.token)).json().contents.access).toBe('purchasable');

    const response = await receive(member.presentId, member.token);

    expect(response.statusCode).toBe(200);
    expect(response.json().contents).toMatchObject({
      id: member.presentId,
      kind: 'episode_ticket',
      received_at: TEST_NOW,
      status: 'received',
    });
    expect(await entitlementOf(member.id)).toMatchObject([
      { episodeId: firstEpisode, presentId: member.presentId, purchaseId: null },
    ]);
    expect(await ledgerOf(member.id)).toEqual([]);
    expect((await get(`/v1/episodes/${firstEpisode}`, member.token)).json().contents).toMatchObject({
      access: 'owned',
      owned_purchase: null,
    });
    expect((await get('/v1/users/owned_titles', member.token)).json().contents.items).toMatchObject([
      { title: { id: titleId, name: '星降る街のアトリエ' }, owned_episode_count: 1 },
    ]);
    expect((await get('/v1/users/statuses', member.token)).json().contents.has_owned_titles).toBe(true);
  });

  it('answers a replay with the same present and grants the episode once', async () => {
    const member = await memberWithTicket();

    const answers = await Promise.all(Array.from({ length: 4 }, () => receive(member.presentId, member.token)));
    const replay = await receive(member.presentId, member.token, '2025-10-02T09:00:00+09:00');

    const bodies = [...answers, replay].map((answer) => answer.json());
    for (const body of bodies) expect(body).toEqual(bodies[0]);
    expect(await entitlementOf(member.id)).toHaveLength(1);
  });

  it('marks a ticket for an episode already bought received, and changes nothing else', async () => {
    const buyer = await buyerWith(db, 1000);
    expect((await purchase(api, buyer.token, { episode_id: firstEpisode, idempotency_key: newKey() })).statusCode).toBe(
      200,
    );
    const presentId = await insertTicketPresent(db, buyer.id, firstEpisode);
    const before = await entitlementOf(buyer.id);

    const response = await receive(presentId, buyer.token);

    expect(response.json().contents.status).toBe('received');
    expect(await entitlementOf(buyer.id)).toEqual(before);
    expect(before).toMatchObject([{ presentId: null }]);
  });

  it('makes a later purchase of the episode fail as already owned, spending nothing', async () => {
    const buyer = await buyerWith(db, 1000);
    const presentId = await insertTicketPresent(db, buyer.id, firstEpisode);
    await receive(presentId, buyer.token);

    const response = await purchase(api, buyer.token, { episode_id: firstEpisode, idempotency_key: newKey() });

    expect(response.json().contents).toMatchObject({ status: 'failed', failure_reason: 'already_owned' });
    expect((await get('/v1/users/statuses', buyer.token)).json().contents.current_points.total).toBe(1000);
  });

  it('answers 409 in Japanese for a ticket past its receivable_until, granting nothing', async () => {
    const member = await memberWithTicket({ receivableUntil: daysFromNow(0) });

    const response = await receive(member.presentId, member.token);

    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 4009, message: PRESENT_EXPIRED_MESSAGE });
    expect(await entitlementOf(member.id)).toEqual([]);
  });

  it("answers 404 for another member's ticket, granting the stranger nothing", async () => {
    const owner = await memberWithTicket();
    const stranger = await insertMember(db);

    const response = await receive(owner.presentId, await signIn(db, stranger.id));

    expect(response.statusCode).toBe(404);
    expect(await entitlementOf(stranger.id)).toEqual([]);
    expect(await entitlementOf(owner.id)).toEqual([]);
  });
});
