/** Reads of the catalogue lists, as the list pages make them, so a test knows what a page must show. */
import type {
  EpisodeUpdateList,
  FreeTitleList,
  GenreGroups,
  RankingList,
  RankingPeriod,
  TitleCardList,
} from '@hanabi/contract';
import type { APIRequestContext } from '@playwright/test';
import { apiContents } from './api.ts';

export const fetchFreeTitles = (request: APIRequestContext, page = 1) =>
  apiContents<FreeTitleList>(request, `/v1/free_titles?page=${page}&per_page=24`);

export const fetchRanking = (request: APIRequestContext, period: RankingPeriod, perPage = 24) =>
  apiContents<RankingList>(request, `/v1/title/rankings?period=${period}&per_page=${perPage}`);

export const fetchNewEpisodes = (request: APIRequestContext) =>
  apiContents<EpisodeUpdateList>(request, '/v1/episode/newly_updates?per_page=20');

export const fetchPremiumCuts = (request: APIRequestContext) =>
  apiContents<EpisodeUpdateList>(request, '/v1/scene/newly_updates?per_page=20');

export const fetchGenreGroups = (request: APIRequestContext) => apiContents<GenreGroups>(request, '/v1/genre_groups');

export const fetchNewTitles = (request: APIRequestContext, genreId?: number) =>
  apiContents<TitleCardList>(
    request,
    `/v1/title/displayables?sort=newest&per_page=24${genreId === undefined ? '' : `&genre_id=${genreId}`}`,
  );
