import type { DemoTitle } from './catalogue-types.ts';
import { GENERAL_TITLES_1 } from './titles-general-1.ts';
import { GENERAL_TITLES_2 } from './titles-general-2.ts';
import { GENERAL_TITLES_3 } from './titles-general-3.ts';
import { MATURE_TITLES } from './titles-mature.ts';

export { DEMO_GENRE_GROUPS } from './genres.ts';

/** The demo catalogue: 64 fictional titles. Nothing in it belongs to a real company, person or work. */
export const DEMO_TITLES: DemoTitle[] = [
  ...GENERAL_TITLES_1,
  ...GENERAL_TITLES_2,
  ...GENERAL_TITLES_3,
  ...MATURE_TITLES,
];
