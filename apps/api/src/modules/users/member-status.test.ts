import { randomBytes } from 'node:crypto';
import { guestUserStatus, type UserStatus } from '@hanabi/contract';
import {
  DEVELOPMENT_SEAL_KEY,
  openFestaUserId,
  parseSealKey,
  revokeSession,
  SEALED_ID_LIFETIME_MS,
} from '@hanabi/membership';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApi, TEST_REQUEST_FORM_KEY, type TestApi } from '../../test/build-test-api.ts';
import { daysFromNow, TEST_NOW } from '../../test/catalogue-fixtures.ts';
import {
  giftPoints,
  insertCard,
  insertMember,
  insertSubscription,
  recordEpisodePurchase,
  signIn,
  type TestMember,
  topUpPoints,
} from '../../test/member-fixtures.ts';

/**
 * Every field of a free member with nothing: a guest's answer but signed in, plan 0 and the member's ids.
 * Each tier overrides what differs.
 */
function memberStatus(member: TestMember, overrides: Partial<UserStatus> = {}) {
  return {
    ...guestUserStatus(TEST_NOW),
    is_logged_in: true,
    subscribed_plan_id: 0,
    user_id: member.id,
    festa_user_id: member.festaUserId,
    encrypted_festa_user_id: expect.any(String),
    ...overrides,
  };
}

