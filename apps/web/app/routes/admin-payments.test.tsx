import type { AdminPayment } from '@hanabi/contract';
import { describe, expect, it } from 'vitest';
import { consoleApi, consoleArgs, operatorMe } from '../test/console-api.ts';
import { apiFailure, apiSuccess } from '../test/fixtures.ts';
import { buttonsIn, textOf } from '../test/markup.ts';
import { renderRoute, renderRouteAfterPost } from '../test/render-route.tsx';
import { routeErrorOf } from '../test/thrown.ts';
import AdminPayments, { action, loader } from './admin-payments.tsx';

function payment(id: number, fields: Partial<AdminPayment> = {}): AdminPayment {
  return {
    id,
    purpose: 'plan_entry',
    amount_yen: 550,
    method: 'credit',
    status: 'succeeded',
    plan_id: 1,
    points: null,
    created_at: '2025-10-01T12:00:00+09:00',
    settled_at: '2025-10-01T12:00:00+09:00',
    refunds: [],
    refundable_yen: fields.status && fields.status !== 'succeeded' ? 0 : 550,
    ...fields,
  };
}

const REFUND = {
  id: 3,
  amount_yen: 1000,
  status: 'failed' as const,
  reason: '二重払い',
  operator_name: '経理 花子',
  requested_at: '2025-10-02T10:00:00+09:00',
  settled_at: '2025-10-02T10:00:05+09:00',
  failure_reason: 'points_spent',
  attempts: 0,
};
const LIST = {
  'GET /admin/v1/payments': apiSuccess({
    member: { id: 12, email: 'member@example.jp', festa_user_id: 'F0000000012' },
    items: [
      payment(9),
      payment(8, { purpose: 'points_top_up', plan_id: null, points: 1000, amount_yen: 1000, refunds: [REFUND] }),
      payment(6, {
        amount_yen: 1100,
        refunds: [{ ...REFUND, id: 4, amount_yen: 300, status: 'succeeded', failure_reason: null }],
        refundable_yen: 800,
      }),
      payment(7, { status: 'declined', method: 'au' }),
    ],
    pagination: { page: 1, per_page: 20, total: 4, total_pages: 1 },
  }),
};

describe('console payments page (decision 0054)', () => {
  it("lists the member's payments with their refunds; what is left of a succeeded one can be refunded", async () => {
    const api = consoleApi(operatorMe('accounting'), LIST);
    const html = renderRoute(AdminPayments, await loader(consoleArgs(api.context, '/admin/payments?member=12')));
    expect(api.sent()[0]?.query.get('member')).toBe('12');
    const text = textOf(html);
    expect(text).toContain('member@example.jp（会員ID 12・フェスタID F0000000012）のお支払い（4件）');
    expect(text).toContain('返金できませんでした：購入されたポイントがすでに使われていました（1,000円・');
    expect(text).toContain('返金済み（300円・');
    // Payments 9 (whole) and 6 (800 yen left); 8's only refund failed, so all of it is left too.
    expect(buttonsIn(html).map((button) => button.name)).toEqual(['検索', '返金', '返金', '返金']);
  });

  it('is closed to roles without sales:read, and shows no refund to one without refunds:write', async () => {
    const support = consoleApi(operatorMe('support'), LIST);
    expect((await routeErrorOf(() => loader(consoleArgs(support.context, '/admin/payments')))).status).toBe(403);
    const missing = consoleApi(operatorMe('accounting'), {
      'GET /admin/v1/payments': apiFailure(404, 4004, 'この会員は見つかりません。'),
    });
    const html = renderRoute(
      AdminPayments,
      await loader(consoleArgs(missing.context, '/admin/payments?member=x@y.jp')),
    );
    expect(textOf(html)).toContain('この会員は見つかりません。');
  });

  it('asks for the refund of the amount and reason typed and says what happens next; refuses bad input', async () => {
    const requested = { ...REFUND, amount_yen: 200, status: 'requested' as const, failure_reason: null };
    const api = consoleApi(operatorMe('accounting'), {
      'POST /admin/v1/payments/9/refund': apiSuccess({
        requested: true,
        payment: payment(9, { refunds: [{ ...requested, settled_at: null }], refundable_yen: 0 }),
      }),
    });
    const typed = { id: '9', reason: ' 二重払い ', amount_yen: '２００' };
    const answer = await action(consoleArgs(api.context, '/admin/payments', typed));
    expect(api.sent()).toMatchObject([{ method: 'POST', body: { reason: '二重払い', amount_yen: 200 } }]);
    const data = { member: '', searchError: null, list: null, canRefund: true };
    expect(textOf(renderRouteAfterPost(AdminPayments, data, answer, '/admin/payments'))).toContain(
      'お支払い（支払いID 9）の200円の返金を依頼しました。',
    );
    for (const [amount, message] of [
      ['0', '返金する金額は1円以上で入力してください。'],
      ['百', '返金する金額は数字で入力してください。'],
    ] as const) {
      const refused = consoleApi(operatorMe('accounting'));
      const form = { id: '9', reason: '理由', amount_yen: amount };
      expect(await action(consoleArgs(refused.context, '/admin/payments', form))).toEqual({ kind: 'refused', message });
      expect(refused.sent()).toEqual([]);
    }
    const empty = consoleApi(operatorMe('accounting'));
    expect(await action(consoleArgs(empty.context, '/admin/payments', { id: '9', reason: ' ' }))).toEqual({
      kind: 'refused',
      message: '返金の理由を入力してください。',
    });
    expect(empty.sent()).toEqual([]);
  });
});
