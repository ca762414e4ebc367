/**
 * The demo catalogue. The content is data in ./data/*.json, checked against catalogue-schema.ts once, when this
 * module loads, so a mistake in it fails here rather than as a half-written seed.
 *
 * - genres.json: genre groups as a Japanese anime store arranges them; every title's genres come from this list.
 * - titles-general-1.json: general titles, part 1: action, SF, robots, battle, fantasy and isekai.
 * - titles-general-2.json, titles-general-3.json: the other general titles.
 * - titles-mature.json: mature (R18-gated) titles: adult drama and romance for grown-ups.
 */
import { type DemoGenreGroup, type DemoTitle, demoCatalogueSchema } from './catalogue-schema.ts';
import genres from './data/genres.json' with { type: 'json' };
import generalOne from './data/titles-general-1.json' with { type: 'json' };
import generalTwo from './data/titles-general-2.json' with { type: 'json' };
import generalThree from './data/titles-general-3.json' with { type: 'json' };
import mature from './data/titles-mature.json' with { type: 'json' };

// Typed as unknown: the schema, not TypeScript's reading of the JSON, decides what the data is.
const titleFiles: unknown[] = [generalOne, generalTwo, generalThree, mature];
const genreGroups: unknown = genres;

const catalogue = demoCatalogueSchema.parse({ titles: titleFiles.flat(), genreGroups });

/** The demo catalogue: 64 fictional titles. Nothing in it belongs to a real company, person or work. */
export const DEMO_TITLES: DemoTitle[] = catalogue.titles;

export const DEMO_GENRE_GROUPS: DemoGenreGroup[] = catalogue.genreGroups;
