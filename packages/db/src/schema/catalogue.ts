/**
 * Catalogue tables. Owner: apps/api (the only service that writes them; operators change them through
 * the admin API). See ARCHITECTURE.md for the ownership of every table.
 */
import type { ImageVariantType } from '@hanabi/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';

/** A generated or uploaded picture; width and height are known so pages never shift while loading. */
export interface StoredImage {
  /** Path under the media root, e.g. 'art/titles/12/key-art.svg'; an upload's largest JPEG. */
  path: string;
  width: number;
  height: number;
  /** An uploaded picture's widths and formats (decision 0045); absent for the demo's SVG artwork. */
  variants?: StoredImageVariant[];
}

export interface StoredImageVariant {
  path: string;
  width: number;
  height: number;
  type: ImageVariantType;
}

/** The spec's default time window (§3): 2021-01-01T00:00:00 to 9999-12-31T23:59:00, Japan time. */
const WINDOW_START = sql`'2021-01-01T00:00:00+09:00'::timestamptz`;
const WINDOW_END = sql`'9999-12-31T23:59:00+09:00'::timestamptz`;

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const genreGroups = pgTable('genre_groups', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  position: integer('position').notNull().default(0),
});

export const genres = pgTable(
  'genres',
  {
    id: serial('id').primaryKey(),
    genreGroupId: integer('genre_group_id')
      .notNull()
      .references(() => genreGroups.id, { onDelete: 'restrict' }),
    name: text('name').notNull().unique(),
    nameKana: text('name_kana').notNull(),
    position: integer('position').notNull().default(0),
  },
  (table) => [index('genres_group_idx').on(table.genreGroupId)],
);

export const tags = pgTable('tags', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  /** Where operators placed the tag: a title's tags are shown in this order (ties by id). */
  position: integer('position').notNull().default(0),
});

export const titles = pgTable(
  'titles',
  {
    id: serial('id').primaryKey(),
    /** Stable key of seeded and imported titles, so re-running a seed or import never duplicates. */
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    /** Reading in hiragana: search and the spec's `kana` sort. */
    nameKana: text('name_kana').notNull(),
    synopsis: text('synopsis').notNull().default(''),
    productionCompany: text('production_company').notNull().default(''),
    copyright: text('copyright').notNull().default(''),
    productionYear: smallint('production_year'),
    /** Spec §3 design types: comic 0, anime 1, game 2. */
    designType: smallint('design_type').notNull().default(1),
    displayGroup: text('display_group', { enum: ['general_group', 'mature_group'] })
      .notNull()
      .default('general_group'),
    isAgeRestrictionR18: boolean('is_age_restriction_r18').notNull().default(false),
    keyArt: jsonb('key_art').$type<StoredImage>().notNull(),
    poster: jsonb('poster').$type<StoredImage>().notNull(),
    availableFrom: timestamp('available_from', { withTimezone: true }).notNull().default(WINDOW_START),
    availableUntil: timestamp('available_until', { withTimezone: true }).notNull().default(WINDOW_END),
    /**
     * When an operator published the title; null while it is a draft, which no viewer sees (decision 0046).
     * Defaults to the insert's time so that the seed and imports publish what they write; the operator API
     * creates drafts explicitly.
     */
    publishedAt: timestamp('published_at', { withTimezone: true }).defaultNow(),
    ...timestamps,
    // Search columns (decision 0018). hanabi_search_text() and hanabi_search_tokens() are SQL functions
    // created by migration 0007, so the documents and the queries are normalised by one implementation.
    /** Normalised tag, cast, character and staff names, one word each; kept by triggers on those tables. */
    searchKeywords: text('search_keywords').notNull().default(''),
    searchName: text('search_name').notNull().generatedAlwaysAs(sql`hanabi_search_text(name)`),
    searchKana: text('search_kana').notNull().generatedAlwaysAs(sql`hanabi_search_text(name_kana)`),
    searchSynopsis: text('search_synopsis').notNull().generatedAlwaysAs(sql`hanabi_search_text(synopsis)`),
    /** Every character and character pair of the name, the reading and the keywords (GIN-indexed). */
    searchTokens: text('search_tokens')
      .array()
      .notNull()
      .generatedAlwaysAs(
        sql`hanabi_search_tokens(hanabi_search_text(name) || ' ' || hanabi_search_text(name_kana) || ' ' || search_keywords)`,
      ),
    /** Every character and character pair of the synopsis: the full-text search's index. */
    synopsisTokens: text('synopsis_tokens')
      .array()
      .notNull()
      .generatedAlwaysAs(sql`hanabi_search_tokens(hanabi_search_text(synopsis))`),
  },
  (table) => [
    index('titles_name_kana_idx').on(table.nameKana),
    index('titles_search_name_idx').on(table.searchName),
    index('titles_search_tokens_idx').using('gin', table.searchTokens),
    index('titles_synopsis_tokens_idx').using('gin', table.synopsisTokens),
    index('titles_availability_idx').on(table.availableFrom, table.availableUntil),
    check('titles_design_type_check', sql`${table.designType} in (0, 1, 2)`),
    // An R18 title must never leak into general lists.
    check(
      'titles_r18_is_mature_check',
      sql`not ${table.isAgeRestrictionR18} or ${table.displayGroup} = 'mature_group'`,
    ),
    check('titles_window_check', sql`${table.availableFrom} < ${table.availableUntil}`),
  ],
);

