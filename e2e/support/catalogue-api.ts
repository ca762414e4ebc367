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
import { API_ORIGIN } from './api.ts';

export async function catalogueContents<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`${API_ORIGIN}${path}`);
  if (!response.ok()) throw new Error(`GET ${path} answered ${response.status()}`);
  return ((await response.json()) as { contents: T }).contents;
}

export const fetchFreeTitles = (request: APIRequestContext, page = 1) =>
  catalogueContents<FreeTitleList>(request, `/v1/free_titles?page=${page}&per_page=24`);

export const fetchRanking = (request: APIRequestContext, period: RankingPeriod, perPage = 24) =>
  catalogueContents<RankingList>(request, `/v1/title/rankings?period=${period}&per_page=${perPage}`);

export const fetchNewEpisodes = (request: APIRequestContext) =>
  catalogueContents<EpisodeUpdateList>(request, '/v1/episode/newly_updates?per_page=20');

export const fetchPremiumCuts = (request: APIRequestContext) =>
  catalogueContents<EpisodeUpdateList>(request, '/v1/scene/newly_updates?per_page=20');

export const fetchGenreGroups = (request: APIRequestContext) =>
  catalogueContents<GenreGroups>(request, '/v1/genre_groups');

export const fetchNewTitles = (request: APIRequestContext, genreId?: number) =>
  catalogueContents<TitleCardList>(
    request,
    `/v1/title/displayables?sort=newest&per_page=24${genreId === undefined ? '' : `&genre_id=${genreId}`}`,
  );
