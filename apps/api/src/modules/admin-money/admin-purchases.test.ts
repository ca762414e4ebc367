/**
 * A finance operator finds a member's purchases and refunds one (decision 0052): the points come back to the
 * accounts and gift lot they were spent from, the episode stops playing (no playback in the episode answer,
 * no licence), the refund is audited and listed, the ledger check still holds, and a second refund changes
 * nothing and says so. Refusals: roles without the permission, bad input, unknown or unfinished purchases.
 */
import { auditLog, episodePurchaseRefunds, mailOutbox, pointTransactions } from '@hanabi/db';
import { auditLedger } from '@hanabi/membership';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JAPANESE_ADDRESS } from '../../test/addresses-by-country.ts';
import { WEB_CLIENT_CALL_HEADERS } from '../../test/build-test-api.ts';
import { daysFromNow, episodeForSale, TEST_NOW } from '../../test/catalogue-fixtures.ts';
import { apiWithCatalogueOperators, type CatalogueOperators } from '../../test/catalogue-operators.ts';
import { giftPoints } from '../../test/member-fixtures.ts';
import { adminCall } from '../../test/operator-fixtures.ts';
import { clearKeyRequest, insertEpisodeMedia, type TestContentKey } from '../../test/playback-fixtures.ts';
import {
  type Buyer,
  balanceOf,
  buyerWith,
  entitlementsOf,
  newKey,
  purchase,
} from '../purchases/purchase-test-support.ts';

