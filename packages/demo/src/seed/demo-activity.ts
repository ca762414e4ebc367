/**
 * Demo viewing activity (decision 0019): started playbacks by guests over the DEMO_ACTIVITY_DAYS before the
 * reference date, so that rankings, the `popular` sort and recommendations have something to order on a
 * fresh start. Deterministic: the same catalogue and date always give the same views (the counts' noise is
 * a hash of the title and the day), which the seed's fingerprint relies on.
 *
 * The shape is chosen so that the lists differ: within each display group a few titles clearly lead
 * (popularity falls as 1/rank), the overall leader is steady, the runner-up surged this week and the third
 * spiked in the last day, so the daily, weekly and monthly rankings each have another number one.
 *
 * Which rows are demo views: guest views (user_id null) dated before the reference date. The reference date
 * is the product's first start, and production ignores X-Debug-Time, so no real view is dated before it;
 * a re-run of the seed therefore replaces exactly the demo views, with no marker column.
 */
import { createHash } from 'node:crypto';
import type { AppDatabase } from '@hanabi/db';
import { episodes, episodeViews, titles } from '@hanabi/db';
import { and, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { PlannedTitle, SeedPlan } from './plan.ts';
import { chunks } from './upsert.ts';

export const DEMO_ACTIVITY_DAYS = 60;
/** Daily views of a display group's most popular title; the title at rank r gets this / (r + 1). */
const LEADER_DAILY_VIEWS = 24;
const RISER_WEEK_FACTOR = 3;
const RISER_EARLIER_FACTOR = 0.5;
const SPIKE_FACTOR = 12;
/**
 * The most popular title of a genre distributed over the whole window draws this many times its share, so
 * that each genre has a clear top (the three leading roles top theirs already).
 */
const HEADLINER_FACTOR = 3;
const LEADING_ROLES = 3;
const DAY_MS = 24 * 60 * 60 * 1000;

/** One demo view, by the natural keys of its episode (ids are only known when writing). */
export interface DemoView {
  slug: string;
  number: number;
  cut: 'broadcast' | 'premium';
  viewedAt: Date;
}

/** `count` numbers in [0, 1) that depend only on `key`: 16 from each SHA-512 of the key and a block number. */
function noiseSeries(key: string, count: number): number[] {
  const values: number[] = [];
  for (let block = 0; values.length < count; block += 1) {
    const digest = createHash('sha512').update(`${key}#${block}`).digest();
    for (let offset = 0; offset < digest.length && values.length < count; offset += 4) {
      values.push(digest.readUInt32BE(offset) / 2 ** 32);
    }
  }
  return values;
}

/** The title's window in epoch milliseconds (numbers: they are compared once per view). */
function windowOf(title: PlannedTitle): { from: number; until: number } {
  const { availableFrom, availableUntil } = title.row;
  return {
    from: availableFrom?.getTime() ?? Number.POSITIVE_INFINITY,
    until: availableUntil?.getTime() ?? Number.POSITIVE_INFINITY,
  };
}

/**
 * Views of the title at popularity rank `rank` on each day before the reference (index 0: the last day);
 * `factor` scales them all.
 */
function dailyViews(title: PlannedTitle, rank: number, factor: number): number[] {
  return noiseSeries(`views:${title.row.slug}`, DEMO_ACTIVITY_DAYS).map((noise, daysAgo) => {
    let expected = (factor * LEADER_DAILY_VIEWS) / (rank + 1);
    if (rank === 1) expected *= daysAgo < 7 ? RISER_WEEK_FACTOR : RISER_EARLIER_FACTOR;
    if (rank === 2 && daysAgo === 0) expected *= SPIKE_FACTOR;
    return Math.round(expected * (0.6 + 0.8 * noise));
  });
}

/**
 * Titles of one display group by popularity. The leading roles (steady, riser, spike) go to titles
 * distributed over the whole window and with no end date, so that each leads the period it is meant to
 * lead, for as long as the demo runs.
 */
function byPopularity(group: PlannedTitle[], windowStart: number): PlannedTitle[] {
  const order = new Map(group.map((title) => [title, noiseSeries(`rank:${title.row.slug}`, 1)[0] ?? 0]));
  const shuffled = [...group].sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0));
  const leaders = shuffled
    .filter((title) => title.row.availableUntil == null && windowOf(title).from <= windowStart)
    .slice(0, LEADING_ROLES);
  return [...leaders, ...shuffled.filter((title) => !leaders.includes(title))];
}

