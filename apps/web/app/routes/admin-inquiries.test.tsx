import { describe, expect, it } from 'vitest';
import { consoleApi, consoleArgs, operatorMe } from '../test/console-api.ts';
import { INQUIRY } from '../test/console-support.ts';
import { apiSuccess } from '../test/fixtures.ts';
import { linkNames, textOf } from '../test/markup.ts';
import { renderRoute } from '../test/render-route.tsx';
import AdminInquiries, { loader } from './admin-inquiries.tsx';

const ANSWERS = {
  'GET /admin/v1/inquiries': apiSuccess({
    items: [INQUIRY],
    pagination: { page: 2, per_page: 20, total: 21, total_pages: 2 },
  }),
  'GET /admin/v1/inquiry-assignees': apiSuccess({ items: [{ id: 2, name: 'サポート 太郎' }] }),
};

describe('console inquiries inbox', () => {
  it('asks the API for the filters of the address and lists each inquiry linked to its page', async () => {
    const api = consoleApi(operatorMe('support'), ANSWERS);
    const path = '/admin/inquiries?status=open&assignee=none&q=%E8%AB%8B%E6%B1%82&page=2';
    const html = renderRoute(AdminInquiries, await loader(consoleArgs(api.context, path)), path);

    const query = api.sent().find((call) => call.path === '/admin/v1/inquiries')?.query;
    expect(Object.fromEntries(query ?? [])).toEqual({ status: 'open', unassigned: 'true', q: '請求', page: '2' });
    expect(textOf(html)).toContain('お問い合わせ（21件）');
    expect(textOf(html)).toContain('31 未対応 未割り当て プラン・お支払い 二重に請求されています。 fan@example.jp');
    expect(linkNames(html)).toEqual(expect.arrayContaining(['31', '前のページ']));
  });

  it('leaves out a status the API would refuse rather than sending it', async () => {
    const api = consoleApi(operatorMe('support'), ANSWERS);
    await loader(consoleArgs(api.context, '/admin/inquiries?status=waiting'));
    const query = api.sent().find((call) => call.path === '/admin/v1/inquiries')?.query;
    expect(query?.has('status')).toBe(false);
  });
});
