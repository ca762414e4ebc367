import type { EpisodeV2, Playback } from '@hanabi/contract';
import { describe, expect, it } from 'vitest';
import { buttonsIn, linkNamed, linkNames, textOf } from '../test/markup.ts';
import { episodeDetail } from '../test/purchase-fixtures.ts';
import { renderRoute } from '../test/render-route.tsx';
import EpisodePlayer, { meta } from './episode-player.tsx';

const PATH = '/titles/3/episodes/5';
const SIGN_IN_URL = 'https://accounts.hanabi.example/login?design=1&destination=back';

const playback: Playback = {
  dash_url: 'http://localhost:4000/media/video/x/manifest.mpd',
  hls_url: 'http://localhost:4000/media/video/x/master.m3u8',
  drm: {
    clearkey: { license_url: 'http://localhost:4000/v1/licenses/clearkey/5' },
    widevine: null,
    playready: null,
    fairplay: null,
  },
  key_id: '0123456789abcdef0123456789abcdef',
  duration_seconds: 1440,
  rendition_heights: [360, 720],
  resume_seconds: 0,
  skip: { opening: { start: 30, end: 120 }, ending_start: 1350, ending_end: null },
  is_vr: false,
};

function episodeV2(fields: Partial<EpisodeV2> = {}): EpisodeV2 {
  return {
    ...episodeDetail(5, { prefix_name: '第5話', name: '流星群' }),
    previous_episode_id: 4,
    next_episode_id: 6,
    other_cut_episode_id: null,
    ...fields,
  };
}

function playerPage(episode: EpisodeV2) {
  const loaderData = { ageCheck: null, episode, isMember: false, skipSeconds: 10, signInUrl: SIGN_IN_URL };
  return renderRoute(EpisodePlayer, loaderData, PATH);
}

describe('the episode player page', () => {
  it('names the episode and its title, and leads to the neighbouring episodes', () => {
    const html = playerPage(episodeV2({ access: 'free', playback, way_in: null }));
    expect(textOf(html)).toContain('星降る町 第5話 流星群');
    expect(linkNamed(html, '星降る町').attributes.href).toBe('/titles/3');
    expect(linkNamed(html, '前のエピソード').attributes.href).toBe('/titles/3/episodes/4');
    expect(linkNamed(html, '次のエピソード').attributes.href).toBe('/titles/3/episodes/6');
  });

  it('holds the player for a viewer who may watch', () => {
    const html = playerPage(episodeV2({ access: 'free', playback, way_in: null }));
    expect(html).toContain('aria-label="第5話 流星群の動画プレイヤー"');
    expect(html).toContain('<video');
    expect(textOf(html)).not.toContain('視聴するには');
  });

  it('asks a guest to sign in, with the way back here', () => {
    const html = playerPage(episodeV2({ access: 'purchasable', way_in: 'sign_in' }));
    expect(textOf(html)).toContain('このエピソードを見るにはログインが必要です。');
    expect(linkNamed(html, 'ログインする').attributes.href).toBe(SIGN_IN_URL);
    expect(html).not.toContain('<video');
  });

  it('offers a member the purchase for its price, or the plans that include it', () => {
    const toBuy = playerPage(episodeV2({ access: 'purchasable', way_in: 'buy', price_points: 300 }));
    expect(textOf(toBuy)).toContain('このエピソードは300ptで購入するとご覧いただけます。');
    expect(linkNamed(toBuy, '300ptで購入する').attributes.href).toBe('/episodes/5/purchase_confirm');

    const inPlans = playerPage(
      episodeV2({ access: 'unavailable', way_in: 'join_plan', price_points: null, included_plan_ids: [1, 2] }),
    );
    expect(textOf(inPlans)).toContain('このエピソードはライトプラン・プレミアムプランでご覧いただけます。');
    expect(linkNamed(inPlans, 'プランを見る').attributes.href).toBe('/entry');
  });

  it('says when the video is not ready yet, with nothing to click', () => {
    const html = playerPage(episodeV2({ access: 'free', way_in: 'not_ready' }));
    expect(textOf(html)).toContain('この動画は現在準備中です。');
    expect(linkNames(html)).not.toContain('ログインする');
    expect(buttonsIn(html)).toEqual([]);
  });

  it('offers the other cut of the episode', () => {
    const html = playerPage(episodeV2({ access: 'free', playback, way_in: null, other_cut_episode_id: 9 }));
    expect(linkNamed(html, '規制解除版を見る').attributes.href).toBe('/titles/3/episodes/9');
  });

  it('is titled after the episode and kept out of search engines', () => {
    const episode = episodeV2();
    const tags = meta({ loaderData: { ageCheck: null, episode } } as unknown as Parameters<typeof meta>[0]);
    expect(tags).toContainEqual({ title: '星降る町 第5話 流星群 | Hanabi' });
    expect(tags).toContainEqual({ name: 'robots', content: 'noindex' });
  });
});