describe('purchases and refunds under /admin/v1', () => {
  let operators: CatalogueOperators;
  let buyer: Buyer;
  let email: string;
  let episodeId: number;
  let key: TestContentKey;
  let purchaseId: number;

  beforeAll(async () => {
    operators = await apiWithCatalogueOperators();
    const { db } = operators.api.database;
    // 500 festa points and a 100-point gift lot: the 300-point episode takes all the gift points, then 200 festa.
    buyer = await buyerWith(db, 500);
    await giftPoints(db, buyer.id, 100, daysFromNow(30));
    episodeId = await episodeForSale(db, 300);
    key = await insertEpisodeMedia(db, episodeId);
    const bought = await purchase(operators.api, buyer.token, { episode_id: episodeId, idempotency_key: newKey() });
    expect(bought.json().contents).toMatchObject({ status: 'completed' });
    purchaseId = bought.json().contents.id;
    email = (await listOf(String(buyer.id))).json().contents.member.email;
  });
  afterAll(() => operators.api.close());

  function listOf(member: string, cookie = operators.accounting) {
    return adminCall(operators.api, 'GET', `/admin/v1/purchases?member=${encodeURIComponent(member)}`, { cookie });
  }
  function refund(id: number, cookie = operators.accounting, reason: unknown = '二重購入のお申し出によるため') {
    return adminCall(operators.api, 'POST', `/admin/v1/purchases/${id}/refund`, { cookie, body: { reason } });
  }
  async function playbackOf(id: number) {
    const response = await operators.api.app.inject({
      method: 'GET',
      url: `/v1/episodes/${id}`,
      headers: { 'x-debug-time': TEST_NOW },
      cookies: { festa_auth: buyer.token },
    });
    const { playback, way_in } = response.json().contents;
    return { playing: playback !== null, way_in };
  }
  /** The member's own answer for the purchase (GET /v1/episode/purchase/{id}). */
  async function memberPurchase(id: number) {
    const response = await operators.api.app.inject({
      method: 'GET',
      url: `/v1/episode/purchase/${id}`,
      cookies: { festa_auth: buyer.token },
    });
    return response.json().contents;
  }
  async function licenceStatus(id: number) {
    const response = await operators.api.app.inject({
      method: 'POST',
      url: `/v1/licenses/clearkey/${id}`,
      headers: WEB_CLIENT_CALL_HEADERS,
      cookies: { festa_auth: buyer.token },
      remoteAddress: JAPANESE_ADDRESS,
      payload: JSON.stringify(clearKeyRequest(key.keyId)),
    });
    return response.statusCode;
  }
  const refundEntries = async () =>
    (
      await operators.api.database.db
        .select({ n: count() })
        .from(auditLog)
        .where(eq(auditLog.operation, 'purchase.refund'))
    )[0]?.n;

  it('finds the member by e-mail, member id or festa id, with the purchase completed and not refunded', async () => {
    const byId = await listOf(String(buyer.id));
    expect(byId.statusCode, byId.body).toBe(200);
    expect(byId.json().contents.items).toEqual([
      expect.objectContaining({
        id: purchaseId,
        status: 'completed',
        price_points: 300,
        spent_gift_points: 100,
        spent_festa_points: 200,
        refund: null,
        episode: expect.objectContaining({ id: episodeId }),
      }),
    ]);
    const festaId = byId.json().contents.member.festa_user_id;
    for (const typed of [email.toUpperCase(), festaId]) {
      expect((await listOf(typed)).json().contents.member.id).toBe(buyer.id);
    }
  });

  it('refuses an unknown member (404) and an empty one (400), in Japanese', async () => {
    const unknown = await listOf('nobody@example.jp');
    const empty = await listOf(' ');
    expect([unknown.statusCode, empty.statusCode]).toEqual([404, 400]);
    expect(unknown.json().message).toBe('この会員は見つかりません。');
    expect(empty.json().message).toBe('会員のメールアドレス、会員ID、フェスタIDのいずれかを入力してください。');
  });

  it('lets only 経理 and 管理者 in: 401 without an operator, 403 for 編成 and サポート', async () => {
    for (const cookie of [operators.editor, operators.support]) {
      expect((await listOf(String(buyer.id), cookie)).statusCode).toBe(403);
      expect((await refund(purchaseId, cookie)).statusCode).toBe(403);
    }
    const guest = await adminCall(operators.api, 'POST', `/admin/v1/purchases/${purchaseId}/refund`, {
      body: { reason: '理由' },
    });
    expect(guest.statusCode).toBe(401);
    expect((await playbackOf(episodeId)).playing).toBe(true);
  });

  it('refuses a refund without a reason, in Japanese, and changes nothing', async () => {
    const response = await refund(purchaseId, operators.accounting, '  ');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('返金の理由を入力してください。');
    expect(await entitlementsOf(operators.api.database.db, buyer.id)).toEqual([episodeId]);
  });

  it('refunds: points back to festa and the gift lot, the episode no longer plays, audited, ledger holds', async () => {
    const { db } = operators.api.database;
    expect(await playbackOf(episodeId)).toEqual({ playing: true, way_in: null });
    expect(await licenceStatus(episodeId)).toBe(200);
    expect(await balanceOf(db, buyer.id)).toEqual({ festa: 300, gift: 0, total: 300 });
    expect(await memberPurchase(purchaseId)).toMatchObject({ status: 'completed', refunded_at: null });

    const response = await refund(purchaseId);

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().contents).toMatchObject({
      refunded: true,
      returned_gift_points: 100,
      returned_festa_points: 200,
      purchase: { id: purchaseId, status: 'completed', refund: { reason: '二重購入のお申し出によるため' } },
    });
    expect(await balanceOf(db, buyer.id)).toEqual({ festa: 500, gift: 100, total: 600 });
    expect(await entitlementsOf(db, buyer.id)).toEqual([]);
    expect(await playbackOf(episodeId)).toEqual({ playing: false, way_in: 'buy' });
    expect(await licenceStatus(episodeId)).toBe(403);
    // The member's own answer says so, with when.
    expect(await memberPurchase(purchaseId)).toMatchObject({
      status: 'completed',
      refunded_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.*\+09:00$/),
    });
    const [entry] = await db.select().from(auditLog).where(eq(auditLog.operation, 'purchase.refund'));
    expect(entry).toMatchObject({
      targetType: 'episode_purchase',
      targetId: String(purchaseId),
      before: { status: 'completed', entitled: true },
      after: { returned_gift_points: 100, returned_festa_points: 200, entitled: false },
    });
    const listed = (await listOf(String(buyer.id))).json().contents.items[0];
    expect(listed.refund).toMatchObject({ reason: '二重購入のお申し出によるため', operator_name: expect.any(String) });
    expect((await auditLedger(db)).holds).toBe(true);
    // The member is told, by a mail queued with the refund.
    const mails = await db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.reference, `purchase_refund:${purchaseId}`));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: email, subject: '【Hanabi】エピソード購入の返金のお知らせ' });
    expect(mails[0]?.text).toContain('のご購入（300pt）を返金いたしました。');
    expect(mails[0]?.text).toContain('・フェスタポイント: 200pt');
    expect(mails[0]?.text).toContain('・ギフトポイント: 100pt');
    expect(mails[0]?.text).toContain('理由: 二重購入のお申し出によるため');
  });

  it('answers a second refund of the same purchase as it is, and writes nothing', async () => {
    const { db } = operators.api.database;
    const transactions = async () => (await db.select({ n: count() }).from(pointTransactions))[0]?.n;
    const before = { transactions: await transactions(), audit: await refundEntries() };

    const again = await refund(purchaseId);

    expect(again.statusCode).toBe(200);
    expect(again.json().contents).toMatchObject({
      refunded: false,
      returned_gift_points: 100,
      returned_festa_points: 200,
    });
    expect({ transactions: await transactions(), audit: await refundEntries() }).toEqual(before);
    expect(
      await db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.reference, `purchase_refund:${purchaseId}`)),
    ).toHaveLength(1);
    expect(
      await db.select().from(episodePurchaseRefunds).where(eq(episodePurchaseRefunds.purchaseId, purchaseId)),
    ).toHaveLength(1);
    expect(await balanceOf(db, buyer.id)).toEqual({ festa: 500, gift: 100, total: 600 });
  });

  it('lets the member buy the episode again after the refund', async () => {
    const again = await purchase(operators.api, buyer.token, { episode_id: episodeId, idempotency_key: newKey() });
    expect(again.json().contents).toMatchObject({ status: 'completed' });
    expect(await playbackOf(episodeId)).toEqual({ playing: true, way_in: null });
    expect((await auditLedger(operators.api.database.db)).holds).toBe(true);
  });

  it('refuses to refund a purchase that did not complete (409) or does not exist (404)', async () => {
    const { db } = operators.api.database;
    const poor = await buyerWith(db, 0);
    const failed = await purchase(operators.api, poor.token, { episode_id: episodeId, idempotency_key: newKey() });
    expect(failed.json().contents).toMatchObject({ status: 'failed' });

    const notCompleted = await refund(failed.json().contents.id);
    const unknown = await refund(2_000_000_000);

    expect([notCompleted.statusCode, unknown.statusCode]).toEqual([409, 404]);
    expect(notCompleted.json().message).toBe('完了していない購入は返金できません。');
    expect(unknown.json().message).toBe('この購入は見つかりません。');
  });
});
