import { DEMO_GENRE_GROUPS, DEMO_TITLES } from './catalogue.ts';
import type { DemoCatalogue } from './plan.ts';

/** The hand-written demo content (catalogue.ts), in the shape the seed takes. */
export const DEMO_CATALOGUE: DemoCatalogue = { titles: DEMO_TITLES, genreGroups: DEMO_GENRE_GROUPS };