export function planDemoActivity(plan: SeedPlan, referenceDate: Date): DemoView[] {
  const windowStart = referenceDate.getTime() - DEMO_ACTIVITY_DAYS * DAY_MS;
  const displayGroups = new Set(plan.titles.map((title) => title.row.displayGroup));
  const views: DemoView[] = [];
  for (const displayGroup of displayGroups) {
    const group = plan.titles.filter((title) => title.row.displayGroup === displayGroup);
    const ranked = byPopularity(group, windowStart);
    const genres = new Set(group.flatMap((title) => title.genres));
    const headliners = new Set(
      [...genres].map((genre) =>
        ranked.find(
          (title, rank) => rank >= LEADING_ROLES && title.genres.includes(genre) && windowOf(title).from <= windowStart,
        ),
      ),
    );
    for (const [rank, title] of ranked.entries()) {
      const { from, until } = windowOf(title);
      const episodes = title.episodes.map((episode) => ({ ...episode, releasedAt: episode.releasedAt.getTime() }));
      for (const [daysAgo, count] of dailyViews(title, rank, headliners.has(title) ? HEADLINER_FACTOR : 1).entries()) {
        const dayStart = referenceDate.getTime() - (daysAgo + 1) * DAY_MS;
        for (let index = 0; index < count; index += 1) {
          // Spread evenly over the day; each view is of an episode released by then, in turn.
          const viewedAt = dayStart + Math.floor(((index + 0.5) / count) * DAY_MS);
          if (viewedAt < from || viewedAt >= until) continue;
          const released = episodes.filter((episode) => episode.releasedAt <= viewedAt);
          const episode = released[(index + daysAgo) % Math.max(released.length, 1)];
          if (!episode) continue;
          views.push({
            slug: title.row.slug,
            number: episode.number,
            cut: episode.cut ?? 'broadcast',
            viewedAt: new Date(viewedAt),
          });
        }
      }
    }
  }
  return views;
}

/**
 * Replaces the demo views: deletes the guest views dated before `demoBefore` (the latest reference date
 * the demo views were written against) and writes `views`.
 */
export async function writeDemoActivity(tx: AppDatabase, views: readonly DemoView[], demoBefore: Date): Promise<void> {
  await tx.delete(episodeViews).where(and(isNull(episodeViews.userId), lt(episodeViews.viewedAt, demoBefore)));
  const slugs = [...new Set(views.map((view) => view.slug))];
  if (slugs.length === 0) return;
  const rows = await tx
    .select({
      id: episodes.id,
      titleId: episodes.titleId,
      slug: titles.slug,
      number: episodes.number,
      cut: episodes.cut,
    })
    .from(episodes)
    .innerJoin(titles, eq(titles.id, episodes.titleId))
    .where(inArray(titles.slug, slugs));
  const episodeByKey = new Map(rows.map((row) => [`${row.slug}/${row.number}/${row.cut}`, row]));
  const values = views.map((view) => {
    const episode = episodeByKey.get(`${view.slug}/${view.number}/${view.cut}`);
    if (!episode) throw new Error(`Seed: no episode ${view.number} (${view.cut}) of "${view.slug}" was written.`);
    return { episodeId: episode.id, titleId: episode.titleId, viewedAt: view.viewedAt };
  });
  for (const chunk of chunks(values)) await tx.insert(episodeViews).values(chunk);
}
