import { describe, expect, it } from 'vitest';
import { catalogueApi, loaderArgs } from '../test/catalogue-api.ts';
import { apiSuccess, titleCard } from '../test/fixtures.ts';
import { loader as recommendedLoader } from './recommended-titles.tsx';

describe('/recommended_titles', () => {
  it("starts from the viewer's watched, then interesting titles, each once", async () => {
    const headers = { cookie: 'watched_titles=5,3; interested_titles=3,8' };
    const api = catalogueApi({ '/v1/recommended_titles': () => apiSuccess({ picks: [], genres: [] }) }, headers);
    const data = await recommendedLoader(loaderArgs('/recommended_titles', api.context, headers));
    expect(api.callTo('/v1/recommended_titles')).toEqual({ title_ids: '5,3,8' });
    expect(data.personal).toBe(true);
  });

  it('lists the editors’ picks first, then each genre with its link to the whole genre', async () => {
    const answer = { picks: [titleCard(9)], genres: [{ genre: { id: 5, name: 'SF' }, titles: [titleCard(3)] }] };
    const api = catalogueApi({ '/v1/recommended_titles': () => apiSuccess(answer) });
    const data = await recommendedLoader(loaderArgs('/recommended_titles', api.context));
    expect(data.rails).toMatchObject({
      ok: true,
      data: {
        items: [
          { heading: '編集部のおすすめ', titles: [{ id: 9 }], genreId: null },
          { heading: 'SF', titles: [{ id: 3 }], genreId: 5 },
        ],
      },
    });
  });
});
