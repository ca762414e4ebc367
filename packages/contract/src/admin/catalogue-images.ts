/**
 * Key art and posters (decision 0045) and episode thumbnails (decision 0049) uploaded from the console: their
 * kinds, shapes and answers; what any upload accepts is in image-uploads.ts.
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

/**
 * An episode's thumbnail (decision 0049): the demo's thumbnails' shape (640×360); cards show them about
 * 160–400 px wide, twice that on dense screens.
 */
export const EPISODE_THUMBNAIL_LABEL = 'サムネイル';
export const EPISODE_THUMBNAIL_SHAPE: ImageShape = { aspect: [16, 9], widths: [320, 480, 640, 960] };
export const episodeThumbnailTooSmall = IMAGE_UPLOAD_MESSAGES.tooSmall(
  EPISODE_THUMBNAIL_LABEL,
  EPISODE_THUMBNAIL_SHAPE,
);

/** An episode's new thumbnail, as the viewer API shows it. */
export const episodeThumbnailAnswerSchema = z.object({ image: imageSchema });
export type EpisodeThumbnailAnswer = z.infer<typeof episodeThumbnailAnswerSchema>;

/** Every picture a catalogue page uploads, by the kind its form names: a title's two and an episode's thumbnail. */
export type CatalogueImageKind = TitleImageKind | 'thumbnail';
export const CATALOGUE_IMAGE_LABELS: Record<CatalogueImageKind, string> = {
  ...TITLE_IMAGE_KIND_LABELS,
  thumbnail: EPISODE_THUMBNAIL_LABEL,
};
export const CATALOGUE_IMAGE_SHAPES: Record<CatalogueImageKind, ImageShape> = {
  ...TITLE_IMAGE_SHAPES,
  thumbnail: EPISODE_THUMBNAIL_SHAPE,
};
