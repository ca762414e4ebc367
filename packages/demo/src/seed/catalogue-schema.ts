/**
 * Shape of the hand-written demo catalogue. Every title, person and company in it is fictional.
 * The seed turns these records into rows; ids are assigned by the database.
 *
 * The content itself lives in ./data/*.json; these schemas validate it when catalogue.ts loads it, so a
 * mistake in the data fails loudly instead of producing a broken seed.
 */
import { z } from 'zod';

/** Hiragana and the long-vowel mark only: no katakana, no spaces. */
const HIRAGANA = /^[ぁ-ゖー]+$/;

export const demoDesignTypeSchema = z.literal([0, 1, 2]);
export type DemoDesignType = z.infer<typeof demoDesignTypeSchema>;

export const demoEpisodeSchema = z
  .strictObject({
    /** 1-based order within the title. */
    number: z.int().min(1),
    /** Shown before the name, e.g. 「第1話」「特別編」. */
    prefixName: z.string(),
    name: z.string(),
    /** Two or three natural Japanese sentences. */
    summary: z.string(),
    /** Running time in seconds. */
    secLength: z.int().positive(),
    /** Days after the title's first release at which this episode is released. */
    releaseOffsetDays: z.int(),
    /** Free for everyone, guests included. */
    isFree: z.boolean(),
    /** Price when bought on its own; null when it is not sold individually. */
    pricePoints: z.int().positive().nullable(),
    /** Plans whose members may watch it: 1 lite, 2 premium. */
    includedPlanIds: z.array(z.literal([1, 2])),
    /** 'broadcast' is the TV version; 'premium' the uncut version for premium members. */
    cut: z.enum(['broadcast', 'premium']),
  })
  .refine((episode) => episode.isFree || episode.pricePoints !== null || episode.includedPlanIds.length > 0, {
    message: 'episode is unreachable: not free, not sold individually and in no plan',
  })
  .refine((episode) => !episode.isFree || episode.cut === 'broadcast', {
    message: "a free episode must be the 'broadcast' cut",
    path: ['cut'],
  });
export type DemoEpisode = z.infer<typeof demoEpisodeSchema>;

export const demoTitleSchema = z
  .strictObject({
    /** Stable key used by the seed to stay idempotent, lowercase ascii, e.g. 'hoshifuru-machi'. */
    slug: z.string(),
    name: z.string(),
    /** Reading in hiragana (no katakana, no spaces), used for search and the kana sort. */
    nameKana: z.string().regex(HIRAGANA, 'must be hiragana only (no katakana, no spaces)'),
    synopsis: z.string(),
    productionCompany: z.string(),
    /** e.g. '©2024 星降る町製作委員会' */
    copyright: z.string(),
    productionYear: z.int(),
    designType: demoDesignTypeSchema,
    displayGroup: z.enum(['general_group', 'mature_group']),
    isAgeRestrictionR18: z.boolean(),
    /** Names from DEMO_GENRES. */
    genres: z.array(z.string()),
    /** Free-form Japanese tags, reused across titles where natural. */
    tags: z.array(z.string()),
    cast: z.array(z.strictObject({ character: z.string(), name: z.string() })),
    staff: z.array(z.strictObject({ role: z.string(), name: z.string() })),
    /** Days before the reference date (the time of the first seed) the title became available; negative = later. */
    availableSinceDays: z.int(),
    /** Days after the reference date at which it stops being available; null means open-ended. */
    availableForDays: z.int().nullable(),
    /** Hue 0–359 for the generated key art. */
    artHue: z.int().min(0).max(359),
    episodes: z.array(demoEpisodeSchema),
  })
  .refine((title) => !title.isAgeRestrictionR18 || title.displayGroup === 'mature_group', {
    message: "an R18 title must be in 'mature_group'",
    path: ['displayGroup'],
  })
  .superRefine((title, ctx) => {
    const seen = new Set<string>();
    title.episodes.forEach((episode, index) => {
      const key = `${episode.number}/${episode.cut}`;
      if (seen.has(key)) {
        ctx.addIssue({
          code: 'custom',
          message: `duplicate episode ${episode.number} (${episode.cut}) in '${title.slug}'`,
          path: ['episodes', index],
        });
      }
      seen.add(key);
    });
  });
export type DemoTitle = z.infer<typeof demoTitleSchema>;

export const demoGenreGroupSchema = z.strictObject({
  name: z.string(),
  genres: z.array(
    z.strictObject({
      name: z.string(),
      nameKana: z.string().regex(HIRAGANA, 'must be hiragana only (no katakana, no spaces)'),
    }),
  ),
});
export type DemoGenreGroup = z.infer<typeof demoGenreGroupSchema>;

/** The whole catalogue: checks that need every title and the genre list at once. */
export const demoCatalogueSchema = z
  .strictObject({
    titles: z.array(demoTitleSchema),
    genreGroups: z.array(demoGenreGroupSchema),
  })
  .superRefine((catalogue, ctx) => {
    const genreNames = new Set(catalogue.genreGroups.flatMap((group) => group.genres.map((genre) => genre.name)));
    const slugs = new Set<string>();
    catalogue.titles.forEach((title, titleIndex) => {
      if (slugs.has(title.slug)) {
        ctx.addIssue({
          code: 'custom',
          message: `duplicate slug '${title.slug}'`,
          path: ['titles', titleIndex, 'slug'],
        });
      }
      slugs.add(title.slug);
      title.genres.forEach((genre, genreIndex) => {
        if (!genreNames.has(genre)) {
          ctx.addIssue({
            code: 'custom',
            message: `unknown genre '${genre}' in '${title.slug}'`,
            path: ['titles', titleIndex, 'genres', genreIndex],
          });
        }
      });
    });
  });
export type DemoCatalogueData = z.infer<typeof demoCatalogueSchema>;
