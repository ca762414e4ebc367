import { describe, expect, it } from 'vitest';
import { catalogueApi, loaderArgs, paged } from '../test/catalogue-api.ts';
import { apiSuccess, episode, titleCard } from '../test/fixtures.ts';
import { linkNamed } from '../test/markup.ts';
import { renderRoute } from '../test/render-route.tsx';
import NewEpisodes, { loader as newEpisodesLoader } from './new-episodes.tsx';

describe('episode cards', () => {
  it('link each new episode to where it plays, with its title and release day', async () => {
    const api = catalogueApi({
      '/v1/episode/newly_updates': () =>
        apiSuccess(paged([{ ...episode(30, { title_id: 4, is_free: true }), title: titleCard(4) }])),
    });
    const data = await newEpisodesLoader(loaderArgs('/new_episodes', api.context));
    const html = renderRoute(NewEpisodes, data, '/new_episodes');
    const card = linkNamed(html, '無料 作品4 第30話 エピソード30 2025年10月1日配信');
    expect(card.attributes.href).toBe('/titles/4/episodes/30');
    expect(html).toContain('width="640" height="360"');
  });
});
