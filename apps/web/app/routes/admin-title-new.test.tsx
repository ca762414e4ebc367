import { describe, expect, it } from 'vitest';
import { CONSOLE_WEB, consoleApi, consoleArgs, operatorMe } from '../test/console-api.ts';
import { adminTitle, FORM_CHOICES } from '../test/console-catalogue.ts';
import { apiSuccess } from '../test/fixtures.ts';
import { textOf } from '../test/markup.ts';
import { renderRoute } from '../test/render-route.tsx';
import { outcomeOf, routeErrorOf } from '../test/thrown.ts';
import AdminTitleNew, { action, loader } from './admin-title-new.tsx';

const FORM = {
  intent: 'save',
  name: '星降る街',
  name_kana: 'ほしふるまち',
  design_type: '1',
  display_group: 'general_group',
  available_from: '2026-04-01T00:00',
  available_until: '9999-12-31T23:59',
  genre_ids: '11',
};

describe('console new title page', () => {
  it('offers the genres and tags to pick, and says the title starts as a draft', async () => {
    const api = consoleApi(operatorMe('editor'), FORM_CHOICES);
    const html = renderRoute(AdminTitleNew, await loader(consoleArgs(api.context, '/admin/titles/new')));
    expect(textOf(html)).toContain('作品は下書きとして作成されます。');
    expect(html).toContain('<input type="checkbox" name="genre_ids" value="11"/>SF');
    expect(html).toContain('<input type="checkbox" name="tag_ids" value="22"/>魔法');
    expect(textOf(html)).toContain('下書きとして作成');
  });

  it('creates a draft and goes on to its page, which says so', async () => {
    const api = consoleApi(operatorMe('editor'), { 'POST /admin/v1/titles': apiSuccess(adminTitle(31)) });
    const { status, location } = await outcomeOf(
      () => action(consoleArgs(api.context, '/admin/titles/new', FORM)),
      CONSOLE_WEB,
    );
    expect(api.sent()).toMatchObject([
      { method: 'POST', body: { name: '星降る街', name_kana: 'ほしふるまち', genre_ids: [11], design_type: 1 } },
    ]);
    expect([status, `${location?.pathname}${location?.search}`]).toEqual([302, '/admin/titles/31?notice=created']);
  });

  it('is for roles that may write: サポート gets the 403 page', async () => {
    const api = consoleApi(operatorMe('support'), FORM_CHOICES);
    expect(await routeErrorOf(() => loader(consoleArgs(api.context, '/admin/titles/new')))).toMatchObject({
      status: 403,
    });
  });
});