describe('GET /v1/users/statuses for each tier', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await buildTestApi();
  });
  afterAll(() => api.close());

  async function statusWith(token: string | undefined, at = TEST_NOW): Promise<UserStatus> {
    const response = await api.app.inject({
      method: 'GET',
      url: '/v1/users/statuses',
      headers: { 'x-debug-time': at },
      ...(token === undefined ? {} : { cookies: { festa_auth: token } }),
    });
    expect(response.statusCode).toBe(200);
    return response.json().contents;
  }

  /** A new member, changed by `setUp`, signed in; answers its status. */
  async function memberAnswer(
    setUp: (member: TestMember) => Promise<void> = async () => {},
    overrides: Parameters<typeof insertMember>[1] = {},
  ) {
    const { db } = api.database;
    const member = await insertMember(db, overrides);
    await setUp(member);
    const token = await signIn(db, member.id);
    return { member, token, status: await statusWith(token) };
  }

  it('a guest: no cookie', async () => {
    expect(await statusWith(undefined)).toEqual(guestUserStatus(TEST_NOW));
  });

  it('a free member who never subscribed', async () => {
    const { member, status } = await memberAnswer();

    expect(status).toEqual(memberStatus(member));
  });

  it('a free member who subscribed before (re-entry): plan 0 with the first subscribed date kept', async () => {
    const { member, status } = await memberAnswer(async ({ id }) => {
      const { db } = api.database;
      await insertSubscription(db, id, {
        startedAt: new Date('2025-03-01T00:30:00+09:00'),
        endedAt: new Date('2025-05-01T10:00:00+09:00'),
        endReason: 'canceled',
      });
      await insertSubscription(db, id, {
        planId: 2,
        startedAt: new Date('2025-06-15T09:00:00+09:00'),
        endedAt: new Date('2025-08-01T10:00:00+09:00'),
        endReason: 'canceled',
      });
    });

    // 00:30 in Japan is the previous day in UTC: the answer keeps the Japanese day.
    expect(status).toEqual(memberStatus(member, { first_subscribed_date: '2025-03-01T00:30:00+09:00' }));
  });

  it('a lite member paying by credit card, whose current card is fine (an old replaced one failed)', async () => {
    const { member, status } = await memberAnswer(async ({ id }) => {
      const { db } = api.database;
      await insertSubscription(db, id, {
        startedAt: new Date('2024-12-24T09:30:00+09:00'),
        endedAt: new Date('2025-01-24T09:30:00+09:00'),
        endReason: 'canceled',
      });
      await insertSubscription(db, id, {
        planId: 1,
        paymentMethod: 'credit',
        startedAt: new Date('2025-09-01T08:15:30+09:00'),
        nextPaymentDay: '2025-10-01',
      });
      await insertCard(db, id, {
        validityCheckFailedAt: daysFromNow(-90),
        isInvalid: true,
        replacedAt: daysFromNow(-60),
      });
      await insertCard(db, id);
    });

    expect(status).toEqual(
      memberStatus(member, {
        subscribed_plan_id: 1,
        is_subscribed_user: true,
        subscribed_date: '2025-09-01T08:15:30+09:00',
        first_subscribed_date: '2024-12-24T09:30:00+09:00',
        plan_next_payment_day: '2025-10-01',
        plan_payment_method: 'credit',
      }),
    );
  });

  it('a premium member paying with docomo, also subscribed to comics and a crowdfunding buyer', async () => {
    const { member, status } = await memberAnswer(
      async ({ id }) => {
        await insertSubscription(api.database.db, id, {
          planId: 2,
          paymentMethod: 'docomo',
          startedAt: new Date('2025-09-10T21:00:00+09:00'),
          nextPaymentDay: '2025-10-10',
        });
      },
      { isComicSubscribedUser: true, hasPurchasedCfanime: true },
    );

    expect(status).toEqual(
      memberStatus(member, {
        subscribed_plan_id: 2,
        is_subscribed_user: true,
        is_comic_subscribed_user: true,
        has_purchased_cfanime: true,
        subscribed_date: '2025-09-10T21:00:00+09:00',
        first_subscribed_date: '2025-09-10T21:00:00+09:00',
        plan_next_payment_day: '2025-10-10',
        plan_payment_method: 'docomo',
      }),
    );
  });

  it('a member paying with SoftBank (B), answered as softbank_b', async () => {
    const { member, status } = await memberAnswer(async ({ id }) => {
      await insertSubscription(api.database.db, id, {
        planId: 1,
        paymentMethod: 'softbank_b',
        startedAt: new Date('2025-09-30T23:59:59+09:00'),
        nextPaymentDay: '2025-10-30',
      });
    });

    expect(status).toEqual(
      memberStatus(member, {
        subscribed_plan_id: 1,
        is_subscribed_user: true,
        subscribed_date: '2025-09-30T23:59:59+09:00',
        first_subscribed_date: '2025-09-30T23:59:59+09:00',
        plan_next_payment_day: '2025-10-30',
        plan_payment_method: 'softbank_b',
      }),
    );
  });

  it('a member whose card failed its validity check: forced cancellation scheduled, still subscribed', async () => {
    const { member, status } = await memberAnswer(async ({ id }) => {
      const { db } = api.database;
      await insertSubscription(db, id, {
        planId: 2,
        startedAt: new Date('2025-08-01T12:00:00+09:00'),
        nextPaymentDay: '2025-11-01',
        forcedCancelScheduledDate: '2025-10-14',
      });
      await insertCard(db, id, { validityCheckFailedAt: daysFromNow(-1), isInvalid: true });
    });

    expect(status).toEqual(
      memberStatus(member, {
        subscribed_plan_id: 2,
        is_subscribed_user: true,
        forced_cancel_scheduled_date: '2025-10-14',
        is_failed_validity_check: true,
        has_invalid_card: true,
        subscribed_date: '2025-08-01T12:00:00+09:00',
        first_subscribed_date: '2025-08-01T12:00:00+09:00',
        plan_next_payment_day: '2025-11-01',
        plan_payment_method: 'credit',
      }),
    );
  });

  it('a force-cancelled member: free again, with the day the plan was cancelled', async () => {
    const { member, status } = await memberAnswer(async ({ id }) => {
      const { db } = api.database;
      await insertSubscription(db, id, {
        planId: 2,
        startedAt: new Date('2025-06-01T12:00:00+09:00'),
        nextPaymentDay: '2025-10-01',
        forcedCancelScheduledDate: '2025-09-20',
        endedAt: new Date('2025-09-20T04:00:00+09:00'),
        endReason: 'forced_cancel',
        forcedCanceledDate: '2025-09-20',
      });
      await insertCard(db, id, { validityCheckFailedAt: daysFromNow(-25), isInvalid: true });
    });

    expect(status).toEqual(
      memberStatus(member, {
        forced_canceled_date: '2025-09-20',
        is_failed_validity_check: true,
        has_invalid_card: true,
        first_subscribed_date: '2025-06-01T12:00:00+09:00',
      }),
    );
  });

  it('forgets a forced cancellation once the member enters a plan again, even one cancelled since', async () => {
    async function forcedThenReentered(reentry: Parameters<typeof insertSubscription>[2]) {
      return memberAnswer(async ({ id }) => {
        const { db } = api.database;
        await insertSubscription(db, id, {
          startedAt: new Date('2025-06-01T12:00:00+09:00'),
          endedAt: new Date('2025-08-20T04:00:00+09:00'),
          endReason: 'forced_cancel',
          forcedCanceledDate: '2025-08-20',
        });
        await insertSubscription(db, id, { startedAt: new Date('2025-09-01T12:00:00+09:00'), ...reentry });
        await insertCard(db, id);
      });
    }

    const subscribed = await forcedThenReentered({ paymentMethod: 'au', nextPaymentDay: '2025-10-01' });
    const cancelledAgain = await forcedThenReentered({
      endedAt: new Date('2025-09-15T12:00:00+09:00'),
      endReason: 'canceled',
    });

    expect(subscribed.status).toMatchObject({
      subscribed_plan_id: 1,
      plan_payment_method: 'au',
      forced_canceled_date: null,
      first_subscribed_date: '2025-06-01T12:00:00+09:00',
    });
    expect(cancelledAgain.status).toMatchObject({ subscribed_plan_id: 0, forced_canceled_date: null });
  });

  it('festa and gift points, with gift points counted only until their lot expires', async () => {
    const { member, token, status } = await memberAnswer(async ({ id }) => {
      const { db } = api.database;
      await topUpPoints(db, id, 12_000);
      await topUpPoints(db, id, 345);
      await giftPoints(db, id, 300, daysFromNow(10));
      await giftPoints(db, id, 500, daysFromNow(-1));
    });

    expect(status).toEqual(
      memberStatus(member, {
        current_festa_points: 12_345,
        current_gift_points: 300,
        current_points: { total: 12_645 },
      }),
    );
    const afterExpiry = await statusWith(token, '2025-10-11T12:00:01+09:00');
    expect(afterExpiry).toMatchObject({
      current_festa_points: 12_345,
      current_gift_points: 0,
      current_points: { total: 12_345 },
    });
  });

  it('has_owned_titles once the member bought an episode with points', async () => {
    const { member, status } = await memberAnswer(async ({ id }) => {
      const { db } = api.database;
      await topUpPoints(db, id, 1000);
      await recordEpisodePurchase(db, id, 300);
    });

    expect(status).toEqual(
      memberStatus(member, { has_owned_titles: true, current_festa_points: 700, current_points: { total: 700 } }),
    );
  });

  it('seals the festa user id for the request form: it opens with the configured key only, for half an hour', async () => {
    const { member, status } = await memberAnswer();
    const sealed = status.encrypted_festa_user_id ?? '';
    const now = new Date();

    expect(sealed).not.toContain(member.festaUserId);
    expect(openFestaUserId(sealed, TEST_REQUEST_FORM_KEY, now)).toMatchObject({
      status: 'valid',
      festaUserId: member.festaUserId,
    });
    expect(openFestaUserId(sealed, randomBytes(32), now)).toEqual({ status: 'invalid' });
    expect(openFestaUserId(sealed, parseSealKey(DEVELOPMENT_SEAL_KEY), now)).toEqual({ status: 'invalid' });
    // Sealed on the real clock, whatever X-Debug-Time says: the request form checks it against its own.
    const halfAnHourOn = new Date(now.getTime() + SEALED_ID_LIFETIME_MS);
    expect(openFestaUserId(sealed, TEST_REQUEST_FORM_KEY, halfAnHourOn)).toEqual({ status: 'expired' });
  });

  it('answers a guest for an unknown, revoked or expired session, and a member for a live one', async () => {
    const { db } = api.database;
    const member = await insertMember(db);
    const live = await signIn(db, member.id);
    const revoked = await signIn(db, member.id);
    await revokeSession(db, revoked, daysFromNow(-0.5));
    const expired = await signIn(db, member.id, daysFromNow(-31));

    for (const token of ['not-a-session', revoked, expired]) {
      expect(await statusWith(token)).toEqual(guestUserStatus(TEST_NOW));
    }
    expect(await statusWith(live)).toMatchObject({ is_logged_in: true, user_id: member.id });
  });
});
