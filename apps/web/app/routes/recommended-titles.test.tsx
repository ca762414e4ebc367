import { describe, expect, it } from 'vitest';
import { catalogueApi, loaderArgs } from '../test/catalogue-api.ts';
import { apiSuccess } from '../test/fixtures.ts';
import { loader as recommendedLoader } from './recommended-titles.tsx';

describe('/recommended_titles', () => {
  it("starts from the viewer's watched, then interesting titles, each once", async () => {
    const headers = { cookie: 'watched_titles=5,3; interested_titles=3,8' };
    const api = catalogueApi({ '/v1/recommended_titles': () => apiSuccess({ genres: [] }) }, headers);
    const data = await recommendedLoader(loaderArgs('/recommended_titles', api.context, headers));
    expect(api.callTo('/v1/recommended_titles')).toEqual({ title_ids: '5,3,8' });
    expect(data.personal).toBe(true);
  });
});
