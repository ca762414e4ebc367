import type { ApiClientConfig } from './config.ts';
import { type CampaignEndpoints, campaignEndpoints } from './endpoints/campaigns.ts';
import { type DiscoveryEndpoints, discoveryEndpoints } from './endpoints/discovery.ts';
import { type EpisodeListEndpoints, episodeListEndpoints } from './endpoints/episode-lists.ts';
import { type EpisodeEndpoints, episodeEndpoints } from './endpoints/episodes.ts';
import { type FaqEndpoints, faqEndpoints } from './endpoints/faq.ts';
import { type HealthEndpoints, healthEndpoints } from './endpoints/health.ts';
import { type HomeLayoutEndpoints, homeLayoutEndpoints } from './endpoints/home-layout.ts';
import { type HomeSlideEndpoints, homeSlideEndpoints } from './endpoints/home-slides.ts';
import { type InquiryEndpoints, inquiryEndpoints } from './endpoints/inquiries.ts';
import { type NoticeEndpoints, noticeEndpoints } from './endpoints/notices.ts';
import { type PurchaseEndpoints, purchaseEndpoints } from './endpoints/purchases.ts';
import { type RankingEndpoints, rankingEndpoints } from './endpoints/rankings.ts';
import { type RedirectEndpoints, redirectEndpoints } from './endpoints/redirects.ts';
import { type RulesEndpoints, rulesEndpoints } from './endpoints/rules.ts';
import { type SearchEndpoints, searchEndpoints } from './endpoints/search.ts';
import { type TitleListEndpoints, titleListEndpoints } from './endpoints/title-lists.ts';
import { type TitleEndpoints, titleEndpoints } from './endpoints/titles.ts';
import { type UserEndpoints, userEndpoints } from './endpoints/users.ts';
import { type ViewerListEndpoints, viewerListEndpoints } from './endpoints/viewer-lists.ts';
import { type WatchingEndpoints, watchingEndpoints } from './endpoints/watching.ts';
import { createHttpClient, type HttpClient } from './http/http-client.ts';

/** The generic verbs plus one typed method per endpoint; each endpoint module adds its own. */
export type ApiClient = HttpClient &
  TitleEndpoints &
  TitleListEndpoints &
  RankingEndpoints &
  SearchEndpoints &
  DiscoveryEndpoints &
  CampaignEndpoints &
  EpisodeEndpoints &
  EpisodeListEndpoints &
  UserEndpoints &
  ViewerListEndpoints &
  WatchingEndpoints &
  PurchaseEndpoints &
  InquiryEndpoints &
  NoticeEndpoints &
  RulesEndpoints &
  FaqEndpoints &
  HomeLayoutEndpoints &
  HomeSlideEndpoints &
  RedirectEndpoints &
  HealthEndpoints;

/**
 * One client per cookie store: in the browser, one for the page; in SSR, one per request (built
 * from that request's Cookie header, with `forwardHeaders` carrying it to the API).
 */
export function createApiClient(config: ApiClientConfig): ApiClient {
  const http = createHttpClient(config);
  return {
    ...http,
    ...titleEndpoints(http),
    ...titleListEndpoints(http),
    ...rankingEndpoints(http),
    ...searchEndpoints(http),
    ...discoveryEndpoints(http),
    ...campaignEndpoints(http),
    ...episodeEndpoints(http),
    ...episodeListEndpoints(http),
    ...userEndpoints(http),
    ...viewerListEndpoints(http),
    ...watchingEndpoints(http),
    ...purchaseEndpoints(http),
    ...inquiryEndpoints(http),
    ...noticeEndpoints(http),
    ...rulesEndpoints(http),
    ...faqEndpoints(http),
    ...homeLayoutEndpoints(http),
    ...homeSlideEndpoints(http),
    ...redirectEndpoints(http),
    ...healthEndpoints(http),
  };
}
