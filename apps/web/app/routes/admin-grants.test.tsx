import { GRANT_MESSAGES } from '@hanabi/contract';
import { describe, expect, it } from 'vitest';
import { consoleApi, consoleArgs, operatorMe } from '../test/console-api.ts';
import { GRANT } from '../test/console-support.ts';
import { apiFailure, apiSuccess } from '../test/fixtures.ts';
import { buttonsIn, textOf } from '../test/markup.ts';
import { renderRoute, renderRouteAfterPost } from '../test/render-route.tsx';
import AdminGrants, { action, loader } from './admin-grants.tsx';

const PATH = '/admin/grants';
const PAGE = { items: [GRANT], pagination: { page: 1, per_page: 20, total: 1, total_pages: 1 } };

async function posted(answers: Parameters<typeof consoleApi>[1], form: Record<string, string>) {
  const api = consoleApi(operatorMe('accounting'), answers);
  const answer = await action(consoleArgs(api.context, PATH, form));
  return { api, html: renderRouteAfterPost(AdminGrants, { status: 'pending', grants: PAGE }, answer, PATH) };
}

describe('console grants approval queue', () => {
  it('lists waiting grants first, with who asked and why, each with approve and reject', async () => {
    const api = consoleApi(operatorMe('accounting'), { 'GET /admin/v1/grants': apiSuccess(PAGE) });
    const html = renderRoute(AdminGrants, await loader(consoleArgs(api.context, PATH)), PATH);
    expect(api.sent()[0]?.query.get('status')).toBe('pending');
    expect(textOf(html)).toContain('お詫びポイント 3,000pt（有効 180日） 二重請求のお詫び サポート 太郎 承認待ち');
    expect(buttonsIn(html).map((button) => button.name)).toEqual(expect.arrayContaining(['承認する', '却下する']));
  });

  it('approves a grant; the requester’s own grant is refused with the reason, not a 403 page', async () => {
    const approved = await posted(
      { 'POST /admin/v1/grants/8/approve': apiSuccess({ ...GRANT, status: 'approved' }) },
      { intent: 'approve', id: '8' },
    );
    expect(textOf(approved.html)).toContain('「お詫びポイント」を承認しました。会員のプレゼントボックスに届きました。');
    const own = await posted(
      { 'POST /admin/v1/grants/8/approve': apiFailure(403, 4030, GRANT_MESSAGES.ownRequest) },
      { intent: 'approve', id: '8' },
    );
    expect(textOf(own.html)).toContain(GRANT_MESSAGES.ownRequest);
  });
});
