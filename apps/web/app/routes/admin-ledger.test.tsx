import type { LedgerCheck } from '@hanabi/contract';
import { describe, expect, it } from 'vitest';
import { consoleApi, consoleArgs, operatorMe } from '../test/console-api.ts';
import { apiSuccess } from '../test/fixtures.ts';
import { textOf } from '../test/markup.ts';
import { renderRoute } from '../test/render-route.tsx';
import { routeErrorOf } from '../test/thrown.ts';
import AdminLedger, { loader } from './admin-ledger.tsx';

const finding = (fields: Partial<LedgerCheck['invariants'][number]>) => ({
  id: 'transactions-balanced',
  description: 'ポイント取引はどれも明細が2件以上あり、明細の合計が0になる',
  holds: true,
  examined: 3,
  examined_unit: '取引',
  offending_count: 0,
  offending_ids: [],
  offending_unit: '取引ID',
  difference: null,
  ...fields,
});

function checkWith(invariants: LedgerCheck['invariants']): LedgerCheck {
  return {
    checked_at: '2025-10-01T12:00:00+09:00',
    holds: invariants.every((item) => item.holds),
    invariants,
    account_totals: [{ account: 'episode_sales', label: 'エピソード売上', total: 300 }],
  };
}

async function pageOf(check: LedgerCheck) {
  const api = consoleApi(operatorMe('accounting'), { 'GET /admin/v1/ledger-check': apiSuccess(check) });
  return textOf(renderRoute(AdminLedger, await loader(consoleArgs(api.context, '/admin/ledger'))));
}

describe('console ledger check page', () => {
  it('shows every invariant holding, and the totals of every account', async () => {
    const text = await pageOf(checkWith([finding({})]));
    expect(text).toContain('1項目すべて成り立っています。');
    expect(text).toContain(
      '✓ 成立 ポイント取引はどれも明細が2件以上あり、明細の合計が0になる transactions-balanced 取引 3件を確認',
    );
    expect(text).toContain('エピソード売上 episode_sales +300');
  });

  it('names a broken invariant with the ids that break it, and is closed to 編成', async () => {
    const text = await pageOf(
      checkWith([
        finding({}),
        finding({ id: 'top-up-has-payment', holds: false, offending_count: 1, offending_ids: [41] }),
      ]),
    );
    expect(text).toContain('2項目中 1項目に違反があります。');
    expect(text).toContain('✗ 違反');
    expect(text).toContain('1件が違反（取引ID: 41）');
    const editor = consoleApi(operatorMe('editor'));
    expect((await routeErrorOf(() => loader(consoleArgs(editor.context, '/admin/ledger')))).status).toBe(403);
  });
});
