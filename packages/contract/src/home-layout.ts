/**
 * The order of the home page's sections (decision 0064): which sections show, first shown first, at the
 * instant asked. Editors schedule orders in the console (admin/home-layouts.ts); with none in force the home
 * keeps its built-in order, HOME_SECTION_KEYS.
 */
import { z } from 'zod';

/** Every section of the home page below the carousel, in the built-in order. */
export const HOME_SECTION_KEYS = [
  'new_episodes',
  'ranking_weekly',
  'recommended',
  'features',
  'exclusives',
  'scheduled_deliveries',
] as const;
export type HomeSectionKey = (typeof HOME_SECTION_KEYS)[number];

/** The section names editors see in the console. */
export const HOME_SECTION_LABELS: Record<HomeSectionKey, string> = {
  new_episodes: '新着エピソード',
  ranking_weekly: '週間ランキング',
  recommended: 'おすすめ',
  features: '特集',
  exclusives: '独占・先行配信',
  scheduled_deliveries: '配信予定',
};

export const homeSectionSlotSchema = z.object({
  key: z.enum(HOME_SECTION_KEYS, { error: 'ホームのセクションの指定が正しくありません。' }),
  hidden: z.boolean({ error: '表示・非表示の指定が正しくありません。' }).default(false),
});
export type HomeSectionSlot = z.output<typeof homeSectionSlotSchema>;

export const homeLayoutSchema = z.object({
  sections: z.array(z.enum(HOME_SECTION_KEYS)).describe('the sections shown, first shown first; hidden ones left out'),
});
export type HomeLayout = z.infer<typeof homeLayoutSchema>;

/** The built-in order: what the home shows while no editor's layout is in force. */
export const DEFAULT_HOME_SECTION_SLOTS: HomeSectionSlot[] = HOME_SECTION_KEYS.map((key) => ({ key, hidden: false }));
