import { describe, expect, it } from 'vitest';
import { catalogueApi, loaderArgs, paged, ranked } from '../test/catalogue-api.ts';
import { apiSuccess } from '../test/fixtures.ts';
import { loader as sectionLoader } from './section-title-episodes.tsx';

describe('/section_title_episodes', () => {
  it("lists the whole of a home section's list", async () => {
    const api = catalogueApi({ '/v1/title/rankings': () => apiSuccess(paged([ranked(7, 1)])) });
    const data = await sectionLoader(
      loaderArgs('/section_title_episodes?section_id=ranking_monthly&section_type=ranking&page=2', api.context),
    );
    expect(data.heading).toBe('月間ランキング');
    expect(api.callTo('/v1/title/rankings')).toEqual({ period: 'monthly', page: '2', per_page: '24' });
  });

  it('answers 404 for a section without a list, asking the API nothing', async () => {
    const api = catalogueApi({});
    const thrown: unknown = await sectionLoader(
      loaderArgs('/section_title_episodes?section_type=unknown', api.context),
    ).catch((error: unknown) => error);
    expect((thrown as { init: ResponseInit | null }).init?.status).toBe(404);
    expect(api.calls).toHaveLength(0);
  });
});
