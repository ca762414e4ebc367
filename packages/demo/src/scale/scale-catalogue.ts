/**
 * A catalogue at production scale for benchmarks (default 100,000 titles and 1,000,000 episodes), the same
 * for a given seed on every run and every database. Names, readings, tags, cast and staff are drawn by a
 * seeded PRNG from ./words.ts; each batch of titles is sent as one JSON document and expanded by the
 * database (jsonb_to_recordset, generate_series), because PGlite has no COPY from a file and one round
 * trip per row would take hours.
 */

import type { AppDatabase } from '@hanabi/db';
import { liftRequestLimits } from '@hanabi/db';
import { sql } from 'drizzle-orm';
import {
  FAMILY_NAMES,
  GIVEN_NAMES,
  KANA_WORDS,
  KANJI_WORDS,
  KATAKANA_WORDS,
  LATIN_WORDS,
  STAFF_ROLES,
  SUFFIXES,
  TAG_NAMES,
  type Word,
} from './words.ts';

export interface ScaleCatalogueOptions {
  titles?: number;
  episodes?: number;
  /** Same seed, same catalogue. */
  seed?: number;
  /** Titles become available before this instant and their episodes are released by it. */
  now?: Date;
  /** Titles written per statement. */
  batchSize?: number;
  /** Called after each batch with the titles written so far. */
  onProgress?: (written: number) => void;
}

export interface ScaleCatalogue {
  titles: number;
  episodes: number;
  /** Inclusive range of the ids of the titles written. */
  firstTitleId: number;
  lastTitleId: number;
}

const DAY = 86_400_000;
const TAGS_PER_TITLE = 3;
const MATURE_SHARE = 0.1;

/** mulberry32: small, fast and good enough to spread words; deterministic for a seed. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

type Random = () => number;

function pick<T>(random: Random, list: readonly T[]): T {
  return list[Math.floor(random() * list.length)] as T;
}

function join(...parts: Word[]): Word {
  return { surface: parts.map((p) => p.surface).join(''), reading: parts.map((p) => p.reading).join('') };
}

const NO: Word = { surface: 'の', reading: 'の' };
const SPACE: Word = { surface: ' ', reading: '' };

/** A title name in one of the shapes real ones take: 鬼灯の庭, ネオン学園, NEON ドラゴン, きらきら図書館 外伝. */
function titleName(random: Random): Word {
  const shape = Math.floor(random() * 5);
  const base =
    shape === 0
      ? join(pick(random, KANJI_WORDS), NO, pick(random, KANJI_WORDS))
      : shape === 1
        ? join(pick(random, KATAKANA_WORDS), pick(random, KANJI_WORDS))
        : shape === 2
          ? join(pick(random, LATIN_WORDS), SPACE, pick(random, KATAKANA_WORDS))
          : shape === 3
            ? join(pick(random, KANA_WORDS), pick(random, KANJI_WORDS))
            : join(pick(random, KANJI_WORDS), pick(random, KATAKANA_WORDS), NO, pick(random, KANJI_WORDS));
  return random() < 0.15 ? join(base, SPACE, pick(random, SUFFIXES)) : base;
}

function personName(random: Random): string {
  return `${pick(random, FAMILY_NAMES).surface}${pick(random, GIVEN_NAMES).surface}`;
}

interface TitleDraft {
  slug: string;
  name: string;
  name_kana: string;
  synopsis: string;
  display_group: 'general_group' | 'mature_group';
  design_type: number;
  available_from: string;
  episodes: number;
  tags: string[];
  /** [kind, role, person] in display order. */
  credits: Array<[string, string, string]>;
}

function draftTitle(random: Random, slug: string, episodes: number, now: Date): TitleDraft {
  const name = titleName(random);
  const hero = pick(random, GIVEN_NAMES).surface;
  const place = pick(random, KANJI_WORDS).surface;
  const tags = new Set<string>();
  while (tags.size < TAGS_PER_TITLE) tags.add(pick(random, TAG_NAMES));
  return {
    slug,
    name: name.surface,
    name_kana: name.reading,
    synopsis: `${place}を舞台に、${hero}と${pick(random, KATAKANA_WORDS).surface}の${pick(random, KANJI_WORDS).surface}をめぐる物語。`,
    display_group: random() < MATURE_SHARE ? 'mature_group' : 'general_group',
    design_type: Math.floor(random() * 3),
    available_from: new Date(now.getTime() - Math.ceil(random() * 2_000) * DAY).toISOString(),
    episodes,
    tags: [...tags],
    credits: [
      ['cast', hero, personName(random)],
      ['cast', pick(random, GIVEN_NAMES).surface, personName(random)],
      ['staff', pick(random, STAFF_ROLES), personName(random)],
    ],
  };
}

async function insertTags(db: AppDatabase): Promise<void> {
  await db.execute(sql`
    insert into tags (name) select name from jsonb_array_elements_text(${JSON.stringify(TAG_NAMES)}::jsonb) as t(name)
    on conflict (name) do nothing`);
}

