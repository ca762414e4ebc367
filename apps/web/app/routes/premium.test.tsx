import { describe, expect, it } from 'vitest';
import { catalogueApi, loaderArgs, paged } from '../test/catalogue-api.ts';
import { apiSuccess } from '../test/fixtures.ts';
import { linkNamed, textOf } from '../test/markup.ts';
import { episodeDetail } from '../test/purchase-fixtures.ts';
import { renderRoute } from '../test/render-route.tsx';
import Premium, { loader as premiumLoader } from './premium.tsx';

describe('/premium', () => {
  const premiumApi = (cut: 'premium' | 'broadcast') =>
    catalogueApi({
      '/v1/scene/newly_updates': () => apiSuccess(paged([])),
      '/v1/episodes/30': () => apiSuccess(episodeDetail(30, { cut, prefix_name: '第3話', name: '月下の約束' })),
    });

  it('features the premium cut play_episode_id names, with 「再生する」 leading to where it plays', async () => {
    const api = premiumApi('premium');
    const data = await premiumLoader(loaderArgs('/premium?play_episode_id=30&tid=3', api.context));
    const html = renderRoute(Premium, data, '/premium?play_episode_id=30&tid=3');
    expect(textOf(html)).toContain('その他');
    expect(textOf(html)).toContain('星降る町 第3話 月下の約束');
    expect(linkNamed(html, '再生する').attributes.href).toBe('/titles/3/episodes/30');
  });

  it.each(['play_episode_id=abc&tid=3', 'play_episode_id=30x', 'play_episode_id=%2F%2Fevil.example'])(
    'ignores the malformed %s without asking for any episode',
    async (query) => {
      const api = premiumApi('premium');
      const data = await premiumLoader(loaderArgs(`/premium?${query}`, api.context));
      expect(data.featured).toBeNull();
      expect(api.calls.map((call) => call.url.pathname)).toEqual(['/v1/scene/newly_updates']);
    },
  );

  it('does not feature an episode that is not a premium cut, or that does not exist', async () => {
    const broadcast = await premiumLoader(loaderArgs('/premium?play_episode_id=30', premiumApi('broadcast').context));
    expect(broadcast.featured).toBeNull();
    const missing = await premiumLoader(loaderArgs('/premium?play_episode_id=31', premiumApi('premium').context));
    expect(missing.featured).toBeNull();
  });
});
