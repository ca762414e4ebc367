import { OPERATOR_MESSAGES } from '@hanabi/contract';
import { describe, expect, it } from 'vitest';
import { CONSOLE_WEB, consoleApi, consoleArgs, operatorMe, operatorSummary, SIGNED_OUT } from '../test/console-api.ts';
import { apiFailure, apiSuccess } from '../test/fixtures.ts';
import { textOf } from '../test/markup.ts';
import { renderRoute, renderRouteAfterPost } from '../test/render-route.tsx';
import { outcomeOf, routeErrorOf } from '../test/thrown.ts';
import AdminOperators, { action, loader } from './admin-operators.tsx';

const ADMIN = operatorMe('admin', 1);
const page = (items: unknown[], current = 1, total = items.length) => ({
  items,
  pagination: { page: current, per_page: 20, total, total_pages: Math.ceil(total / 20) },
});
const LIST = page([
  operatorSummary(1, { role: 'admin', name: '管理 花子' }),
  operatorSummary(2, { name: '編成 太郎' }),
]);

type Answer = Awaited<ReturnType<typeof action>>;

async function posted(answers: Parameters<typeof consoleApi>[1], form: Record<string, string>) {
  const api = consoleApi(ADMIN, answers);
  const answer = (await action(consoleArgs(api.context, '/admin/operators', form))) as Answer;
  if (answer instanceof Response) throw new Error(`expected the page, got HTTP ${answer.status}`);
  const html = renderRouteAfterPost(AdminOperators, { myId: ADMIN.id, operators: LIST }, answer, '/admin/operators');
  return { api, html };
}

