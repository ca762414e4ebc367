/**
 * Search reads (decision 0018). Matching happens entirely in SQL with the migration's functions, so the
 * query goes through the same normaliser as the documents: hanabi_search_text(q). The GIN index over
 * search_tokens (and synopsis_tokens) finds the candidates, strpos() keeps those that really contain the
 * query, and the first rule that holds ranks each one. A query is searched as each of its texts (as typed,
 * and its hiragana when typed in romaji: romaji.ts), a title keeping its best rank; equal ranks go to the
 * more popular title first, by the `popular` sort's activity score. The query is always a bound parameter.
 */
import type { TitleFilters } from '@hanabi/contract';
import { type AppDatabase, titles } from '@hanabi/db';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import { titleActivity } from '../catalogue/title-activity.ts';
import {
  cardColumns,
  type ListScope,
  listableTitles,
  POPULAR_PERIOD_DAYS,
  releasedEpisodeCount,
  type TitleCardRow,
} from '../catalogue/title-query.ts';
import { searchedTexts } from './romaji.ts';

/** What a search looks through: names and readings only, plus keywords, plus the synopsis too. */
export type SearchScope = 'names' | 'keywords' | 'synopsis';

/** Ranks of SEARCH_MATCHES, by position: 0 exact_name … 4 synopsis. */
export type MatchRank = 0 | 1 | 2 | 3 | 4;

export interface SearchResultRow extends TitleCardRow {
  rank: MatchRank;
}

export interface SearchRepository {
  /** One page of the listable titles matching `q`, best match first, and how many were ranked (see candidateIds). */
  searchTitles(
    query: { q: string; scope: SearchScope; filters: TitleFilters; limit: number; offset: number },
    listScope: ListScope,
  ): Promise<{ rows: SearchResultRow[]; total: number }>;
  /** Up to `limit` listable titles whose name or reading contains `q`, best match first. */
  suggestTitles(
    query: { q: string; filters: TitleFilters; limit: number },
    listScope: ListScope,
  ): Promise<Array<{ id: number; name: string; nameKana: string }>>;
}

function normalised(q: string): SQL<string> {
  return sql<string>`hanabi_search_text(${q})`;
}

/**
 * Titles whose token arrays hold every token of the query: a GIN index lookup. It over-matches (the
 * pairs of "abca" are all in "bcab"), so the rank below verifies. A query that normalises to nothing
 * matches nothing (its empty token array would be contained in every title's).
 */
function candidates(q: string, scope: SearchScope): SQL | undefined {
  const tokens = sql`hanabi_search_query_tokens(${normalised(q)})`;
  const nameTokens = sql`${titles.searchTokens} @> ${tokens}`;
  return and(
    sql`${normalised(q)} <> ''`,
    scope === 'synopsis' ? sql`(${nameTokens} or ${titles.synopsisTokens} @> ${tokens})` : nameTokens,
  );
}

/** The best rule the title meets (a MatchRank), or null when it does not contain the query at all. */
function matchRank(q: string, scope: SearchScope): SQL<MatchRank | null> {
  const n = normalised(q);
  const rules = [
    sql`when ${titles.searchName} = ${n} or ${titles.searchKana} = ${n} then 0`,
    sql`when starts_with(${titles.searchName}, ${n}) or starts_with(${titles.searchKana}, ${n}) then 1`,
    sql`when strpos(${titles.searchName}, ${n}) > 0 or strpos(${titles.searchKana}, ${n}) > 0 then 2`,
  ];
  if (scope !== 'names') rules.push(sql`when strpos(${titles.searchKeywords}, ${n}) > 0 then 3`);
  if (scope === 'synopsis') rules.push(sql`when strpos(${titles.searchSynopsis}, ${n}) > 0 then 4`);
  return sql<MatchRank | null>`(case ${sql.join(rules, sql` `)} end)`;
}

/** Titles ranked per query at most, besides those whose name starts with it: see rankedMatches. */
export const SEARCH_CANDIDATE_LIMIT = 1_000;

/**
 * `matches (id, name, name_kana, rank)`: the titles matching any text of the query (searchedTexts), each
 * with the best rank one of them gave it.
 */
function rankedMatches(
  q: string,
  scope: SearchScope,
  filters: TitleFilters,
  listScope: ListScope,
  candidateLimit: number,
): SQL {
  const arms = searchedTexts(q).map((text) => textMatches(text, scope, filters, listScope, candidateLimit));
  return sql`(select id, name, name_kana, min(rank) as rank from (${sql.join(arms, sql` union `)}) as arms
    group by id, name, name_kana) as matches`;
}

