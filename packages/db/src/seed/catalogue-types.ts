/**
 * Shape of the hand-written demo catalogue. Every title, person and company in it is fictional.
 * The seed turns these records into rows; ids are assigned by the database.
 */
export type DemoDesignType = 0 | 1 | 2;

export interface DemoEpisode {
  /** 1-based order within the title. */
  number: number;
  /** Shown before the name, e.g. 「第1話」「特別編」. */
  prefixName: string;
  name: string;
  /** Two or three natural Japanese sentences. */
  summary: string;
  /** Running time in seconds. */
  secLength: number;
  /** Days after the title's first release at which this episode is released. */
  releaseOffsetDays: number;
  /** Free for everyone, guests included. */
  isFree: boolean;
  /** Price when bought on its own; null when it is not sold individually. */
  pricePoints: number | null;
  /** Plans whose members may watch it: 1 lite, 2 premium. */
  includedPlanIds: Array<1 | 2>;
  /** 'broadcast' is the TV version; 'premium' the uncut version for premium members. */
  cut: 'broadcast' | 'premium';
}

export interface DemoTitle {
  /** Stable key used by the seed to stay idempotent, lowercase ascii, e.g. 'hoshifuru-machi'. */
  slug: string;
  name: string;
  /** Reading in hiragana (no katakana, no spaces), used for search and the kana sort. */
  nameKana: string;
  synopsis: string;
  productionCompany: string;
  /** e.g. '©2024 星降る町製作委員会' */
  copyright: string;
  productionYear: number;
  designType: DemoDesignType;
  displayGroup: 'general_group' | 'mature_group';
  isAgeRestrictionR18: boolean;
  /** Names from DEMO_GENRES. */
  genres: string[];
  /** Free-form Japanese tags, reused across titles where natural. */
  tags: string[];
  cast: Array<{ character: string; name: string }>;
  staff: Array<{ role: string; name: string }>;
  /** Days before the reference date (the time of the first seed) the title became available; negative = later. */
  availableSinceDays: number;
  /** Days after the reference date at which it stops being available; null means open-ended. */
  availableForDays: number | null;
  /** Hue 0–359 for the generated key art. */
  artHue: number;
  episodes: DemoEpisode[];
}

export interface DemoGenreGroup {
  name: string;
  genres: Array<{ name: string; nameKana: string }>;
}
