import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { consoleApi, consoleArgs, operatorMe } from '../test/console-api.ts';
import { buttonsIn, linkNamed, textOf } from '../test/markup.ts';
import AdminLayout, { ErrorBoundary, loader } from './admin.tsx';

type LayoutData = Awaited<ReturnType<typeof loader>>;

/** The layout around a page that renders `page`, or throws `error` from its loader. */
function render(layoutData: LayoutData, page: { error?: unknown } = {}): string {
  const Layout = AdminLayout as unknown as ComponentType;
  const Boundary = ErrorBoundary as unknown as ComponentType;
  const Stub = createRoutesStub([
    {
      id: 'layouts/admin',
      Component: Layout,
      ErrorBoundary: Boundary,
      loader: () => layoutData,
      children: [{ id: 'page', path: '/admin/operators', Component: () => <p>本文</p> }],
    },
  ]);
  const errors = page.error === undefined ? {} : { errors: { 'layouts/admin': page.error } };
  return renderToStaticMarkup(
    <Stub
      initialEntries={['/admin/operators']}
      hydrationData={{ loaderData: { 'layouts/admin': layoutData }, ...errors }}
    />,
  );
}

describe('the admin layout', () => {
  it('shows a signed-in operator the sections of their role, who they are, and signing out', async () => {
    const api = consoleApi(operatorMe('admin'));
    const html = render(await loader(consoleArgs(api.context, '/admin/operators')));
    expect(linkNamed(html, 'オペレーター').attributes.href).toBe('/admin/operators');
    expect(linkNamed(html, '操作履歴').attributes.href).toBe('/admin/audit');
    expect(textOf(html)).toContain('管理 花子（管理者）');
    expect(html).toContain('action="/admin/logout" method="post"');
    expect(buttonsIn(html).map((button) => button.name)).toEqual(['ログアウト']);
  });

  it('hides the sections an editor may not open, and shows no menu to the signed out', async () => {
    const editor = render(await loader(consoleArgs(consoleApi(operatorMe('editor')).context, '/admin')));
    expect(editor).not.toContain('/admin/operators"');
    expect(editor).not.toContain('/admin/audit');
    const guest = render(await loader(consoleArgs(consoleApi(null).context, '/admin/login')));
    expect(guest).not.toContain('管理画面のメニュー');
    expect(textOf(guest)).toContain('Hanabi 管理画面');
  });

  it('answers a page the role may not open with a Japanese 403 page inside the console', () => {
    // What React Router makes of the `data(…, { status: 403 })` a console page throws (forbiddenPage).
    const forbidden = {
      status: 403,
      statusText: 'Forbidden',
      internal: false,
      data: { source: 'console', reason: 'forbidden' },
    };
    const html = render({ operator: operatorMe('editor') }, { error: forbidden });
    const text = textOf(html);
    expect(text).toContain('この画面を開く権限がありません');
    expect(text).toContain('管理者に権限の変更を依頼してください。');
    expect(linkNamed(html, '管理画面のホームへ戻る').attributes.href).toBe('/admin');
  });
});
