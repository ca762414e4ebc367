import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../create-api-client.ts';
import { successResponse } from '../testing/fake-fetch.ts';
import { episode, episodeDetail, titleCard } from '../testing/fixtures.ts';
import { onlyRequest, testClient } from '../testing/test-client.ts';

const pagination = { page: 1, per_page: 20, total: 1, total_pages: 1 };
const paged = (item: object) => ({ items: [item], pagination });
const at = '2024-12-03T00:00:00+09:00';
const latestEpisode = { id: 420, number: 1, prefix_name: '第1話', name: '始まり', released_at: at };
const genre = { id: 1, name: 'ドラマ' };
const ranked = { ...titleCard, rank: 1, score: 9, views: 3, purchases: 2 };
const episodeUpdate = { ...episode, title: titleCard };

interface Case {
  call: (client: ApiClient) => Promise<unknown>;
  url: string;
  answer: unknown;
}

/** Every catalogue call: the path and query it sends, and a contents its schema accepts. */
const cases: Record<string, Case> = {
  getNewlyUpdatedTitles: {
    call: (c) => c.getNewlyUpdatedTitles({ page: 2, genre_id: 3 }),
    url: '/v1/title/newly_updates?page=2&genre_id=3',
    answer: paged({ ...titleCard, latest_episode: latestEpisode }),
  },
  getScheduledDeliveries: {
    call: (c) => c.getScheduledDeliveries({ per_page: 6 }),
    url: '/v1/title/scheduled_deliveries?per_page=6',
    answer: paged({ ...titleCard, delivery_at: at, next_episode: null }),
  },
  getScheduledEndDeliveries: {
    call: (c) => c.getScheduledEndDeliveries({ within_days: 7 }),
    url: '/v1/title/scheduled_end_deliveries?within_days=7',
    answer: paged({ ...titleCard, available_until: at }),
  },
  getEstTitles: {
    call: (c) => c.getEstTitles({ design_type: 1 }),
    url: '/v1/title/est_deliveries?design_type=1',
    answer: paged({ ...titleCard, lowest_price_points: 300 }),
  },
  getFestaRecommendedTitles: {
    call: (c) => c.getFestaRecommendedTitles(),
    url: '/v1/festa/recommended_titles',
    answer: paged({ ...titleCard, lowest_price_points: 300 }),
  },
  getExclusiveTitles: {
    call: (c) => c.getExclusiveTitles({ display_group: 'mature_group' }),
    url: '/v1/title/exclusives?display_group=mature_group',
    answer: paged({ ...titleCard, exclusive: { kind: 'early', starts_at: at, ends_at: at } }),
  },
  getFeatures: {
    call: (c) => c.getFeatures({ titles_per_feature: 6 }),
    url: '/v1/title/features?titles_per_feature=6',
    answer: paged({
      id: 5,
      slug: 'summer',
      name: '夏特集',
      description: '',
      starts_at: at,
      ends_at: at,
      title_count: 1,
      titles: [titleCard],
    }),
  },
  getFreeTitles: {
    call: (c) => c.getFreeTitles({ tag_id: 8 }),
    url: '/v1/free_titles?tag_id=8',
    answer: paged({ ...titleCard, free_episode_count: 2 }),
  },
  getTitleRankings: {
    call: (c) => c.getTitleRankings({ period: 'daily', per_page: 10 }),
    url: '/v1/title/rankings?period=daily&per_page=10',
    answer: paged(ranked),
  },
  getRankingsByGenre: {
    call: (c) => c.getRankingsByGenre({ per_genre: 3 }),
    url: '/v1/title/ranking_by_genres?per_genre=3',
    answer: { genres: [{ genre, items: [ranked] }] },
  },
  'getRecommendedTitles with title ids': {
    call: (c) => c.getRecommendedTitles({ title_ids: [7, 42] }),
    url: '/v1/recommended_titles?title_ids=7%2C42',
    answer: { picks: [titleCard], genres: [{ genre, titles: [titleCard] }] },
  },
  'getRecommendedTitles without any': {
    call: (c) => c.getRecommendedTitles({ title_ids: [] }),
    url: '/v1/recommended_titles',
    answer: { picks: [], genres: [] },
  },
  searchTitles: {
    call: (c) => c.searchTitles({ q: 'はなび', page: 2 }),
    url: '/v1/search?q=%E3%81%AF%E3%81%AA%E3%81%B3&page=2',
    answer: paged({ ...titleCard, matched: 'name_prefix' }),
  },
  searchTitlesFullText: {
    call: (c) => c.searchTitlesFullText({ q: 'summer' }),
    url: '/v1/fulltext_search?q=summer',
    answer: paged({ ...titleCard, matched: 'synopsis' }),
  },
  suggestTitles: {
    call: (c) => c.suggestTitles({ q: 'ha', limit: 5 }),
    url: '/v1/titles/search?q=ha&limit=5',
    answer: { items: [{ id: 42, name: '花火の夜', name_kana: 'はなびのよる' }] },
  },
  getGenreGroups: {
    call: (c) => c.getGenreGroups(),
    url: '/v1/genre_groups',
    answer: { items: [{ id: 1, name: 'ジャンル', genres: [{ ...genre, name_kana: 'どらま', title_count: 4 }] }] },
  },
  getDynamicLanding: {
    call: (c) => c.getDynamicLanding('summer_lineup', { display_group: 'mature_group' }),
    url: '/v1/dynamic_landings?slug=summer_lineup&display_group=mature_group',
    answer: {
      slug: 'summer_lineup',
      heading: '夏の新作',
      lead: '',
      layout: 'single_image',
      starts_at: at,
      ends_at: at,
      titles: [{ ...titleCard, synopsis: '' }],
    },
  },
  getNewlyUpdatedEpisodes: {
    call: (c) => c.getNewlyUpdatedEpisodes({ per_page: 12 }),
    url: '/v1/episode/newly_updates?per_page=12',
    answer: paged(episodeUpdate),
  },
  getNewlyUpdatedScenes: {
    call: (c) => c.getNewlyUpdatedScenes(),
    url: '/v1/scene/newly_updates',
    answer: paged(episodeUpdate),
  },
  getEpisodeV2: {
    call: (c) => c.getEpisodeV2(421),
    url: '/v2/episodes/421',
    answer: { ...episodeDetail, previous_episode_id: 420, next_episode_id: null, other_cut_episode_id: null },
  },
};

describe('catalogue endpoints', () => {
  it.each(Object.entries(cases))('%s: GET with its path and query, validated', async (_, { call, url, answer }) => {
    const { client, requests } = testClient([successResponse(answer)]);
    await expect(call(client)).resolves.toEqual(answer);
    const request = onlyRequest(requests);
    expect(request.method).toBe('GET');
    expect(request.url).toBe(`https://api.hanabi.test${url}`);
  });

  it('refuses contents that miss the fact the list is about', async () => {
    const { client } = testClient([successResponse(paged(titleCard))]);
    await expect(client.getTitleRankings()).rejects.toMatchObject({ status: 500 });
  });
});
