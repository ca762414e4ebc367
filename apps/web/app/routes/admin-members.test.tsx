import { describe, expect, it } from 'vitest';
import { consoleApi, consoleArgs, operatorMe } from '../test/console-api.ts';
import { MEMBER } from '../test/console-support.ts';
import { apiSuccess } from '../test/fixtures.ts';
import { linkNames, textOf } from '../test/markup.ts';
import { renderRoute } from '../test/render-route.tsx';
import AdminMembers, { loader } from './admin-members.tsx';

const FOUND = {
  'GET /admin/v1/members': apiSuccess({
    items: [MEMBER.member],
    pagination: { page: 1, per_page: 20, total: 1, total_pages: 1 },
  }),
};

describe('console member search', () => {
  it('asks for nothing until a word is typed', async () => {
    const api = consoleApi(operatorMe('support'), FOUND);
    const html = renderRoute(
      AdminMembers,
      await loader(consoleArgs(api.context, '/admin/members?q=+')),
      '/admin/members',
    );
    expect(api.sent()).toEqual([]);
    expect(textOf(html)).toContain('メールアドレス（一部でも）、会員ID、またはフェスタIDを入力してください。');
  });

  it('finds members by the word typed and links each to their page', async () => {
    const api = consoleApi(operatorMe('support'), FOUND);
    const path = '/admin/members?q=F0000000005';
    const html = renderRoute(AdminMembers, await loader(consoleArgs(api.context, path)), path);
    expect(api.sent()[0]?.query.get('q')).toBe('F0000000005');
    expect(textOf(html)).toContain('見つかった会員（1件）');
    expect(textOf(html)).toContain('5 fan@example.jp F0000000005 ライト');
    expect(linkNames(html)).toContain('5');
  });
});
