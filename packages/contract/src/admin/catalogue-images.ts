/**
 * Key art, posters (decision 0045) and episode thumbnails (decision 0049) uploaded from the console: what the
 * upload accepts, the Japanese message of each refusal, and the answer. The console checks a file against the
 * same limits before sending it.
 */
import { z } from 'zod';
import { imageSchema } from '../images.ts';

export const TITLE_IMAGE_KINDS = ['key_art', 'poster'] as const;
export type TitleImageKind = (typeof TITLE_IMAGE_KINDS)[number];
/** Every picture an operator uploads: a title's two, and an episode's thumbnail. */
export const CATALOGUE_IMAGE_KINDS = [...TITLE_IMAGE_KINDS, 'thumbnail'] as const;
export type CatalogueImageKind = (typeof CATALOGUE_IMAGE_KINDS)[number];
export const TITLE_IMAGE_KIND_LABELS: Record<CatalogueImageKind, string> = {
  key_art: 'キーアート',
  poster: 'ポスター',
  thumbnail: 'サムネイル',
};

/** The body is the file itself, sent as `application/octet-stream`; its format is read from its bytes. */
export const TITLE_IMAGE_BODY_TYPE = 'application/octet-stream';
/** Formats an upload may be in: JPEG, PNG, WebP, AVIF (never SVG, which can carry scripts). */
export const TITLE_IMAGE_UPLOAD_FORMATS = ['JPEG', 'PNG', 'WebP', 'AVIF'] as const;
export const TITLE_IMAGE_MAX_BYTES = 20 * 1024 * 1024;
/** Width × height a file may declare: refused from its header, before it is decoded (decompression bombs). */
export const TITLE_IMAGE_MAX_PIXELS = 50_000_000;

/** Each kind is cropped to its shape (centred) and served at these widths, never enlarged. */
export const TITLE_IMAGE_SHAPES: Record<CatalogueImageKind, { aspect: [number, number]; widths: readonly number[] }> = {
  key_art: { aspect: [16, 9], widths: [640, 960, 1280, 1920] },
  poster: { aspect: [3, 4], widths: [300, 450, 600, 900] },
  // The demo's thumbnails' shape (640×360); cards show them about 160–400 px wide, twice that on dense screens.
  thumbnail: { aspect: [16, 9], widths: [320, 480, 640, 960] },
};

/** The smallest picture a kind takes: its smallest width, at its shape. */
export function titleImageSmallest(kind: CatalogueImageKind): { width: number; height: number } {
  const { aspect, widths } = TITLE_IMAGE_SHAPES[kind];
  const width = widths[0] ?? 0;
  return { width, height: Math.round((width * aspect[1]) / aspect[0]) };
}

export const titleImageParamsSchema = z.object({
  id: z.coerce.number().int().positive(),
  kind: z.enum(TITLE_IMAGE_KINDS, { error: '画像の種類は key_art か poster を指定してください。' }),
});

/** The title's new picture: the largest JPEG, with every variant for srcset. */
export const titleImageAnswerSchema = z.object({ kind: z.enum(TITLE_IMAGE_KINDS), image: imageSchema });
export type TitleImageAnswer = z.infer<typeof titleImageAnswerSchema>;

/** An episode's new thumbnail, as the viewer API shows it (decision 0049). */
export const episodeThumbnailAnswerSchema = z.object({ image: imageSchema });
export type EpisodeThumbnailAnswer = z.infer<typeof episodeThumbnailAnswerSchema>;

const formats = TITLE_IMAGE_UPLOAD_FORMATS.join('、');

export const TITLE_IMAGE_MESSAGES = {
  empty: '画像ファイルを選んでください。',
  notAnImage: `画像として読み込めませんでした。${formats} のファイルを選んでください。`,
  unsupportedFormat: `この形式の画像には対応していません。${formats} のファイルを選んでください。`,
  tooLarge: `画像ファイルが大きすぎます。${TITLE_IMAGE_MAX_BYTES / 1024 / 1024}MB 以下にしてください。`,
  tooManyPixels: `画像の画素数が多すぎます。${TITLE_IMAGE_MAX_PIXELS / 10_000}万画素以下にしてください。`,
  tooSmall: (kind: CatalogueImageKind) => {
    const { width, height } = titleImageSmallest(kind);
    return `${TITLE_IMAGE_KIND_LABELS[kind]}は幅 ${width}、高さ ${height} ピクセル以上の画像を選んでください。`;
  },
} as const;
