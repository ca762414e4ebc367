/**
 * Key art and posters uploaded from the console (decision 0045): their kinds, shapes and the answer; what any
 * upload accepts is in image-uploads.ts.
 */
import { z } from 'zod';
import { imageSchema } from '../images.ts';
import { IMAGE_UPLOAD_MESSAGES, type ImageShape } from './image-uploads.ts';

export const TITLE_IMAGE_KINDS = ['key_art', 'poster'] as const;
export type TitleImageKind = (typeof TITLE_IMAGE_KINDS)[number];
export const TITLE_IMAGE_KIND_LABELS: Record<TitleImageKind, string> = { key_art: 'キーアート', poster: 'ポスター' };

/** Each kind is cropped to its shape (centred) and served at these widths, never enlarged. */
export const TITLE_IMAGE_SHAPES: Record<TitleImageKind, ImageShape> = {
  key_art: { aspect: [16, 9], widths: [640, 960, 1280, 1920] },
  poster: { aspect: [3, 4], widths: [300, 450, 600, 900] },
};

export const titleImageParamsSchema = z.object({
  id: z.coerce.number().int().positive(),
  kind: z.enum(TITLE_IMAGE_KINDS, { error: '画像の種類は key_art か poster を指定してください。' }),
});

/** The title's new picture: the largest JPEG, with every variant for srcset. */
export const titleImageAnswerSchema = z.object({ kind: z.enum(TITLE_IMAGE_KINDS), image: imageSchema });
export type TitleImageAnswer = z.infer<typeof titleImageAnswerSchema>;

/** The refusal of a picture smaller than its kind's smallest width. */
export const titleImageTooSmall = (kind: TitleImageKind) =>
  IMAGE_UPLOAD_MESSAGES.tooSmall(TITLE_IMAGE_KIND_LABELS[kind], TITLE_IMAGE_SHAPES[kind]);
