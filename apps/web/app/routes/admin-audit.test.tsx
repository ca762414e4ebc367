import { describe, expect, it } from 'vitest';
import { consoleApi, consoleArgs, operatorMe, operatorSummary } from '../test/console-api.ts';
import { apiFailure, apiSuccess } from '../test/fixtures.ts';
import { textOf } from '../test/markup.ts';
import { renderRoute } from '../test/render-route.tsx';
import { routeErrorOf } from '../test/thrown.ts';
import AdminAudit, { loader } from './admin-audit.tsx';

const ENTRY = {
  id: 41,
  at: '2026-11-25T14:03:09+09:00',
  operator: { id: 1, email: 'admin@example.jp', name: '管理 花子' },
  client_address: '203.0.113.7',
  operation: 'operator.change_role',
  target_type: 'operator',
  target_id: '2',
  before: { role: 'editor' },
  after: { role: 'support' },
  hash: 'a'.repeat(64),
};
const log = (items: unknown[], total = items.length) => ({
  items,
  pagination: { page: 1, per_page: 20, total, total_pages: Math.ceil(total / 20) },
});
const OPERATORS = {
  items: [operatorSummary(2, { name: '編成 太郎' })],
  pagination: { page: 1, per_page: 100, total: 1, total_pages: 1 },
};

async function audit(path: string, answer = apiSuccess(log([ENTRY]))) {
  const api = consoleApi(operatorMe('admin'), {
    'GET /admin/v1/audit-log': answer,
    'GET /admin/v1/operators': apiSuccess(OPERATORS),
  });
  const data = await loader(consoleArgs(api.context, path));
  const logCalls = api.sent().filter((call) => call.path === '/admin/v1/audit-log');
  return { data, logCalls, html: renderRoute(AdminAudit, data, path) };
}

describe('console audit log', () => {
  it('is for roles that may read it: an editor gets the 403 page', async () => {
    const api = consoleApi(operatorMe('editor'));
    expect((await routeErrorOf(() => loader(consoleArgs(api.context, '/admin/audit')))).status).toBe(403);
    expect(api.sent()).toEqual([]);
  });

  it('shows who did what to which target, from where, and the values before and after', async () => {
    const { html } = await audit('/admin/audit');
    const text = textOf(html);
    expect(text).toContain('操作履歴（1件）');
    expect(text).toContain('2026/11/25 14:03:09 管理 花子 admin@example.jp 権限を変更 operator #2 203.0.113.7');
    expect(text).toContain('変更前 { "role": "editor" } 変更後 { "role": "support" }');
  });

  it('sends the filters to the API, the period as whole days in Japan time, and keeps them in the form', async () => {
    const { logCalls, html } = await audit(
      '/admin/audit?operator_id=2&operation=operator.invite&target_type=operator&target_id=5&from=2026-11-01&to=2026-11-30&page=2',
    );
    expect(Object.fromEntries(logCalls[0]?.query ?? [])).toEqual({
      page: '2',
      operator_id: '2',
      operation: 'operator.invite',
      target_type: 'operator',
      target_id: '5',
      from: '2026-11-01T00:00:00+09:00',
      to: '2026-12-01T00:00:00+09:00',
    });
    expect(html).toContain('<option value="2" selected="">編成 太郎（operator2@example.jp）</option>');
    expect(html).toContain('<option value="operator.invite" selected="">オペレーターを招待</option>');
    expect(html).toMatch(/id="audit-from"[^>]*value="2026-11-01"/);
  });

  it('refuses a wrong period in Japanese beside its field, without asking for the log', async () => {
    const { logCalls, html } = await audit('/admin/audit?from=2026-02-30&to=2026-01-01');
    expect(logCalls).toEqual([]);
    expect(textOf(html)).toContain('日付は 2026-01-31 の形式で指定してください。');
    expect(html).toMatch(/id="audit-from"[^>]*aria-invalid="true"/);
    const reversed = await audit('/admin/audit?from=2026-11-30&to=2026-11-01');
    expect(textOf(reversed.html)).toContain('終了日は開始日と同じか、それより後の日付を指定してください。');
  });

  it('says when nothing matches, and shows the API’s refusal of a filter', async () => {
    expect(textOf((await audit('/admin/audit', apiSuccess(log([])))).html)).toContain(
      '条件に合う操作履歴はありません。',
    );
    const refused = await audit(
      '/admin/audit?target_type=operator',
      apiFailure(400, 4000, '対象の種類が正しくありません。'),
    );
    expect(refused.html).toContain('role="alert">対象の種類が正しくありません。</p>');
  });
});
