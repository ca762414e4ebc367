/**
 * Episodes in the operator console (decision 0046): the episodes of a title, drafts included, and the form.
 * Access is any of free (broadcast cut only), included in plans, sold for points; at least one. An episode is
 * created as a draft; publishing is its own call. Skip markers and 360° belong to the packaged video
 * (`episode_media`), written by the video ingest.
 */
import { z } from 'zod';
import { EPISODE_CUTS } from '../constants.ts';
import { episodeSummarySchema } from '../episodes.ts';
import {
  isoInstantSchema,
  optionalText,
  PUBLICATION_STATUSES,
  requiredText,
  SYNOPSIS_MAX_LENGTH,
} from './catalogue-fields.ts';

export const EPISODE_CUT_LABELS: Record<(typeof EPISODE_CUTS)[number], string> = {
  broadcast: '放送版',
  premium: 'プレミアム版',
};

export const EPISODE_MESSAGES = {
  unreachable: '無料・プラン・ポイント販売のいずれかで視聴できるようにしてください。',
  freeIsBroadcast: '無料にできるのは放送版だけです。',
  windowOrder: '配信終了日時は配信開始日時より後にしてください。',
  numberTaken: 'この話数・版のエピソードはすでにあります。',
} as const;

export const adminEpisodeWriteSchema = z
  .object({
    number: z
      .number({ error: '話数は数字で入力してください。' })
      .int({ error: '話数は整数で入力してください。' })
      .min(0, { error: '話数は0以上で入力してください。' })
      .max(100_000, { error: '話数は100000以下で入力してください。' }),
    prefix_name: requiredText('話数の表記', 20).describe('e.g. 第1話'),
    name: requiredText('エピソード名', 200),
    summary: optionalText('あらすじ', SYNOPSIS_MAX_LENGTH),
    sec_length: z
      .number({ error: '再生時間（秒）を入力してください。' })
      .int({ error: '再生時間（秒）は整数で入力してください。' })
      .min(1, { error: '再生時間（秒）は1以上で入力してください。' })
      .max(86_400, { error: '再生時間（秒）は86400以下で入力してください。' }),
    cut: z.enum(EPISODE_CUTS, { error: '放送版かプレミアム版かを選んでください。' }),
    is_free: z.boolean({ error: '無料かどうかを選んでください。' }),
    included_plan_ids: z
      .array(z.union([z.literal(1), z.literal(2)]), { error: 'プランはライトかプレミアムから選んでください。' })
      .refine((ids) => new Set(ids).size === ids.length, { error: 'プランが重複しています。' })
      .default([]),
    price_points: z
      .number({ error: '価格（ポイント）は数字で入力してください。' })
      .int({ error: '価格（ポイント）は整数で入力してください。' })
      .min(1, { error: '価格（ポイント）は1以上で入力してください。' })
      .max(100_000, { error: '価格（ポイント）は100000以下で入力してください。' })
      .nullable()
      .default(null)
      .describe('null: not sold on its own'),
    released_at: isoInstantSchema,
    available_until: isoInstantSchema,
  })
  .refine((e) => e.is_free || e.price_points !== null || e.included_plan_ids.length > 0, {
    error: EPISODE_MESSAGES.unreachable,
    path: ['is_free'],
  })
  .refine((e) => !e.is_free || e.cut === 'broadcast', { error: EPISODE_MESSAGES.freeIsBroadcast, path: ['is_free'] })
  .refine((e) => Date.parse(e.released_at) < Date.parse(e.available_until), {
    error: EPISODE_MESSAGES.windowOrder,
    path: ['available_until'],
  });
export type AdminEpisodeWrite = z.output<typeof adminEpisodeWriteSchema>;
export type AdminEpisodeWriteRequest = z.input<typeof adminEpisodeWriteSchema>;

/** The episode as viewers' answers show it, with its end, its state and its last change. */
export const adminEpisodeSchema = episodeSummarySchema.extend({
  available_until: z.string(),
  status: z.enum(PUBLICATION_STATUSES),
  published_at: z.string().nullable(),
  updated_at: z.string(),
});
export type AdminEpisode = z.infer<typeof adminEpisodeSchema>;

export const adminEpisodeListSchema = z.object({ items: z.array(adminEpisodeSchema) });
