/**
 * Turns the hand-written demo catalogue into the rows to write, anchored at a reference date. Pure: the
 * same catalogue and date always give the same plan, which is what makes the seed's fingerprint work.
 */

import type { episodes, titleCredits, titles } from '@hanabi/db';
import { episodeThumbnailImage, keyArtImage, posterImage } from '@hanabi/media';
import type { DemoGenreGroup, DemoTitle } from './catalogue-schema.ts';

export interface DemoCatalogue {
  titles: readonly DemoTitle[];
  genreGroups: readonly DemoGenreGroup[];
}

type TitleRow = Omit<typeof titles.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
type EpisodeRow = Omit<typeof episodes.$inferInsert, 'id' | 'titleId' | 'createdAt' | 'updatedAt'>;
type CreditRow = Omit<typeof titleCredits.$inferInsert, 'id' | 'titleId'>;

export interface PlannedTitle {
  row: TitleRow;
  genres: string[];
  tags: string[];
  credits: CreditRow[];
  episodes: EpisodeRow[];
}

export interface SeedPlan {
  genreGroups: Array<{ name: string; position: number }>;
  genres: Array<{ name: string; nameKana: string; position: number; groupName: string }>;
  tags: string[];
  titles: PlannedTitle[];
}

const DAY_MS = 24 * 60 * 60 * 1000;

function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

export function planDemoCatalogue(catalogue: DemoCatalogue, referenceDate: Date): SeedPlan {
  const genres = catalogue.genreGroups.flatMap((group) =>
    group.genres.map((genre, position) => ({ ...genre, position, groupName: group.name })),
  );
  const genreNames = new Set(genres.map((genre) => genre.name));
  const slugs = new Set<string>();
  for (const title of catalogue.titles) {
    // Mistakes in hand-written content should name the culprit, not surface as a foreign-key error.
    if (slugs.has(title.slug)) throw new Error(`Demo catalogue: the slug "${title.slug}" is used twice.`);
    slugs.add(title.slug);
    const unknown = title.genres.find((name) => !genreNames.has(name));
    if (unknown) throw new Error(`Demo catalogue: "${title.slug}" names the genre "${unknown}", which no group lists.`);
  }
  return {
    genreGroups: catalogue.genreGroups.map((group, position) => ({ name: group.name, position })),
    genres,
    tags: [...new Set(catalogue.titles.flatMap((title) => title.tags))],
    titles: catalogue.titles.map((title) => planTitle(title, referenceDate)),
  };
}

function planTitle(title: DemoTitle, referenceDate: Date): PlannedTitle {
  const availableFrom = addDays(referenceDate, -title.availableSinceDays);
  return {
    row: {
      slug: title.slug,
      name: title.name,
      nameKana: title.nameKana,
      synopsis: title.synopsis,
      productionCompany: title.productionCompany,
      copyright: title.copyright,
      productionYear: title.productionYear,
      designType: title.designType,
      displayGroup: title.displayGroup,
      isAgeRestrictionR18: title.isAgeRestrictionR18,
      keyArt: keyArtImage(title.slug),
      poster: posterImage(title.slug),
      availableFrom,
      // Open-ended titles keep the schema's default end of the window (9999-12-31).
      availableUntil: title.availableForDays === null ? undefined : addDays(referenceDate, title.availableForDays),
    },
    genres: [...new Set(title.genres)],
    tags: [...new Set(title.tags)],
    credits: [
      ...title.cast.map((cast, position) => ({
        kind: 'cast' as const,
        role: cast.character,
        personName: cast.name,
        position,
      })),
      ...title.staff.map((staff, position) => ({
        kind: 'staff' as const,
        role: staff.role,
        personName: staff.name,
        position,
      })),
    ],
    episodes: title.episodes.map((episode) => ({
      number: episode.number,
      prefixName: episode.prefixName,
      name: episode.name,
      summary: episode.summary,
      secLength: episode.secLength,
      thumbnail: episodeThumbnailImage(title.slug, episode.number, episode.cut),
      releasedAt: addDays(availableFrom, episode.releaseOffsetDays),
      isFree: episode.isFree,
      pricePoints: episode.pricePoints,
      includedPlanIds: episode.includedPlanIds,
      cut: episode.cut,
    })),
  };
}
