import type { ApiClientConfig } from '../config.ts';
import { createHttpClient, type HttpClient } from '../http/http-client.ts';
import { type CatalogueEndpoints, catalogueEndpoints } from './catalogue-endpoints.ts';
import { type CollectionEndpoints, collectionEndpoints } from './collection-endpoints.ts';
import { type EditorialEndpoints, editorialEndpoints } from './editorial-endpoints.ts';
import { type EpisodeMarkerEndpoints, episodeMarkerEndpoints } from './episode-marker-endpoints.ts';
import { type FaqEndpoints, faqEndpoints } from './faq-endpoints.ts';
import { type GenreEndpoints, genreEndpoints } from './genre-endpoints.ts';
import { type HomeLayoutEndpoints, homeLayoutEndpoints } from './home-layout-endpoints.ts';
import { type HomeSlideEndpoints, homeSlideEndpoints } from './home-slide-endpoints.ts';
import { type MoneyEndpoints, moneyEndpoints } from './money-endpoints.ts';
import { type OperatorAuthEndpoints, operatorAuthEndpoints } from './operator-auth-endpoints.ts';
import { type OperatorEndpoints, operatorEndpoints } from './operator-endpoints.ts';
import { type RulesEndpoints, rulesEndpoints } from './rules-endpoints.ts';
import { type SupportEndpoints, supportEndpoints } from './support-endpoints.ts';
import { type TitleImageEndpoints, titleImageEndpoints } from './title-image-endpoints.ts';
import { type VideoEndpoints, videoEndpoints } from './video-endpoints.ts';

/** The operator API's calls, on the same call rules and CSRF headers as the member API's. */
export type AdminApiClient = HttpClient &
  OperatorAuthEndpoints &
  OperatorEndpoints &
  CatalogueEndpoints &
  GenreEndpoints &
  EpisodeMarkerEndpoints &
  VideoEndpoints &
  TitleImageEndpoints &
  HomeSlideEndpoints &
  HomeLayoutEndpoints &
  CollectionEndpoints &
  EditorialEndpoints &
  RulesEndpoints &
  FaqEndpoints &
  SupportEndpoints &
  MoneyEndpoints;

/**
 * The operator console's client, apart from `createApiClient` so that no viewer page's bundle carries the
 * operator calls (the console's route chunks import `@hanabi/api-client/admin`, the viewer's never do).
 */
export function createAdminApiClient(config: ApiClientConfig): AdminApiClient {
  const http = createHttpClient(config);
  return {
    ...http,
    ...operatorAuthEndpoints(http),
    ...operatorEndpoints(http),
    ...catalogueEndpoints(http),
    ...genreEndpoints(http),
    ...episodeMarkerEndpoints(http),
    ...titleImageEndpoints(http),
    ...videoEndpoints(http),
    ...homeSlideEndpoints(http),
    ...homeLayoutEndpoints(http),
    ...collectionEndpoints(http),
    ...editorialEndpoints(http),
    ...rulesEndpoints(http),
    ...faqEndpoints(http),
    ...supportEndpoints(http),
    ...moneyEndpoints(http),
  };
}