/**
 * One batch in one transaction. The keyword triggers of title_tags and title_credits would rewrite every
 * title of the batch once per statement; instead the titles are written with their keywords already
 * normalised (what hanabi_title_keywords() would compute) and the triggers, foreign-key checks included,
 * are skipped for the rows built from those very titles (session_replication_role = replica).
 */
async function insertBatch(db: AppDatabase, drafts: TitleDraft[], now: Date): Promise<{ first: number; last: number }> {
  const batch = JSON.stringify(drafts);
  return db.transaction(async (tx) => {
    await liftRequestLimits(tx);
    await tx.execute(sql`set local session_replication_role = replica`);
    const inserted = await tx.execute<{ first: number; last: number }>(sql`
      with written as (
        insert into titles (slug, name, name_kana, synopsis, display_group, design_type, available_from,
                            key_art, poster, search_keywords)
        select t.slug, t.name, t.name_kana, t.synopsis, t.display_group, t.design_type, t.available_from,
               jsonb_build_object('path', 'art/titles/' || t.slug || '/key-art.svg', 'width', 1280, 'height', 720),
               jsonb_build_object('path', 'art/titles/' || t.slug || '/poster.svg', 'width', 600, 'height', 900),
               (select coalesce(string_agg(distinct word, ' '), '')
                  from (select hanabi_search_text(tag) from jsonb_array_elements_text(t.tags) as tags(tag)
                        union all
                        select hanabi_search_text(credit ->> 2) from jsonb_array_elements(t.credits) as c(credit)
                        union all
                        select hanabi_search_text(credit ->> 1) from jsonb_array_elements(t.credits) as c(credit)
                          where credit ->> 0 = 'cast') as words(word)
                 where word <> '')
        from jsonb_to_recordset(${batch}::jsonb) as t(slug text, name text, name_kana text, synopsis text,
          display_group text, design_type smallint, available_from timestamptz, tags jsonb, credits jsonb)
        returning id
      )
      select min(id)::int as first, max(id)::int as last from written`);
    const range = inserted.rows[0];
    if (!range) throw new Error('no scale titles were written');
    await tx.execute(sql`
      insert into title_tags (title_id, tag_id)
      select titles.id, tags.id
      from jsonb_to_recordset(${batch}::jsonb) as t(slug text, tags jsonb)
      cross join lateral jsonb_array_elements_text(t.tags) as tag(name)
      join titles on titles.slug = t.slug
      join tags on tags.name = tag.name`);
    await tx.execute(sql`
      insert into title_credits (title_id, kind, role, person_name, position)
      select titles.id, credit ->> 0, credit ->> 1, credit ->> 2, position::int
      from jsonb_to_recordset(${batch}::jsonb) as t(slug text, credits jsonb)
      cross join lateral jsonb_array_elements(t.credits) with ordinality as c(credit, position)
      join titles on titles.slug = t.slug`);
    await tx.execute(sql`
      insert into episodes (title_id, number, prefix_name, name, summary, sec_length, thumbnail, released_at,
                            price_points, included_plan_ids)
      select titles.id, n, '第' || n || '話', 'エピソード' || n, titles.name || ' 第' || n || '話のあらすじ。', 1440,
             jsonb_build_object('path', 'art/episodes/' || titles.id || '-' || n || '.svg', 'width', 640, 'height', 360),
             ${now}::timestamptz - make_interval(days => t.episodes - n), 220, '{1,2}'
      from jsonb_to_recordset(${batch}::jsonb) as t(slug text, episodes int)
      join titles on titles.slug = t.slug
      cross join lateral generate_series(1, t.episodes) as n`);
    return range;
  });
}

/** Writes the scale catalogue; run it on an empty, migrated database (a seeded one works too). */
export async function writeScaleCatalogue(
  db: AppDatabase,
  options: ScaleCatalogueOptions = {},
): Promise<ScaleCatalogue> {
  const {
    titles = 100_000,
    episodes = 1_000_000,
    seed = 20_251_001,
    now = new Date(),
    batchSize = 2_000,
    onProgress,
  } = options;
  const random = seededRandom(seed);
  const perTitle = Math.floor(episodes / titles);
  const extra = episodes % titles;
  await insertTags(db);
  let firstTitleId = Number.POSITIVE_INFINITY;
  let lastTitleId = 0;
  for (let start = 0; start < titles; start += batchSize) {
    const drafts = Array.from({ length: Math.min(batchSize, titles - start) }, (_, offset) => {
      const index = start + offset;
      return draftTitle(random, `scale-${seed}-${index}`, perTitle + (index < extra ? 1 : 0), now);
    });
    const { first, last } = await insertBatch(db, drafts, now);
    firstTitleId = Math.min(firstTitleId, first);
    lastTitleId = Math.max(lastTitleId, last);
    onProgress?.(start + drafts.length);
  }
  // Fresh statistics, so the planner knows how common each search token is.
  await db.execute(sql`analyze titles`);
  await db.execute(sql`analyze episodes`);
  return { titles, episodes, firstTitleId, lastTitleId };
}
