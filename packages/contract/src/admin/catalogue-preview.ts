/**
 * The console's preview of a title (decision 0048): what one kind of viewer would be shown at a chosen
 * time — whether the title page opens, which episodes it lists, and what the viewer may do with each. An
 * operator API read (`catalogue:read`): no viewer route, cookie or cache takes part in it.
 */
import { z } from 'zod';
import { PLAYBACK_WAYS_IN } from '../playback.ts';
import { EPISODE_ACCESS } from '../purchases.ts';
import { adminEpisodeSchema } from './catalogue-episodes.ts';
import { isoInstantSchema } from './catalogue-fields.ts';
import { adminTitleSchema } from './catalogue-titles.ts';

/** Whom the preview shows the title to: a guest, a member without a plan, or a member of a plan. */
export const PREVIEW_VIEWERS = ['guest', 'member', 'lite', 'premium'] as const;
export type PreviewViewer = (typeof PREVIEW_VIEWERS)[number];
export const PREVIEW_VIEWER_LABELS: Record<PreviewViewer, string> = {
  guest: 'ゲスト（未ログイン）',
  member: '無料会員（プランなし）',
  lite: 'ライトプラン会員',
  premium: 'プレミアムプラン会員',
};
/** The plan each viewer kind holds (1 lite, 2 premium, as in `included_plan_ids`). */
export const PREVIEW_VIEWER_PLANS: Record<PreviewViewer, number | null> = {
  guest: null,
  member: null,
  lite: 1,
  premium: 2,
};

export const adminTitlePreviewQuerySchema = z.object({
  viewer: z.enum(PREVIEW_VIEWERS, { error: '誰として見るかを一覧から選んでください。' }),
  at: isoInstantSchema.describe('the time the preview is evaluated at'),
  drafts: z
    .enum(['as_published', 'hidden'], { error: '下書きの扱いを一覧から選んでください。' })
    .default('as_published')
    .describe('as_published: drafts are shown as they will be once published; hidden: as viewers see it today'),
});
export type AdminTitlePreviewQuery = z.input<typeof adminTitlePreviewQuerySchema>;

/** Why a title page or an episode would not be shown; `shown` when it is. */
export const PREVIEW_VISIBILITIES = ['shown', 'draft', 'not_yet', 'ended'] as const;
export type PreviewVisibility = (typeof PREVIEW_VISIBILITIES)[number];

export const adminPreviewEpisodeSchema = adminEpisodeSchema.extend({
  visibility: z.enum(PREVIEW_VISIBILITIES),
  access: z.enum(EPISODE_ACCESS).describe("what the viewer kind may do with it (never 'owned': no purchases)"),
  way_in: z
    .enum(PLAYBACK_WAYS_IN)
    .nullable()
    .describe('what stands between the viewer and the video; null when they may watch (the video aside)'),
});
export type AdminPreviewEpisode = z.infer<typeof adminPreviewEpisodeSchema>;

export const adminTitlePreviewSchema = z.object({
  viewer: z.enum(PREVIEW_VIEWERS),
  at: z.string().describe('ISO 8601, Japan time'),
  drafts: z.enum(['as_published', 'hidden']),
  /** `shown`: the title page opens; otherwise it answers 404, for this reason. */
  title_page: z.enum(PREVIEW_VISIBILITIES),
  /** An R18 title asks for the age check before the page. */
  age_check: z.boolean(),
  /** The 独占/先行 mark is on at this time. */
  exclusive_on: z.boolean(),
  /** The count the page's heading shows: the numbers of the shown episodes, each cut counted once. */
  episode_count: z.number().int(),
  title: adminTitleSchema,
  /** Every episode, drafts included, each with whether the page lists it at this time. */
  episodes: z.array(adminPreviewEpisodeSchema),
});
export type AdminTitlePreview = z.infer<typeof adminTitlePreviewSchema>;
