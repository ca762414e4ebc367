import type { AdminPurchase } from '@hanabi/contract';
import { describe, expect, it } from 'vitest';
import { consoleApi, consoleArgs, operatorMe } from '../test/console-api.ts';
import { apiFailure, apiSuccess } from '../test/fixtures.ts';
import { buttonsIn, textOf } from '../test/markup.ts';
import { renderRoute, renderRouteAfterPost } from '../test/render-route.tsx';
import { routeErrorOf } from '../test/thrown.ts';
import AdminPurchases, { action, loader } from './admin-purchases.tsx';

const EPISODE = { id: 31, title_id: 3, title_name: '白夜のレギオン', prefix_name: '第2話', name: '灯火' };

function purchase(id: number, fields: Partial<AdminPurchase> = {}): AdminPurchase {
  return {
    id,
    episode: EPISODE,
    status: 'completed',
    failure_reason: null,
    price_points: 300,
    spent_gift_points: 100,
    spent_festa_points: 200,
    requested_at: '2025-10-01T12:00:00+09:00',
    completed_at: '2025-10-01T12:00:00+09:00',
    refund: null,
    ...fields,
  };
}

const REFUNDED = purchase(7, {
  refund: { refunded_at: '2025-10-02T10:00:00+09:00', operator_name: '経理 花子', reason: '二重購入' },
});
const LIST = {
  'GET /admin/v1/purchases': apiSuccess({
    member: { id: 12, email: 'member@example.jp', festa_user_id: 'F0000000012' },
    items: [purchase(8), REFUNDED],
    pagination: { page: 1, per_page: 20, total: 2, total_pages: 1 },
  }),
};

describe('console purchases page', () => {
  it('finds the member typed and lists their purchases; only a completed one not refunded can be refunded', async () => {
    const api = consoleApi(operatorMe('accounting'), LIST);
    const html = renderRoute(AdminPurchases, await loader(consoleArgs(api.context, '/admin/purchases?member=12')));
    expect(api.sent()[0]?.query.get('member')).toBe('12');
    expect(textOf(html)).toContain('member@example.jp（会員ID 12・フェスタID F0000000012）の購入（2件）');
    expect(textOf(html)).toContain('返金済み 2025/10/02 10:00:00 経理 花子（二重購入）');
    expect(buttonsIn(html).map((button) => button.name)).toEqual(['検索', '返金']);
  });

  it('says so when no member matches, and is closed to roles without sales:read', async () => {
    const api = consoleApi(operatorMe('accounting'), {
      'GET /admin/v1/purchases': apiFailure(404, 4004, 'この会員は見つかりません。'),
    });
    const html = renderRoute(AdminPurchases, await loader(consoleArgs(api.context, '/admin/purchases?member=x@y.jp')));
    expect(textOf(html)).toContain('この会員は見つかりません。');
    const support = consoleApi(operatorMe('support'), LIST);
    expect((await routeErrorOf(() => loader(consoleArgs(support.context, '/admin/purchases')))).status).toBe(403);
  });

  it('refunds with the reason typed, says what came back, and refuses a refund without a reason', async () => {
    const api = consoleApi(operatorMe('accounting'), {
      'POST /admin/v1/purchases/8/refund': apiSuccess({
        refunded: true,
        purchase: purchase(8, { refund: REFUNDED.refund }),
        returned_gift_points: 100,
        returned_festa_points: 200,
      }),
    });
    const answer = await action(consoleArgs(api.context, '/admin/purchases', { id: '8', reason: ' 二重購入 ' }));
    expect(api.sent()).toMatchObject([{ method: 'POST', body: { reason: '二重購入' } }]);
    const data = { member: '', searchError: null, list: null, canRefund: true };
    expect(textOf(renderRouteAfterPost(AdminPurchases, data, answer, '/admin/purchases'))).toContain(
      '『白夜のレギオン』第2話の購入（購入ID 8）を返金しました。ギフトポイント100、フェスタポイント200を戻し、視聴権を取り消しました。',
    );
    const empty = consoleApi(operatorMe('accounting'));
    expect(await action(consoleArgs(empty.context, '/admin/purchases', { id: '8', reason: ' ' }))).toEqual({
      kind: 'refused',
      message: '返金の理由を入力してください。',
    });
    expect(empty.sent()).toEqual([]);
  });
});