describe('console operators page', () => {
  it('is for administrators: an editor gets the 403 page, a signed-out visitor the sign-in page', async () => {
    const editor = consoleApi(operatorMe('editor'));
    expect(await routeErrorOf(() => loader(consoleArgs(editor.context, '/admin/operators')))).toEqual({
      status: 403,
      data: { source: 'console', reason: 'forbidden' },
    });
    expect(editor.sent()).toEqual([]);
    const guest = consoleApi(null);
    const signIn = await outcomeOf(() => loader(consoleArgs(guest.context, '/admin/operators?page=2')), CONSOLE_WEB);
    expect(`${signIn.location?.pathname}?${signIn.location?.searchParams}`).toBe(
      '/admin/login?next=%2Fadmin%2Foperators%3Fpage%3D2',
    );
  });

  it('lists the operators of the page asked for, with what may be done to each but oneself', async () => {
    const api = consoleApi(ADMIN, { 'GET /admin/v1/operators': apiSuccess(page(LIST.items, 2, 22)) });
    const data = await loader(consoleArgs(api.context, '/admin/operators?page=2'));
    expect(api.sent()[0]?.query.get('page')).toBe('2');
    const html = renderRoute(AdminOperators, data, '/admin/operators?page=2');
    const text = textOf(html);
    expect(text).toContain('オペレーターの一覧（22人）');
    expect(text).toContain('編成 太郎 operator2@example.jp 編成 有効 登録済み 1件 2026/11/20 10:00:00');
    expect(text).toContain('あなた自身のアカウントです');
    expect(html).toContain('<label for="operator-2-role" class="visually-hidden">編成 太郎さんの権限</label>');
    expect(html).not.toContain('operator-1-role');
    expect(text).toContain('前のページ 2 / 2ページ');
  });

  it('says when the page holds no operator', async () => {
    const api = consoleApi(ADMIN, { 'GET /admin/v1/operators': apiSuccess(page([], 3, 0)) });
    const html = renderRoute(AdminOperators, await loader(consoleArgs(api.context, '/admin/operators?page=3')));
    expect(textOf(html)).toContain('このページに表示するオペレーターはいません。');
  });

  it('invites an operator and shows the one-time set-up link to hand over', async () => {
    const link = {
      operator: operatorSummary(5, { name: 'サポート 次郎', email: 'support@example.jp', status: 'invited' }),
      setup_url: `${CONSOLE_WEB}/admin/setup?token=${'k'.repeat(43)}`,
      setup_expires_at: '2026-11-29T09:00:00+09:00',
    };
    const { api, html } = await posted(
      { 'POST /admin/v1/operators': apiSuccess(link) },
      { intent: 'invite', email: 'Support@Example.jp', name: 'サポート 次郎', role: 'support' },
    );
    expect(api.sent()).toMatchObject([
      { method: 'POST', body: { email: 'support@example.jp', name: 'サポート 次郎', role: 'support' } },
    ]);
    expect(textOf(html)).toContain('サポート 次郎さんを招待しました');
    expect(html).toContain(`readOnly="" value="${link.setup_url}"`);
    expect(textOf(html)).toContain('2026/11/29 09:00:00まで、1回だけ使えます。');
  });

  it("keeps the invitation's values with the Japanese message of each field, or the API's refusal", async () => {
    const invalid = await posted({}, { intent: 'invite', email: 'support@', name: '', role: 'owner' });
    expect(invalid.api.sent()).toEqual([]);
    for (const message of [
      'メールアドレスの形式が正しくありません',
      '表示名を入力してください。',
      '権限を一覧から選んでください。',
    ]) {
      expect(textOf(invalid.html)).toContain(message);
    }
    expect(invalid.html).toContain('value="support@"');
    const taken = await posted(
      { 'POST /admin/v1/operators': apiFailure(409, 4009, OPERATOR_MESSAGES.emailTaken) },
      { intent: 'invite', email: 'editor@example.jp', name: '編成', role: 'editor' },
    );
    expect(taken.html).toContain(`role="alert" tabindex="-1">${OPERATOR_MESSAGES.emailTaken}</p>`);
  });

  it('changes a role, disables, ends sessions, and says what was done', async () => {
    const changed = await posted(
      { 'PUT /admin/v1/operators/2/role': apiSuccess(operatorSummary(2, { name: '編成 太郎', role: 'support' })) },
      { intent: 'change_role', id: '2', role: 'support' },
    );
    expect(changed.api.sent()).toMatchObject([{ body: { role: 'support' } }]);
    expect(textOf(changed.html)).toContain('編成 太郎さんの権限を「サポート」に変更しました。');
    const disabled = await posted(
      {
        'POST /admin/v1/operators/2/disable': apiSuccess(operatorSummary(2, { name: '編成 太郎', status: 'disabled' })),
      },
      { intent: 'disable', id: '2' },
    );
    expect(textOf(disabled.html)).toContain('編成 太郎さんを停止しました。');
    const ended = await posted(
      { 'DELETE /admin/v1/operators/2/sessions': apiSuccess({ revoked: 3 }) },
      { intent: 'revoke_sessions', id: '2' },
    );
    expect(textOf(ended.html)).toContain('ログイン中のセッションを3件終了しました。');
  });

  it("shows the API's refusal of an action in Japanese (the last administrator)", async () => {
    const { html } = await posted(
      { 'POST /admin/v1/operators/3/disable': apiFailure(409, 4009, OPERATOR_MESSAGES.lastAdmin) },
      { intent: 'disable', id: '3' },
    );
    expect(html).toContain(`role="alert">${OPERATOR_MESSAGES.lastAdmin}</p>`);
  });

  it('sends an operator whose session ended meanwhile to sign in again, back to this page', async () => {
    const api = consoleApi(ADMIN, { 'POST /admin/v1/operators/2/disable': SIGNED_OUT() });
    const { status, location } = await outcomeOf(
      () => action(consoleArgs(api.context, '/admin/operators', { intent: 'disable', id: '2' })),
      CONSOLE_WEB,
    );
    expect(status).toBe(302);
    expect(`${location?.pathname}${location?.search}`).toBe('/admin/login?next=%2Fadmin%2Foperators');
  });
});
