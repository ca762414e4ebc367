import { describe, expect, it } from 'vitest';
import { catalogueApi, loaderArgs, paged } from '../test/catalogue-api.ts';
import { apiSuccess, titleCard } from '../test/fixtures.ts';
import { textOf } from '../test/markup.ts';
import { renderRoute } from '../test/render-route.tsx';
import { loadThroughMiddleware } from '../test/route-middleware.ts';
import * as exclusiveTitles from './exclusive-titles.tsx';

describe('/exclusive_titles', () => {
  const exclusivesApi = (headers: Record<string, string> = {}) =>
    catalogueApi(
      {
        '/v1/title/exclusives': () =>
          apiSuccess(
            paged([
              {
                ...titleCard(5),
                exclusive: {
                  kind: 'early',
                  starts_at: '2025-10-01T00:00:00+09:00',
                  ends_at: '2025-12-31T23:59:59+09:00',
                },
              },
            ]),
          ),
      },
      headers,
    );

  it('sends a viewer without checked_age to the age check when asked for its mature titles', async () => {
    const api = exclusivesApi();
    const thrown = await loadThroughMiddleware(
      exclusiveTitles,
      loaderArgs('/exclusive_titles?is_mature=true', api.context),
    ).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    const location = new URL((thrown as Response).headers.get('Location') ?? '', 'http://localhost');
    expect(location.pathname).toBe('/exclusive_titles');
    expect(location.searchParams.get('check_age')).toBe('true');
    expect(location.searchParams.get('is_mature')).toBe('true');
    expect(api.calls).toHaveLength(0);
  });

  it('lists the mature exclusives for a viewer who confirmed their age, with 先行 and its end day', async () => {
    const headers = { cookie: 'checked_age=1' };
    const api = exclusivesApi(headers);
    const data = await loadThroughMiddleware(
      exclusiveTitles,
      loaderArgs('/exclusive_titles?is_mature=true', api.context, headers),
    );
    expect(api.callTo('/v1/title/exclusives')).toMatchObject({ display_group: 'mature_group' });
    const text = textOf(renderRoute(exclusiveTitles.default, data, '/exclusive_titles?is_mature=true'));
    expect(text).toContain('先行 作品5');
    expect(text).toContain('2025年12月31日まで先行配信');
  });

  it('lists the general exclusives to anyone', async () => {
    const api = exclusivesApi();
    await loadThroughMiddleware(exclusiveTitles, loaderArgs('/exclusive_titles', api.context));
    expect(api.callTo('/v1/title/exclusives')?.display_group).toBeUndefined();
  });
});
