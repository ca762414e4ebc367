import { searchListRoute } from './search.route.ts';

/** GET /v1/fulltext_search — as GET /v1/search, and the synopsis too. */
export const fulltextSearchRoute = searchListRoute({
  url: '/v1/fulltext_search',
  scope: 'synopsis',
  summary: 'Search titles, synopses included',
  description:
    'As GET /v1/search; a title whose synopsis alone contains the query is found too, ranked after every ' +
    'name and keyword match (matched: synopsis).',
});
