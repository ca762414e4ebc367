/**
 * Home slides in the operator console (decision 0053): the list, the form an editor fills in (copy, link,
 * window, audiences), the explicit order, and the slide picture's shape. Every field's refusal is in Japanese,
 * and the console shows the same message beside the field.
 */
import { z } from 'zod';
import { pagedList, paginationQuerySchema } from '../envelope.ts';
import { HOME_SLIDE_AUDIENCES, type HomeSlideAudience } from '../home-slides.ts';
import { imageSchema } from '../images.ts';
import { isoInstantSchema, optionalText, requiredText } from './catalogue-fields.ts';
import { IMAGE_UPLOAD_MESSAGES, type ImageShape } from './image-uploads.ts';

export const HOME_SLIDE_AUDIENCE_LABELS: Record<HomeSlideAudience, string> = {
  guest: 'ゲスト（未ログイン）',
  free: '無料会員',
  lite: 'ライト会員',
  premium: 'プレミアム会員',
};

/** Cropped to 16:9 like title key art, so the demo's key art serves as slides too. */
export const HOME_SLIDE_IMAGE_SHAPE: ImageShape = { aspect: [16, 9], widths: [640, 960, 1280, 1920] };
export const HOME_SLIDE_IMAGE_LABEL = 'スライド画像';
export const homeSlideImageTooSmall = () =>
  IMAGE_UPLOAD_MESSAGES.tooSmall(HOME_SLIDE_IMAGE_LABEL, HOME_SLIDE_IMAGE_SHAPE);

export const HOME_SLIDE_HEADLINE_MAX_LENGTH = 40;
export const HOME_SLIDE_LINE_MAX_LENGTH = 80;

/** Where a slide is at an instant: before its window, inside it, or after it. */
export const HOME_SLIDE_STATES = ['scheduled', 'running', 'ended'] as const;
export type HomeSlideState = (typeof HOME_SLIDE_STATES)[number];
export const HOME_SLIDE_STATE_LABELS: Record<HomeSlideState, string> = {
  scheduled: '公開予定',
  running: '公開中',
  ended: '終了',
};

export const adminHomeSlideSchema = z.object({
  id: z.number().int(),
  headline: z.string(),
  line: z.string(),
  image: imageSchema.nullable().describe('null until a picture is uploaded: such a slide is never shown'),
  title: z.object({ id: z.number().int(), name: z.string() }).nullable().describe('the title it links to'),
  campaign: z
    .object({ id: z.number().int(), slug: z.string(), name: z.string() })
    .nullable()
    .describe('the campaign it links to'),
  starts_at: z.string(),
  ends_at: z.string().nullable().describe('null: runs until taken down'),
  position: z.number().int().describe('1 is shown first'),
  audiences: z.array(z.enum(HOME_SLIDE_AUDIENCES)),
  state: z.enum(HOME_SLIDE_STATES).describe('at the request’s now'),
  updated_at: z.string(),
});
export type AdminHomeSlide = z.infer<typeof adminHomeSlideSchema>;

export const adminHomeSlideListQuerySchema = paginationQuerySchema.extend({
  ended: z
    .enum(['true', 'false'], { error: '表示するスライドの指定が正しくありません。' })
    .default('false')
    .describe('true: the ended slides, last ended first; false: running and scheduled ones, in order'),
});
export type AdminHomeSlideListQuery = Partial<z.output<typeof adminHomeSlideListQuerySchema>>;

export const adminHomeSlideListSchema = pagedList(adminHomeSlideSchema);
export type AdminHomeSlideList = z.infer<typeof adminHomeSlideListSchema>;

const pickedId = (message: string) =>
  z.number({ error: message }).int({ error: message }).min(1, { error: message }).nullable().default(null);

/** A slide's form. It links to exactly one title or one campaign; its window may stay open-ended. */
export const adminHomeSlideWriteSchema = z
  .object({
    headline: requiredText('見出し', HOME_SLIDE_HEADLINE_MAX_LENGTH),
    line: optionalText('ひとこと', HOME_SLIDE_LINE_MAX_LENGTH),
    title_id: pickedId('リンク先の作品の指定が正しくありません。'),
    campaign_slug: z
      .string({ error: 'リンク先のキャンペーンのアドレスを入力してください。' })
      .trim()
      .max(100, { error: 'リンク先のキャンペーンのアドレスが長すぎます。' })
      .transform((slug) => slug.replace(/^\/?campaigns\//, '') || null)
      .nullable()
      .default(null)
      .describe('the last segment of /campaigns/{slug}; "/campaigns/" before it is accepted'),
    starts_at: isoInstantSchema,
    ends_at: isoInstantSchema.nullable().default(null),
    audiences: z
      .array(z.enum(HOME_SLIDE_AUDIENCES, { error: '表示する相手の指定が正しくありません。' }), {
        error: '表示する相手を選んでください。',
      })
      .min(1, { error: '表示する相手を1つ以上選んでください。' })
      .refine((audiences) => new Set(audiences).size === audiences.length, {
        error: '表示する相手が重複しています。',
      }),
  })
  .refine((slide) => (slide.title_id === null) !== (slide.campaign_slug === null), {
    error: 'リンク先は作品かキャンペーンのどちらか1つを選んでください。',
    path: ['title_id'],
  })
  .refine((slide) => slide.ends_at === null || Date.parse(slide.ends_at) > Date.parse(slide.starts_at), {
    error: '終了日時は開始日時より後にしてください。',
    path: ['ends_at'],
  });
export type AdminHomeSlideWriteRequest = z.input<typeof adminHomeSlideWriteSchema>;
export type AdminHomeSlideForm = z.output<typeof adminHomeSlideWriteSchema>;

export const adminHomeSlideImageAnswerSchema = z.object({ image: imageSchema });
export type AdminHomeSlideImageAnswer = z.infer<typeof adminHomeSlideImageAnswerSchema>;

/** The order after a reorder: the slides not yet ended, first shown first. */
export const adminHomeSlideOrderAnswerSchema = z.object({ ids: z.array(z.number().int()) });
export type AdminHomeSlideOrderAnswer = z.infer<typeof adminHomeSlideOrderAnswerSchema>;

export const HOME_SLIDE_MESSAGES = {
  notFound: 'このスライドは見つかりません。',
  titleNotFound: 'リンク先の作品が見つかりません。',
  campaignNotFound: 'リンク先のキャンペーンが見つかりません。',
} as const;