export const titleGenres = pgTable(
  'title_genres',
  {
    titleId: integer('title_id')
      .notNull()
      .references(() => titles.id, { onDelete: 'cascade' }),
    genreId: integer('genre_id')
      .notNull()
      .references(() => genres.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.titleId, table.genreId] }),
    index('title_genres_genre_idx').on(table.genreId),
  ],
);

export const titleTags = pgTable(
  'title_tags',
  {
    titleId: integer('title_id')
      .notNull()
      .references(() => titles.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.titleId, table.tagId] }), index('title_tags_tag_idx').on(table.tagId)],
);

/** Cast (role = character) and staff (role = job) of a title, in display order. */
export const titleCredits = pgTable(
  'title_credits',
  {
    id: serial('id').primaryKey(),
    titleId: integer('title_id')
      .notNull()
      .references(() => titles.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['cast', 'staff'] }).notNull(),
    role: text('role').notNull(),
    personName: text('person_name').notNull(),
    position: integer('position').notNull(),
  },
  (table) => [index('title_credits_title_idx').on(table.titleId, table.kind, table.position)],
);

export const episodes = pgTable(
  'episodes',
  {
    id: serial('id').primaryKey(),
    titleId: integer('title_id')
      .notNull()
      .references(() => titles.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    prefixName: text('prefix_name').notNull(),
    name: text('name').notNull(),
    summary: text('summary').notNull().default(''),
    secLength: integer('sec_length').notNull(),
    thumbnail: jsonb('thumbnail').$type<StoredImage>().notNull(),
    releasedAt: timestamp('released_at', { withTimezone: true }).notNull(),
    /** When the episode stops being shown (its end window); the spec's far default when it never does. */
    availableUntil: timestamp('available_until', { withTimezone: true }).notNull().default(WINDOW_END),
    /** When an operator published the episode; null while it is a draft (decision 0046). Same default as titles. */
    publishedAt: timestamp('published_at', { withTimezone: true }).defaultNow(),
    /** Free for everyone, guests included. */
    isFree: boolean('is_free').notNull().default(false),
    /** Price when bought on its own; null when not sold individually. */
    pricePoints: integer('price_points'),
    /** Plans whose members may watch it (1 lite, 2 premium). */
    includedPlanIds: smallint('included_plan_ids').array().notNull().default(sql`'{}'::smallint[]`),
    /** 'broadcast' is the TV version; 'premium' the uncut version. */
    cut: text('cut', { enum: ['broadcast', 'premium'] })
      .notNull()
      .default('broadcast'),
    ...timestamps,
  },
  (table) => [
    unique('episodes_title_number_cut_key').on(table.titleId, table.number, table.cut),
    index('episodes_released_at_idx').on(table.releasedAt),
    check('episodes_price_check', sql`${table.pricePoints} is null or ${table.pricePoints} > 0`),
    check('episodes_sec_length_check', sql`${table.secLength} > 0`),
    check('episodes_window_check', sql`${table.releasedAt} < ${table.availableUntil}`),
    // Every episode must be reachable somehow: free, for sale, or in a plan.
    check(
      'episodes_reachable_check',
      sql`${table.isFree} or ${table.pricePoints} is not null or cardinality(${table.includedPlanIds}) > 0`,
    ),
    check('episodes_free_is_broadcast_check', sql`not ${table.isFree} or ${table.cut} = 'broadcast'`),
  ],
);
