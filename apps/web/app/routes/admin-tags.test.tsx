import { CATALOGUE_MESSAGES } from '@hanabi/contract';
import { describe, expect, it } from 'vitest';
import { type ConsoleAnswer, consoleApi, consoleArgs, operatorMe } from '../test/console-api.ts';
import { TAGS } from '../test/console-catalogue.ts';
import { apiFailure, apiSuccess } from '../test/fixtures.ts';
import { buttonsIn, textOf } from '../test/markup.ts';
import { renderRoute, renderRouteAfterPost } from '../test/render-route.tsx';
import AdminTags, { action, loader } from './admin-tags.tsx';

const LIST = { 'GET /admin/v1/tags': apiSuccess({ items: TAGS }) };

async function posted(answers: Record<string, ConsoleAnswer>, form: Record<string, string>) {
  const api = consoleApi(operatorMe('editor'), { ...LIST, ...answers });
  const answer = await action(consoleArgs(api.context, '/admin/tags', form));
  const data = { tags: TAGS, canWrite: true };
  return { api, html: renderRouteAfterPost(AdminTags, data, answer, '/admin/tags') };
}

describe('console tags page', () => {
  it('lists every tag with its title count; a reader gets no way to change them', async () => {
    const api = consoleApi(operatorMe('support'), LIST);
    const html = renderRoute(AdminTags, await loader(consoleArgs(api.context, '/admin/tags')));
    expect(textOf(html)).toContain('タグの一覧（2件） タグの一覧 タグ 作品数 青春 4作品 魔法 2作品');
    expect(textOf(html)).toContain('あなたの権限ではタグを閲覧のみできます。');
    expect(buttonsIn(html)).toEqual([]);
  });

  it('creates and renames a tag, and shows a taken name beside the field it was typed in', async () => {
    const created = await posted(
      { 'POST /admin/v1/tags': apiSuccess({ id: 23, name: '友情', title_count: 0 }) },
      { intent: 'create', name: ' 友情 ' },
    );
    expect(created.api.sent()).toMatchObject([{ method: 'POST', body: { name: '友情' } }]);
    expect(textOf(created.html)).toContain('タグ「友情」を作成しました。');
    const taken = await posted(
      { 'PUT /admin/v1/tags/22': apiFailure(409, 4009, CATALOGUE_MESSAGES.nameTaken) },
      { intent: 'rename', id: '22', name: '青春' },
    );
    expect(taken.html).toContain(
      `<p id="tag-22-name-error" class="console-field__error" role="alert">${CATALOGUE_MESSAGES.nameTaken}</p>`,
    );
    const empty = await posted({}, { intent: 'create', name: '  ' });
    expect(empty.api.sent()).toEqual([]);
    expect(empty.html).toContain('id="tag-0-name-error"');
    expect(textOf(empty.html)).toContain('タグ名を入力してください。');
  });

  it('merges a tag into the one chosen and says where its titles went', async () => {
    const { api, html } = await posted(
      { 'POST /admin/v1/tags/22/merge': apiSuccess({ id: 21, name: '青春', title_count: 6 }) },
      { intent: 'merge', id: '22', into_tag_id: '21' },
    );
    expect(api.sent()).toMatchObject([{ body: { into_tag_id: 21 } }]);
    expect(textOf(html)).toContain('タグを「青春」に統合しました（6作品）。');
    const unchosen = await posted({}, { intent: 'merge', id: '22', into_tag_id: '' });
    expect(textOf(unchosen.html)).toContain('統合先のタグを選んでください。');
  });
});
