/**
 * Search (decision 0018). Queries are normalised by the database exactly as the documents are (NFKC,
 * katakana→hiragana, lower case, no spaces, long-vowel marks or punctuation). A query that normalises to
 * nothing answers an empty list, not an error; one longer than 100 characters answers 400.
 */
import { z } from 'zod';
import { titleListQuerySchema } from './catalogue-query.ts';
import { pagedList } from './envelope.ts';
import { titleCardSchema } from './titles.ts';

export const SEARCH_QUERY_MAX_LENGTH = 100;
// Not trimmed here: the database's normaliser drops spaces, so a query of spaces alone answers an empty list.
const searchTextSchema = z.string().min(1).max(SEARCH_QUERY_MAX_LENGTH);

/** Where a title matched, best first: the order results are ranked in. */
export const SEARCH_MATCHES = ['exact_name', 'name_prefix', 'name', 'keyword', 'synopsis'] as const;
export type SearchMatch = (typeof SEARCH_MATCHES)[number];

/** GET /v1/search (name, reading, tags, cast and staff) and GET /v1/fulltext_search (also the synopsis). */
export const searchQuerySchema = titleListQuerySchema.omit({ sort: true }).extend({ q: searchTextSchema });
export type SearchQuery = z.infer<typeof searchQuerySchema>;
export const searchResultSchema = titleCardSchema.extend({ matched: z.enum(SEARCH_MATCHES) });
export const searchResultListSchema = pagedList(searchResultSchema);
export type SearchResultList = z.infer<typeof searchResultListSchema>;

/** GET /v1/titles/search: name suggestions while the viewer types (name and reading only). */
export const titleSuggestionQuerySchema = searchQuerySchema
  .pick({ q: true, display_group: true })
  .extend({ limit: z.coerce.number().int().min(1).max(20).default(10) });
export type TitleSuggestionQuery = z.infer<typeof titleSuggestionQuerySchema>;
export const titleSuggestionsSchema = z.object({
  items: z.array(z.object({ id: z.number().int(), name: z.string(), name_kana: z.string() })),
});
export type TitleSuggestions = z.infer<typeof titleSuggestionsSchema>;
