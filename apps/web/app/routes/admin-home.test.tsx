import { describe, expect, it } from 'vitest';
import { CONSOLE_WEB, consoleApi, consoleArgs, operatorMe } from '../test/console-api.ts';
import { linkNamed, textOf } from '../test/markup.ts';
import { renderRoute } from '../test/render-route.tsx';
import { redirectOf } from '../test/thrown.ts';
import AdminHome, { loader } from './admin-home.tsx';

describe('console home', () => {
  it('sends a signed-out visitor to the sign-in page, which brings them back', async () => {
    const api = consoleApi(null);
    const { location } = await redirectOf(() => loader(consoleArgs(api.context, '/admin')), CONSOLE_WEB);
    expect(location.pathname).toBe('/admin/login');
    expect(location.search).toBe('');
    const deep = consoleApi(null);
    const back = await redirectOf(
      () => loader(consoleArgs(deep.context, '/admin/audit?operation=operator.invite')),
      CONSOLE_WEB,
    );
    expect(back.location.searchParams.get('next')).toBe('/admin/audit?operation=operator.invite');
  });

  it('shows an administrator every section of the console', async () => {
    const api = consoleApi(operatorMe('admin'));
    const html = renderRoute(AdminHome, await loader(consoleArgs(api.context, '/admin')), '/admin');
    expect(textOf(html)).toContain('管理 花子さん（管理者）としてログインしています。');
    expect(linkNamed(html, 'オペレーター').attributes.href).toBe('/admin/operators');
    expect(linkNamed(html, '操作履歴').attributes.href).toBe('/admin/audit');
  });

  it('hides from an editor the sections their role may not open, and lists what it may do', async () => {
    const api = consoleApi(operatorMe('editor'));
    const html = renderRoute(AdminHome, await loader(consoleArgs(api.context, '/admin')), '/admin');
    expect(html).not.toContain('/admin/operators');
    expect(html).not.toContain('/admin/audit');
    expect(linkNamed(html, '作品').attributes.href).toBe('/admin/titles');
    expect(linkNamed(html, 'タグ').attributes.href).toBe('/admin/tags');
    expect(linkNamed(html, 'ジャンル').attributes.href).toBe('/admin/genres');
    expect(textOf(html)).toContain('作品・エピソードの編集と公開');
    expect(textOf(html)).not.toContain('オペレーターの招待・権限変更・停止');
  });
});
