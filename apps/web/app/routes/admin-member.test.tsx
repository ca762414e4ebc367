import { describe, expect, it } from 'vitest';
import { consoleApi, consoleArgs, operatorMe } from '../test/console-api.ts';
import { GRANT, MEMBER } from '../test/console-support.ts';
import { apiSuccess } from '../test/fixtures.ts';
import { buttonsIn, textOf } from '../test/markup.ts';
import { renderRoute, renderRouteAfterPost } from '../test/render-route.tsx';
import { loadAfterIdCheck } from '../test/route-middleware.ts';
import AdminMember, { action, loader } from './admin-member.tsx';

const PATH = '/admin/members/5';
const args = (context: Parameters<typeof consoleArgs>[0], form?: Record<string, string>) => ({
  ...(consoleArgs(context, PATH, form) as object),
  params: { id: '5' },
});
const GRANT_FORM = { intent: 'grant', kind: 'gift_points', points: '3000', points_valid_days: '180' };

async function posted(answers: Parameters<typeof consoleApi>[1], form: Record<string, string>) {
  const api = consoleApi(operatorMe('support'), answers);
  const answer = await loadAfterIdCheck(action, args(api.context, form) as never);
  if (answer instanceof Response) throw new Error(`expected the page, got HTTP ${answer.status}`);
  const data = { member: MEMBER, canEndSessions: true, canGrant: true };
  return { api, html: renderRouteAfterPost(AdminMember, data, answer, PATH) };
}

describe('console member page', () => {
  it('shows the member with the sessions to end and the grant form for サポート', async () => {
    const api = consoleApi(operatorMe('support'), { 'GET /admin/v1/members/5': apiSuccess(MEMBER) });
    const html = renderRoute(AdminMember, await loadAfterIdCheck(loader, args(api.context) as never), PATH);
    expect(textOf(html)).toContain('フェスタID F0000000005 プラン ライト');
    expect(textOf(html)).toContain('ログイン中の端末（1件）');
    expect(buttonsIn(html).map((button) => button.name)).toEqual(['すべての端末からログアウトさせる', '付与する']);
  });

  it('says a grant above the limit waits for approval, and refuses a grant without a reason beside the field', async () => {
    const waiting = await posted(
      { 'POST /admin/v1/members/5/grants': apiSuccess(GRANT) },
      { ...GRANT_FORM, present_name: 'お詫びポイント', reason: '二重請求のお詫び' },
    );
    expect(waiting.api.sent()).toMatchObject([
      { body: { kind: 'gift_points', points: 3000, points_valid_days: 180, reason: '二重請求のお詫び' } },
    ]);
    expect(textOf(waiting.html)).toContain('経理または管理者の承認後に会員のプレゼントボックスへ届きます。');

    const noReason = await posted({}, { ...GRANT_FORM, present_name: 'お詫びポイント', reason: '' });
    expect(noReason.api.sent()).toEqual([]);
    expect(noReason.html).toContain('id="grant-reason-error"');
    expect(textOf(noReason.html)).toContain('付与の理由を入力してください。');
  });

  it('ends every session of the member and says how many', async () => {
    const { api, html } = await posted(
      { 'POST /admin/v1/members/5/sessions/revoke': apiSuccess({ revoked: 2 }) },
      { intent: 'revoke_sessions' },
    );
    expect(api.sent()).toMatchObject([{ method: 'POST', path: '/admin/v1/members/5/sessions/revoke' }]);
    expect(textOf(html)).toContain('会員をすべての端末からログアウトさせました（2件）。');
  });
});