/**
 * At most `candidateLimit` listable titles as the GIN index yields them, those that really contain `q`,
 * together with up to `candidateLimit` whose name starts with it, found through the btree index on
 * search_name so that an exact or prefix match is never left out. When the index yields fewer titles than
 * the limit this is every match. A query found in a large share of the catalogue (one common character)
 * thus reads a bounded number of rows instead of all of them; the price is that past the name-prefix
 * matches it ranks a subset.
 */
function textMatches(
  q: string,
  scope: SearchScope,
  filters: TitleFilters,
  listScope: ListScope,
  candidateLimit: number,
): SQL {
  const n = normalised(q);
  const rank = matchRank(q, scope);
  const listable = listableTitles(filters, listScope);
  // A range of the index, which starts_with() alone cannot use; starts_with() keeps it exact under any collation.
  const startsWith = and(
    sql`${n} <> ''`,
    sql`${titles.searchName} >= ${n} and ${titles.searchName} < ${n} || chr(1114111)`,
    sql`starts_with(${titles.searchName}, ${n})`,
    listable,
  );
  const columns = sql`${titles.id} as id, ${titles.name} as name, ${titles.nameKana} as name_kana, ${rank} as rank`;
  // The limit applies to what the index yields, before the verification: the planner cannot estimate how
  // many candidates strpos() keeps, and a limit after it could scan far more rows than it expects. The
  // subquery is named "titles" so that the rank expression reads its columns.
  const indexed = sql`(select ${titles.id}, ${titles.name}, ${titles.nameKana}, ${titles.searchName},
      ${titles.searchKana}, ${titles.searchKeywords}, ${titles.searchSynopsis}
    from ${titles} where ${and(candidates(q, scope), listable)} limit ${candidateLimit}) as ${titles}`;
  return sql`(select ${columns} from ${indexed} where ${rank} is not null)
    union
    (select ${columns} from ${titles} where ${startsWith} order by ${titles.searchName} limit ${candidateLimit})`;
}

const match = {
  id: sql<number>`matches.id`,
  name: sql<string>`matches.name`,
  nameKana: sql<string>`matches.name_kana`,
  rank: sql<MatchRank>`matches.rank`,
};

export function createSearchRepository(
  db: AppDatabase,
  { candidateLimit = SEARCH_CANDIDATE_LIMIT }: { candidateLimit?: number } = {},
): SearchRepository {
  return {
    async searchTitles({ q, scope, filters, limit, offset }, listScope) {
      const matches = rankedMatches(q, scope, filters, listScope, candidateLimit);
      const { activity, popularity } = popularityOf(listScope.now);
      // The page is chosen among the matches alone; only its rows are joined to their episodes.
      const page = db
        .select({
          // Named apart from the titles' columns, which the page is joined to.
          id: match.id.as('match_id'),
          rank: match.rank.as('match_rank'),
          popularity: popularity.as('match_popularity'),
          total: sql<number>`(count(*) over ())::int`.as('match_total'),
        })
        .from(matches)
        .leftJoin(activity, eq(activity.titleId, match.id))
        .orderBy(asc(match.rank), desc(popularity), asc(match.nameKana), asc(match.id))
        .limit(limit)
        .offset(offset)
        .as('page');
      const rows = await db
        .select({
          ...cardColumns,
          episodeCount: releasedEpisodeCount(listScope.now),
          rank: page.rank,
          total: page.total,
        })
        .from(page)
        .innerJoin(titles, eq(titles.id, page.id))
        .orderBy(asc(page.rank), desc(page.popularity), asc(titles.nameKana), asc(titles.id));
      const total = rows[0]?.total ?? (offset === 0 ? 0 : await countMatches());
      return { rows: rows.map(({ total: _, ...row }) => row), total };

      // Past the last page the window count has no row to ride on: count the matches on their own.
      async function countMatches(): Promise<number> {
        const [counted] = await db.select({ total: sql<number>`count(*)::int` }).from(matches);
        return counted?.total ?? 0;
      }
    },

    suggestTitles({ q, filters, limit }, listScope) {
      const { activity, popularity } = popularityOf(listScope.now);
      return db
        .select({ id: match.id, name: match.name, nameKana: match.nameKana })
        .from(rankedMatches(q, 'names', filters, listScope, candidateLimit))
        .leftJoin(activity, eq(activity.titleId, match.id))
        .orderBy(asc(match.rank), desc(popularity), asc(match.nameKana), asc(match.id))
        .limit(limit);
    },
  };

  /** The week's activity of every title with some, read once per search, and a match's score (0 without). */
  function popularityOf(now: Date) {
    const { activity, score } = titleActivity(db, now, POPULAR_PERIOD_DAYS);
    return { activity, popularity: sql<number>`coalesce(${score}, 0)` };
  }
}
