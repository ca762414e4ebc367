import type { GenreGroups } from '@hanabi/contract';
import { describe, expect, it } from 'vitest';
import { catalogueApi, GENRE_GROUPS, loaderArgs } from '../test/catalogue-api.ts';
import { apiSuccess } from '../test/fixtures.ts';
import { linkNamed, textOf } from '../test/markup.ts';
import { renderRoute } from '../test/render-route.tsx';
import Portal, { loader as portalLoader } from './portal.tsx';

describe('/portal', () => {
  it('links every genre that has titles to its new titles, leaving out empty genres and groups', async () => {
    const groups: GenreGroups = {
      items: [
        ...GENRE_GROUPS.items,
        { id: 3, name: '大人向け', genres: [{ id: 31, name: '大人向け', name_kana: 'おとなむけ', title_count: 0 }] },
      ],
    };
    groups.items[0]?.genres.push({ id: 13, name: 'BL', name_kana: 'びーえる', title_count: 0 });
    const api = catalogueApi({ '/v1/genre_groups': () => apiSuccess(groups) });
    const html = renderRoute(Portal, await portalLoader(loaderArgs('/portal', api.context)), '/portal');
    expect(linkNamed(html, '日常 9作品').attributes.href).toBe('/new_general_titles?genre_id=12');
    expect(linkNamed(html, 'ランキング いま人気の作品').attributes.href).toBe('/rankings');
    expect(textOf(html)).not.toContain('BL');
    expect(textOf(html)).not.toContain('大人向け');
  });
});
