import type { AdminRulesRevision as Revision } from '@hanabi/contract';
import { describe, expect, it } from 'vitest';
import { consoleApi, consoleArgs, operatorMe } from '../test/console-api.ts';
import { apiFailure, apiSuccess } from '../test/fixtures.ts';
import { buttonsIn, linkNamed, textOf } from '../test/markup.ts';
import { renderRoute, renderRouteAfterPost } from '../test/render-route.tsx';
import { loadThroughMiddleware } from '../test/route-middleware.ts';
import { routeErrorOf } from '../test/thrown.ts';
import AdminRules, { action, loader } from './admin-rules.tsx';
import AdminRulesRevision, * as revisionRoute from './admin-rules-revision.tsx';

const revision = (id: number, fields: Partial<Revision> = {}): Revision => ({
  id,
  document: 'terms',
  effective_on: '2025-04-01',
  published_at: '2025-03-31T15:00:00.000Z',
  body: '前文。\n\n第1条（適用）\n本規約は、本サービスに適用されます。',
  author: null,
  created_at: '2025-03-31T15:00:00.000Z',
  ...fields,
});
const DRAFT = revision(9, {
  effective_on: '2099-12-01',
  published_at: null,
  body: '第1条（適用）\n改定後の本文です。',
  author: '編成 太郎',
});
const page = (items: Revision[]) => ({
  items,
  pagination: { page: 1, per_page: 20, total: items.length, total_pages: 1 },
});

const revisionArgs = (context: Parameters<typeof consoleArgs>[0], form?: Record<string, string>) =>
  ({ ...(consoleArgs(context, '/admin/rules/revisions/9', form) as object), params: { id: '9' } }) as never;

describe('console rules: the revisions of a document', () => {
  it('lists each revision with its 施行日 and state, and offers an editor a new draft from the newest text', async () => {
    const api = consoleApi(operatorMe('editor'), {
      'GET /admin/v1/rules/terms/revisions': apiSuccess(page([DRAFT, revision(1)])),
    });
    const html = renderRoute(AdminRules, await loader(consoleArgs(api.context, '/admin/rules')), '/admin/rules');
    const text = textOf(html);
    expect(text).toContain('利用規約の改定（2件）');
    expect(text).toContain('2099年12月1日 下書き 未公開 編成 太郎');
    expect(text).toContain('2025年4月1日 施行済み 2025/04/01 00:00:00 （初版）');
    expect(linkNamed(html, '2099年12月1日').attributes.href).toBe('/admin/rules/revisions/9');
    expect(linkNamed(html, '利用規約').attributes['aria-current']).toBe('page');
    expect(html).toContain('第1条（適用）\n改定後の本文です。</textarea>');
    expect(buttonsIn(html).map((button) => button.name)).toContain('下書きを作成');
  });

  it('shows サポート the revisions read-only, and asks the API for the document of ?document=', async () => {
    const api = consoleApi(operatorMe('support'), {
      'GET /admin/v1/rules/tokusho/revisions': apiSuccess(page([revision(2, { document: 'tokusho' })])),
    });
    const html = renderRoute(
      AdminRules,
      await loader(consoleArgs(api.context, '/admin/rules?document=tokusho')),
      '/admin/rules',
    );
    expect(textOf(html)).toContain('あなたの権限では規約を閲覧のみできます。');
    expect(buttonsIn(html).map((button) => button.name)).not.toContain('下書きを作成');
  });

  it('creates a draft and goes on to its page; a refusal comes back beside its field', async () => {
    const api = consoleApi(operatorMe('editor'), {
      'GET /admin/v1/rules/terms/revisions': apiSuccess(page([revision(1)])),
      'POST /admin/v1/rules/terms/revisions': apiSuccess(DRAFT),
    });
    const created = await routeErrorOf(() =>
      action(
        consoleArgs(api.context, '/admin/rules?document=terms', {
          intent: 'create',
          body: '本文',
          effective_on: '2099-12-01',
        }),
      ),
    );
    expect(created).toEqual({ status: 302, data: '/admin/rules/revisions/9?created=1' });
    expect(api.sent().at(-1)?.body).toEqual({ body: '本文', effective_on: '2099-12-01' });

    const answer = await action(
      consoleArgs(api.context, '/admin/rules', { intent: 'create', body: ' ', effective_on: '2099/12/01' }),
    );
    const html = renderRouteAfterPost(
      AdminRules,
      await loader(consoleArgs(api.context, '/admin/rules')),
      answer,
      '/admin/rules',
    );
    expect(textOf(html)).toContain('本文を入力してください。');
    expect(textOf(html)).toContain('施行日は 2026-01-31 の形で入力してください。');
  });
});

describe('console rules: one revision', () => {
  it('previews a draft as the viewer page draws it, and publishes it only once confirmed', async () => {
    const api = consoleApi(operatorMe('editor'), { 'GET /admin/v1/rules/revisions/9': apiSuccess(DRAFT) });
    const data = await loadThroughMiddleware(revisionRoute, revisionArgs(api.context));
    const html = renderRoute(AdminRulesRevision, data, '/admin/rules/revisions/9');
    expect(textOf(html)).toContain('利用規約（2099年12月1日施行）');
    expect(textOf(html)).toContain('状態: 下書き');
    expect(html).toMatch(/aria-label="視聴者の画面"[^>]*>.*第1条（適用）<\/h2>.*改定後の本文です。/s);
    const buttons = buttonsIn(html).map((button) => button.name);
    expect(buttons).toEqual(expect.arrayContaining(['2099年12月1日施行で公開', '下書きを削除', '下書きを保存']));
    expect(buttons).not.toContain('公開する');
  });

  it('publishes with the draft’s 施行日, and says why the API refused', async () => {
    const published = { ...DRAFT, published_at: '2026-11-27T01:00:00.000Z' };
    const api = consoleApi(operatorMe('editor'), {
      'POST /admin/v1/rules/revisions/9/publish': apiSuccess(published),
    });
    const answer = await loadThroughMiddleware(
      { middleware: revisionRoute.middleware, loader: revisionRoute.action },
      revisionArgs(api.context, { intent: 'publish', effective_on: '2099-12-01' }),
    );
    expect(api.sent()[0]?.body).toEqual({ effective_on: '2099-12-01' });
    expect(answer).toEqual({
      kind: 'done',
      message: '利用規約の改定を公開しました。2099年12月1日から視聴者に表示されます。',
    });

    const refusedApi = consoleApi(operatorMe('editor'), {
      'POST /admin/v1/rules/revisions/9/publish': apiFailure(400, 4000, '施行日は今日以降の日付で入力してください。'),
    });
    const refused = await loadThroughMiddleware(
      { middleware: revisionRoute.middleware, loader: revisionRoute.action },
      revisionArgs(refusedApi.context, { intent: 'publish', effective_on: '2020-01-01' }),
    );
    expect(refused).toEqual({ kind: 'refused', message: '施行日は今日以降の日付で入力してください。' });
  });

  it('shows a published revision read-only: no form, no publish, no delete', async () => {
    const api = consoleApi(operatorMe('admin'), { 'GET /admin/v1/rules/revisions/9': apiSuccess(revision(9)) });
    const data = await loadThroughMiddleware(revisionRoute, revisionArgs(api.context));
    const html = renderRoute(AdminRulesRevision, data, '/admin/rules/revisions/9');
    expect(textOf(html)).toContain('公開済みの改定は変更も削除もできません。');
    expect(textOf(html)).toContain('状態: 施行済み');
    expect(buttonsIn(html)).toEqual([]);
    expect(html).not.toContain('<textarea');
  });
});
