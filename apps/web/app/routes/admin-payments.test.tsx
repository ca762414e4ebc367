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
    refund: null,
    ...fields,
  };
}

const REFUND = {
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
      payment(8, { purpose: 'points_top_up', plan_id: null, points: 1000, amount_yen: 1000, refund: REFUND }),
      payment(7, { status: 'declined', method: 'au' }),
    ],
    pagination: { page: 1, per_page: 20, total: 3, total_pages: 1 },
  }),
};

describe('console payments page (decision 0054)', () => {
  it("lists the member's payments with their refunds; only a succeeded one without a refund can be refunded", async () => {
    const api = consoleApi(operatorMe('accounting'), LIST);
    const html = renderRoute(AdminPayments, await loader(consoleArgs(api.context, '/admin/payments?member=12')));
    expect(api.sent()[0]?.query.get('member')).toBe('12');
    const text = textOf(html);
    expect(text).toContain('member@example.jp（会員ID 12・フェスタID F0000000012）のお支払い（3件）');
    expect(text).toContain('返金できませんでした：購入されたポイントがすでに使われていました');
    expect(text).toContain('1,000円');
    expect(buttonsIn(html).map((button) => button.name)).toEqual(['検索', '返金']);
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

  it('asks for the refund with the reason typed and says what happens next; refuses an empty reason', async () => {
    const api = consoleApi(operatorMe('accounting'), {
      'POST /admin/v1/payments/9/refund': apiSuccess({
        requested: true,
        payment: payment(9, { refund: { ...REFUND, status: 'requested', failure_reason: null, settled_at: null } }),
      }),
    });
    const answer = await action(consoleArgs(api.context, '/admin/payments', { id: '9', reason: ' 二重払い ' }));
    expect(api.sent()).toMatchObject([{ method: 'POST', body: { reason: '二重払い' } }]);
    const data = { member: '', searchError: null, list: null, canRefund: true };
    expect(textOf(renderRouteAfterPost(AdminPayments, data, answer, '/admin/payments'))).toContain(
      'お支払い（支払いID 9）の返金を依頼しました。',
    );
    const empty = consoleApi(operatorMe('accounting'));
    expect(await action(consoleArgs(empty.context, '/admin/payments', { id: '9', reason: ' ' }))).toEqual({
      kind: 'refused',
      message: '返金の理由を入力してください。',
    });
    expect(empty.sent()).toEqual([]);
  });
});
