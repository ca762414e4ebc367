/**
 * Member lookup for support (decision 0051): found by e-mail, member id or festa user id; the member page reads
 * plan history, card, points by lot, purchases and entitlements, presents and sessions; ending the member's
 * sessions signs them out everywhere, audited, and needs members:sessions.
 */
import { auditLog } from '@hanabi/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApi, type TestApi, WEB_CLIENT_CALL_HEADERS } from '../../test/build-test-api.ts';
import { daysFromNow } from '../../test/catalogue-fixtures.ts';
import {
  giftPoints,
  insertCard,
  insertMember,
  insertPresent,
  insertSubscription,
  recordEpisodePurchase,
  signIn,
  topUpPoints,
} from '../../test/member-fixtures.ts';
import { adminCall, insertOperator, signInOperator, type TestOperator } from '../../test/operator-fixtures.ts';

describe('members under /admin/v1', () => {
  let api: TestApi;
  let supportOperator: TestOperator;
  let support: string;
  let accounting: string;

  beforeAll(async () => {
    api = await buildTestApi();
    supportOperator = await insertOperator(api.database.db, 'support');
    support = await signInOperator(api, supportOperator);
    accounting = await signInOperator(api, await insertOperator(api.database.db, 'accounting'));
  });
  afterAll(() => api.close());

  const search = (q: string) =>
    adminCall(api, 'GET', `/admin/v1/members?q=${encodeURIComponent(q)}`, { cookie: support });
  const ids = (response: Awaited<ReturnType<typeof search>>) =>
    response.json().contents.items.map((item: { id: number }) => item.id);

  it('finds a member by member id, festa user id, or (part of) the address, and asks for a search word', async () => {
    const member = await insertMember(api.database.db, { email: 'findme-0421@example.jp' });

    expect(ids(await search(String(member.id)))).toContain(member.id);
    expect(ids(await search(member.festaUserId))).toEqual([member.id]);
    expect(ids(await search('FINDME-0421'))).toEqual([member.id]);
    expect(ids(await search('nobody-at-all@example.jp'))).toEqual([]);
    const empty = await search(' ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('メールアドレス、会員ID、またはフェスタIDを入力してください。');
  });

  it('reads plan history, the card and its validity, points by lot, purchases, entitlements, presents and sessions', async () => {
    const { db } = api.database;
    const member = await insertMember(db);
    await insertSubscription(db, member.id, {
      planId: 2,
      startedAt: daysFromNow(-90),
      endedAt: daysFromNow(-60),
      endReason: 'forced_cancel',
      forcedCanceledDate: '2025-08-02',
    });
    await insertSubscription(db, member.id, { planId: 1 });
    await insertCard(db, member.id, { isInvalid: true, validityCheckFailedAt: daysFromNow(-2) });
    await topUpPoints(db, member.id, 1000);
    await giftPoints(db, member.id, 200, daysFromNow(20));
    await giftPoints(db, member.id, 100, daysFromNow(-1));
    await recordEpisodePurchase(db, member.id, 300);
    await insertPresent(db, member.id, { name: '会員登録特典' });
    await signIn(db, member.id);

    const response = await adminCall(api, 'GET', `/admin/v1/members/${member.id}`, { cookie: support });

    expect(response.statusCode, response.body).toBe(200);
    const page = response.json().contents;
    expect(page.member).toMatchObject({ id: member.id, festa_user_id: member.festaUserId, plan_id: 1 });
    expect(page.subscriptions.map((row: { plan_id: number }) => row.plan_id)).toEqual([1, 2]);
    expect(page.subscriptions[1]).toMatchObject({ end_reason: 'forced_cancel', forced_canceled_date: '2025-08-02' });
    expect(page.card).toMatchObject({ last4: '4242', is_invalid: true });
    expect(page.card.validity_check_failed_at).not.toBeNull();
    // 300 pt spent gift-first: the valid 200 pt lot is used up, then 100 festa points.
    expect(page.points).toMatchObject({ festa: 900, gift: 0, total: 900 });
    expect(page.points.gift_lots).toMatchObject([
      { granted: 100, remaining: 100, expired: true },
      { granted: 200, remaining: 0, expired: false },
    ]);
    expect(page.purchases).toMatchObject([{ status: 'completed', price_points: 300, spent_gift_points: 200 }]);
    expect(page.entitlements).toMatchObject([{ source: 'purchase' }]);
    // The two gift lots came from received presents; the sign-up present still waits in the box.
    expect(page.presents).toHaveLength(3);
    expect(page.presents[0]).toMatchObject({ name: '会員登録特典', received_at: null });
    expect(page.sessions).toHaveLength(1);
  });

  it('ends every session of the member: their next call is a guest’s, and it is audited', async () => {
    const { db } = api.database;
    const member = await insertMember(db);
    const token = await signIn(db, member.id);
    const status = () =>
      api.app.inject({
        method: 'GET',
        url: '/v1/users/statuses',
        headers: WEB_CLIENT_CALL_HEADERS,
        cookies: { festa_auth: token },
      });
    expect((await status()).json().contents.is_logged_in).toBe(true);

    const byAccounting = await adminCall(api, 'POST', `/admin/v1/members/${member.id}/sessions/revoke`, {
      cookie: accounting,
    });
    const revoked = await adminCall(api, 'POST', `/admin/v1/members/${member.id}/sessions/revoke`, { cookie: support });
    const unknown = await adminCall(api, 'POST', '/admin/v1/members/2000000000/sessions/revoke', { cookie: support });

    expect([byAccounting.statusCode, revoked.statusCode, unknown.statusCode]).toEqual([403, 200, 404]);
    expect(revoked.json().contents).toEqual({ revoked: 1 });
    expect((await status()).json().contents.is_logged_in).toBe(false);
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.operation, 'member.revoke_sessions'), eq(auditLog.targetId, String(member.id))));
    expect(entry).toMatchObject({ operatorId: supportOperator.id, after: { revoked: 1 } });
  });
});
