import { describe, expect, it } from 'vitest';
import { consoleApi, consoleArgs, operatorMe } from '../test/console-api.ts';
import { apiFailure, apiSuccess } from '../test/fixtures.ts';
import { buttonsIn, textOf } from '../test/markup.ts';
import { renderRoute, renderRouteAfterPost } from '../test/render-route.tsx';
import { routeErrorOf } from '../test/thrown.ts';
import AdminGenres, { action, loader } from './admin-genres.tsx';

const genre = (id: number, groupId: number, name: string, titleCount = 1) => ({
  id,
  name,
  name_kana: 'じゃんる',
  genre_group_id: groupId,
  title_count: titleCount,
});
const GROUPS = [
  {
    id: 1,
    name: 'ジャンル',
    genres: [genre(11, 1, 'アクション', 12), genre(12, 1, 'SF', 3), genre(13, 1, 'ロボット', 2)],
  },
  { id: 2, name: '雰囲気', genres: [genre(21, 2, 'ほのぼの')] },
];
const EDITOR = operatorMe('editor');
const LIST = { 'GET /admin/v1/genre-groups': apiSuccess({ items: GROUPS }) };

type Answer = Awaited<ReturnType<typeof action>>;

async function posted(answers: Parameters<typeof consoleApi>[1], form: Record<string, string>) {
  const api = consoleApi(EDITOR, { ...LIST, ...answers });
  const answer = (await action(consoleArgs(api.context, '/admin/genres', form))) as Answer;
  if (answer instanceof Response) throw new Error(`expected the page, got HTTP ${answer.status}`);
  const html = renderRouteAfterPost(AdminGenres, { groups: GROUPS, canWrite: true }, answer, '/admin/genres');
  return { api, html };
}

describe('console genres page', () => {
  it('shows the groups and their genres in the order viewers see, with accessible up and down buttons', async () => {
    const api = consoleApi(EDITOR, LIST);
    const html = renderRoute(AdminGenres, await loader(consoleArgs(api.context, '/admin/genres')), '/admin/genres');
    const text = textOf(html);
    expect(text).toContain('1. ジャンル（3ジャンル）');
    expect(text).toContain('2. 雰囲気（1ジャンル）');
    expect(text.indexOf('アクション')).toBeLessThan(text.indexOf('ロボット'));
    const names = buttonsIn(html).map((button) => button.name);
    expect(names).toContain('「SF」を上へ移動');
    expect(names).toContain('「雰囲気」を上へ移動');
    const firstUp = buttonsIn(html).find((button) => button.name === '「ジャンル」を上へ移動');
    expect(firstUp?.attributes.disabled).toBe('');
  });

  it('shows a サポート operator the list without any form, and refuses its posts with the 403 page', async () => {
    const support = consoleApi(operatorMe('support'), LIST);
    const html = renderRoute(AdminGenres, await loader(consoleArgs(support.context, '/admin/genres')), '/admin/genres');
    expect(textOf(html)).toContain('アクション');
    expect(html).not.toContain('<form');
    expect(
      await routeErrorOf(() =>
        action(consoleArgs(support.context, '/admin/genres', { intent: 'create_group', name: 'x' })),
      ),
    ).toMatchObject({ status: 403 });
    expect(support.sent().filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('moves a genre down by sending the whole order of its group, read afresh', async () => {
    const { api, html } = await posted(
      { 'PUT /admin/v1/genre-groups/1/genre-order': apiSuccess(GROUPS[0]) },
      { intent: 'move_genre', id: '11', group_id: '1', direction: 'down' },
    );
    expect(api.sent().map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /admin/v1/genre-groups',
      'PUT /admin/v1/genre-groups/1/genre-order',
    ]);
    expect(api.sent()[1]?.body).toEqual({ ids: [12, 11, 13] });
    expect(textOf(html)).toContain('ジャンルの並び順を変更しました。');
  });

  it('moves a group up by sending every group in the new order', async () => {
    const { api } = await posted(
      { 'PUT /admin/v1/genre-groups/order': apiSuccess({ items: [GROUPS[1], GROUPS[0]] }) },
      { intent: 'move_group', id: '2', direction: 'up' },
    );
    expect(api.sent()[1]).toMatchObject({ method: 'PUT', body: { ids: [2, 1] } });
  });

  it("shows the API's 409 when the order changed meanwhile", async () => {
    const { html } = await posted(
      {
        'PUT /admin/v1/genre-groups/order': apiFailure(
          409,
          4090,
          '並べ替えている間に一覧が変わりました。画面を読み込み直してから、もう一度並べ替えてください。',
        ),
      },
      { intent: 'move_group', id: '2', direction: 'up' },
    );
    expect(textOf(html)).toContain('並べ替えている間に一覧が変わりました。');
    expect(html).toContain('role="alert"');
  });

  it('adds a genre with its reading; a taken name comes back in Japanese with what was typed', async () => {
    const { api, html } = await posted(
      { 'POST /admin/v1/genres': apiFailure(409, 4090, 'この名前はすでに使われています。') },
      { intent: 'create_genre', name: 'SF', name_kana: 'エスエフ', genre_group_id: '2' },
    );
    expect(api.sent()).toMatchObject([
      { method: 'POST', body: { name: 'SF', name_kana: 'えすえふ', genre_group_id: 2 } },
    ]);
    expect(textOf(html)).toContain('この名前はすでに使われています。');
    expect(html).toContain('value="エスエフ"');
  });

  it('refuses an empty group name before calling the API, beside the field', async () => {
    const { api, html } = await posted({}, { intent: 'create_group', name: '  ' });
    expect(api.sent()).toEqual([]);
    expect(html).toContain('id="create-group-name-error"');
    expect(textOf(html)).toContain('ジャンルグループ名を入力してください。');
  });

  it('merges a genre into the one chosen, saying where its titles went', async () => {
    const { api, html } = await posted(
      { 'POST /admin/v1/genres/13/merge': apiSuccess(genre(12, 1, 'SF', 5)) },
      { intent: 'merge_genre', id: '13', into_genre_id: '12' },
    );
    expect(api.sent()).toMatchObject([
      { method: 'POST', path: '/admin/v1/genres/13/merge', body: { into_genre_id: 12 } },
    ]);
    expect(textOf(html)).toContain('ジャンルを「SF」に統合しました。「SF」の作品は5件になりました。');
  });

  it('asks before merging: the merge button only opens the question', async () => {
    const api = consoleApi(EDITOR, LIST);
    const html = renderRoute(AdminGenres, await loader(consoleArgs(api.context, '/admin/genres')), '/admin/genres');
    const merge = buttonsIn(html).filter((button) => button.name === '統合');
    expect(merge).toHaveLength(4);
    expect(merge.every((button) => button.attributes.type === 'button')).toBe(true);
  });
});
