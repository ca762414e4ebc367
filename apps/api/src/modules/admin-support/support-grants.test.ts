/**
 * Support's grants (decision 0051): within the small-grant limit the present is given at once; above it the
 * grant waits, its requester cannot approve it, a 経理 operator approves it once (the member gets one present
 * however often it is approved), and the member receives the points through the present box and the ledger.
 */
import { auditLog, presents } from '@hanabi/db';
import { pointBalances } from '@hanabi/membership';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApi, type TestApi, WEB_CLIENT_CALL_HEADERS } from '../../test/build-test-api.ts';
import { episodeForSale, testNow } from '../../test/catalogue-fixtures.ts';
import { insertMember, signIn } from '../../test/member-fixtures.ts';
import { adminCall, insertOperator, signInOperator, type TestOperator } from '../../test/operator-fixtures.ts';

describe('grants under /admin/v1', () => {
  let api: TestApi;
  let supportOperator: TestOperator;
  let support: string;
  let accounting: string;
  let accountingOperator: TestOperator;
  let admin: string;

  beforeAll(async () => {
    // The limit as a setting: 1,000 pt is the default, this API takes 500.
    api = await buildTestApi({ env: { GRANT_APPROVAL_THRESHOLD_POINTS: '500' } });
    const { db } = api.database;
    supportOperator = await insertOperator(db, 'support');
    support = await signInOperator(api, supportOperator);
    accountingOperator = await insertOperator(db, 'accounting');
    accounting = await signInOperator(api, accountingOperator);
    admin = await signInOperator(api, await insertOperator(db, 'admin'));
  });
  afterAll(() => api.close());

  const presentsOf = (userId: number) => api.database.db.select().from(presents).where(eq(presents.userId, userId));
  const grant = (memberId: number, body: unknown, cookie = support) =>
    adminCall(api, 'POST', `/admin/v1/members/${memberId}/grants`, { cookie, body });
  const points = (amount: number) => ({
    kind: 'gift_points',
    points: amount,
    points_valid_days: 30,
    present_name: 'お詫びポイント',
    reason: '配信障害のお詫び',
  });

  it('gives a grant within the limit at once: the present is in the box, the request audited', async () => {
    const member = await insertMember(api.database.db);
    const response = await grant(member.id, points(500));

    expect(response.statusCode, response.body).toBe(200);
    const given = response.json().contents;
    expect(given).toMatchObject({ status: 'approved', value_points: 500, decided_by: { id: supportOperator.id } });
    expect(await presentsOf(member.id)).toMatchObject([
      { id: given.present_id, kind: 'gift_points', points: 500, pointsValidDays: 30, name: 'お詫びポイント' },
    ]);
    const [entry] = await api.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.operation, 'grant.request'), eq(auditLog.targetId, String(given.id))));
    expect(entry).toMatchObject({
      operatorId: supportOperator.id,
      after: {
        member_id: member.id,
        points: 500,
        status: 'approved',
        reason: '配信障害のお詫び',
        threshold_points: 500,
      },
    });
  });

  it('holds a grant above the limit until a second operator approves it; the member then receives the points', async () => {
    const { db } = api.database;
    const member = await insertMember(db);
    const asked = (await grant(member.id, points(3000))).json().contents;
    expect(asked).toMatchObject({ status: 'pending', present_id: null, value_points: 3000 });
    expect(await presentsOf(member.id)).toEqual([]);

    const queue = await adminCall(api, 'GET', '/admin/v1/grants?status=pending', { cookie: accounting });
    expect(queue.json().contents.items.map((item: { id: number }) => item.id)).toContain(asked.id);

    const approved = await adminCall(api, 'POST', `/admin/v1/grants/${asked.id}/approve`, { cookie: accounting });
    const again = await adminCall(api, 'POST', `/admin/v1/grants/${asked.id}/approve`, { cookie: admin });

    expect([approved.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(approved.json().contents).toMatchObject({ status: 'approved', decided_by: { id: accountingOperator.id } });
    expect(again.json().contents).toEqual(approved.json().contents);
    const box = await presentsOf(member.id);
    expect(box).toHaveLength(1);
    const approvals = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.operation, 'grant.approve'), eq(auditLog.targetId, String(asked.id))));
    expect(approvals).toMatchObject([{ operatorId: accountingOperator.id, after: { status: 'approved' } }]);

    // The member receives it from the present box: 3,000 gift points in the ledger.
    const token = await signIn(db, member.id);
    const received = await api.app.inject({
      method: 'POST',
      url: `/v1/users/presents/${box[0]?.id}/receive`,
      headers: WEB_CLIENT_CALL_HEADERS,
      cookies: { festa_auth: token },
    });
    expect(received.statusCode, received.body).toBe(200);
    expect((await pointBalances(db, member.id, testNow)).gift).toBe(3000);
  });

  it('refuses the requester approving their own grant (403), even as 管理者', async () => {
    const member = await insertMember(api.database.db);
    const asked = (await grant(member.id, points(2000), admin)).json().contents;
    const own = await adminCall(api, 'POST', `/admin/v1/grants/${asked.id}/approve`, { cookie: admin });

    expect(asked.status).toBe('pending');
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('自分が申請した付与は承認できません。別の担当者に承認を依頼してください。');
    expect(await presentsOf(member.id)).toEqual([]);
  });

  it('rejects a waiting grant: nothing is given, and approving it afterwards is 409', async () => {
    const member = await insertMember(api.database.db);
    const asked = (await grant(member.id, points(800))).json().contents;
    const rejected = await adminCall(api, 'POST', `/admin/v1/grants/${asked.id}/reject`, { cookie: accounting });
    const late = await adminCall(api, 'POST', `/admin/v1/grants/${asked.id}/approve`, { cookie: admin });

    expect(rejected.json().contents).toMatchObject({ status: 'rejected', present_id: null });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('この付与申請は却下済みです。');
    expect(await presentsOf(member.id)).toEqual([]);
  });

  it('values a ticket at its episode price: a 300 pt episode is given at once, as a ticket present', async () => {
    const { db } = api.database;
    const member = await insertMember(db);
    const episodeId = await episodeForSale(db, 300);
    const response = await grant(member.id, {
      kind: 'episode_ticket',
      episode_id: episodeId,
      present_name: '第1話無料チケット',
      reason: '購入できなかったお詫び',
    });

    expect(response.json().contents).toMatchObject({
      status: 'approved',
      value_points: 300,
      episode: { id: episodeId },
    });
    expect(await presentsOf(member.id)).toMatchObject([{ kind: 'episode_ticket', episodeId, points: null }]);
  });

  it('refuses bad grants in Japanese (400), an unknown member (404), and a サポート approver (403)', async () => {
    const member = await insertMember(api.database.db);
    const noReason = await grant(member.id, { ...points(100), reason: '' });
    const tooMany = await grant(member.id, points(100_001));
    const noKind = await grant(member.id, { points: 100, present_name: 'x', reason: 'y' });
    const unknownEpisode = await grant(member.id, {
      kind: 'episode_ticket',
      episode_id: 2_000_000_000,
      present_name: 'チケット',
      reason: '理由',
    });
    const unknownMember = await grant(2_000_000_000, points(100));
    const bySupport = await adminCall(api, 'POST', '/admin/v1/grants/1/approve', { cookie: support });

    expect(
      [noReason, tooMany, noKind, unknownEpisode, unknownMember, bySupport].map((response) => response.statusCode),
    ).toEqual([400, 400, 400, 400, 404, 403]);
    expect(noReason.json().message).toContain('付与の理由を入力してください。');
    expect(tooMany.json().message).toContain('ポイント数は100,000以下にしてください。');
    expect(unknownEpisode.json().message).toBe('このエピソードは見つかりません。');
    expect(await presentsOf(member.id)).toEqual([]);
  });
});
