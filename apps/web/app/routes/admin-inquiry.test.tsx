import { describe, expect, it } from 'vitest';
import { consoleApi, consoleArgs, operatorMe } from '../test/console-api.ts';
import { INQUIRY } from '../test/console-support.ts';
import { apiFailure, apiSuccess } from '../test/fixtures.ts';
import { buttonsIn, textOf } from '../test/markup.ts';
import { renderRoute, renderRouteAfterPost } from '../test/render-route.tsx';
import { loadAfterIdCheck } from '../test/route-middleware.ts';
import AdminInquiry, { action, loader } from './admin-inquiry.tsx';

const PATH = '/admin/inquiries/31';
const ANSWERS = {
  'GET /admin/v1/inquiries/31': apiSuccess(INQUIRY),
  'GET /admin/v1/inquiry-assignees': apiSuccess({ items: [{ id: 2, name: 'サポート 太郎' }] }),
};
const args = (context: Parameters<typeof consoleArgs>[0], form?: Record<string, string>) => ({
  ...(consoleArgs(context, PATH, form) as object),
  params: { id: '31' },
});

async function posted(answers: Parameters<typeof consoleApi>[1], form: Record<string, string>) {
  const api = consoleApi(operatorMe('support'), answers);
  const answer = await loadAfterIdCheck(action, args(api.context, form) as never);
  if (answer instanceof Response) throw new Error(`expected the page, got HTTP ${answer.status}`);
  const data = { inquiry: INQUIRY, assignees: [], canWrite: true };
  return { api, html: renderRouteAfterPost(AdminInquiry, data, answer, PATH) };
}

describe('console inquiry page', () => {
  it('shows the thread to a reader, without the forms', async () => {
    const api = consoleApi(operatorMe('accounting'), ANSWERS);
    const refused = await loadAfterIdCheck(loader, args(api.context) as never).catch((error: unknown) => error);
    // 経理 may not read inquiries: the console answers its 403 page.
    expect(refused).toMatchObject({ init: { status: 403 } });
    const admin = consoleApi({ ...operatorMe('admin'), permissions: ['inquiries:read'] }, ANSWERS);
    const html = renderRoute(AdminInquiry, await loadAfterIdCheck(loader, args(admin.context) as never), PATH);
    expect(textOf(html)).toContain('二重に請求されています。');
    expect(textOf(html)).toContain('あなたの権限ではお問い合わせを閲覧のみできます。');
    expect(buttonsIn(html)).toEqual([]);
  });

  it('sends a reply and says where it went; an empty reply is refused beside the field, nothing sent', async () => {
    const replied = { ...INQUIRY, status: 'in_progress' as const };
    const sent = await posted(
      { 'POST /admin/v1/inquiries/31/replies': apiSuccess(replied) },
      { intent: 'reply', body: 'ご確認ください。', close: '' },
    );
    expect(sent.api.sent()).toMatchObject([{ body: { body: 'ご確認ください。', close: false } }]);
    expect(textOf(sent.html)).toContain('fan@example.jp に返信を送りました。対応状況は「対応中」です。');

    const empty = await posted({}, { intent: 'reply', body: ' ' });
    expect(empty.api.sent()).toEqual([]);
    expect(empty.html).toContain('id="inquiry-reply-body-error"');
    expect(textOf(empty.html)).toContain('返信を入力してください。');
  });

  it('shows the API refusing a reply to a closed inquiry', async () => {
    const message = '完了したお問い合わせには返信できません。対応状況を戻してから返信してください。';
    const { html } = await posted(
      { 'POST /admin/v1/inquiries/31/replies': apiFailure(409, 4009, message) },
      { intent: 'reply', body: 'もう一度' },
    );
    expect(textOf(html)).toContain(message);
  });
});
