/** A small catalogue for seed tests: independent of the real demo content, which may change at any time. */
import type { DemoCatalogue, DemoEpisode, DemoTitle } from '../seed/index.ts';

function episode(number: number, overrides: Partial<DemoEpisode> = {}): DemoEpisode {
  return {
    number,
    prefixName: `第${number}話`,
    name: `テスト回${number}`,
    summary: 'テスト用のあらすじ。',
    secLength: 1440,
    releaseOffsetDays: (number - 1) * 7,
    isFree: number === 1,
    pricePoints: number === 1 ? null : 220,
    includedPlanIds: number === 1 ? [] : [2],
    cut: 'broadcast',
    ...overrides,
  };
}

function title(slug: string, overrides: Partial<DemoTitle> = {}): DemoTitle {
  return {
    slug,
    name: `作品 ${slug}`,
    nameKana: 'さくひん',
    synopsis: 'テスト用の作品。',
    productionCompany: 'テスト製作所',
    copyright: '©2025 テスト製作委員会',
    productionYear: 2025,
    designType: 1,
    displayGroup: 'general_group',
    isAgeRestrictionR18: false,
    genres: ['恋愛'],
    tags: ['オリジナル'],
    cast: [{ character: '主人公', name: '声優 一' }],
    staff: [{ role: '監督', name: '監督 一' }],
    availableSinceDays: 10,
    availableForDays: null,
    artHue: 200,
    episodes: [episode(1), episode(2)],
    ...overrides,
  };
}

export const FIXTURE_CATALOGUE: DemoCatalogue = {
  genreGroups: [
    {
      name: 'ドラマ',
      genres: [
        { name: '恋愛', nameKana: 'れんあい' },
        { name: '日常', nameKana: 'にちじょう' },
      ],
    },
    { name: 'アクション', genres: [{ name: 'バトル', nameKana: 'ばとる' }] },
  ],
  titles: [
    title('fixture-hoshi', { genres: ['恋愛', '日常'], tags: ['オリジナル', '青春'] }),
    title('fixture-kaze', {
      genres: ['バトル'],
      availableSinceDays: -5,
      availableForDays: 90,
      episodes: [episode(1), episode(2), episode(2, { cut: 'premium', isFree: false, pricePoints: 330 })],
    }),
    title('fixture-yoru', {
      displayGroup: 'mature_group',
      isAgeRestrictionR18: true,
      genres: ['恋愛'],
      episodes: [episode(1, { isFree: false, pricePoints: 300 })],
    }),
  ],
};
