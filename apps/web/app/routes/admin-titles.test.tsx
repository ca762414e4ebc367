import { describe, expect, it } from 'vitest';
import { CONSOLE_WEB, consoleApi, consoleArgs, operatorMe } from '../test/console-api.ts';
import { adminTitleSummary } from '../test/console-catalogue.ts';
import { apiSuccess } from '../test/fixtures.ts';
import { linkNamed, linkNames, textOf } from '../test/markup.ts';
import { renderRoute } from '../test/render-route.tsx';
import { outcomeOf } from '../test/thrown.ts';
import AdminTitles, { loader } from './admin-titles.tsx';

const page = (items: unknown[], total = items.length, current = 1) => ({
  items,
  pagination: { page: current, per_page: 20, total, total_pages: Math.ceil(total / 20) },
});

async function rendered(role: 'editor' | 'support', path: string, answer: unknown) {
  const api = consoleApi(operatorMe(role), { 'GET /admin/v1/titles': apiSuccess(answer) });
  const html = renderRoute(AdminTitles, await loader(consoleArgs(api.context, path)), path);
  return { api, html };
}

describe('console titles list', () => {
  it('sends the search by reading, the filters, the sort and the page to the API, and keeps them in the form', async () => {
    const { api, html } = await rendered(
      'editor',
      '/admin/titles?q=%E3%81%BB%E3%81%97&status=draft&display_group=mature_group&r18=true&sort=kana&page=2',
      page([], 21, 2),
    );
    expect(Object.fromEntries(api.sent()[0]?.query ?? [])).toEqual({
      q: 'ほし',
      status: 'draft',
      display_group: 'mature_group',
      r18: 'true',
      sort: 'kana',
      page: '2',
    });
    expect(html).toContain('value="ほし"');
    expect(html).toMatch(/<option value="kana" selected="">/);
    expect(textOf(html)).toContain('条件に合う作品はありません。');
  });

  it('reads a filter the console does not offer as 「すべて」, so an edited link still lists', async () => {
    const { api } = await rendered('editor', '/admin/titles?status=secret&sort=random', page([]));
    expect(Object.fromEntries(api.sent()[0]?.query ?? [])).toEqual({ sort: 'updated', page: '1' });
  });

  it('shows each title with its state in words — draft, published, scheduled, ended — and a link to it', async () => {
    const { html } = await rendered(
      'editor',
      '/admin/titles',
      page(
        [
          adminTitleSummary(1, { name: '星降る街', status: 'draft', published_at: null }),
          adminTitleSummary(2, { name: '月影の剣' }),
          adminTitleSummary(3, { name: '未来の約束', available_from: '2999-01-01T00:00:00+09:00' }),
          adminTitleSummary(4, { name: '昔の話', available_until: '2020-01-01T00:00:00+09:00' }),
        ],
        45,
      ),
    );
    const text = textOf(html);
    expect(text).toContain('作品の一覧（45件）');
    expect(text).toContain('下書き 星降る街 さくひん1 一般');
    expect(text).toContain('公開中 月影の剣');
    expect(text).toContain('公開予定 未来の約束');
    expect(text).toContain('配信終了 昔の話');
    expect(text).toContain('2025/09/01 00:00:00〜 終了予定なし');
    expect(linkNamed(html, '星降る街').attributes.href).toBe('/admin/titles/1');
    expect(linkNamed(html, '作品を作成').attributes.href).toBe('/admin/titles/new');
    expect(text).toContain('1 / 3ページ');
  });

  it('gives a role that may only read no way to create', async () => {
    const { html } = await rendered('support', '/admin/titles', page([]));
    expect(linkNames(html)).not.toContain('作品を作成');
    expect(textOf(html)).toContain('このページに表示する作品はありません。');
  });

  it('sends a signed-out visitor to sign in, back to the same search', async () => {
    const guest = consoleApi(null);
    const { location } = await outcomeOf(() => loader(consoleArgs(guest.context, '/admin/titles?q=x')), CONSOLE_WEB);
    expect(location?.searchParams.get('next')).toBe('/admin/titles?q=x');
  });
});
