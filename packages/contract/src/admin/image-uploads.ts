/**
 * Pictures uploaded from the console (decision 0045: title key art and posters; decision 0053: home slides):
 * what an upload accepts, the shapes it is cropped to and the Japanese message of each refusal. The console
 * checks a file against the same limits before sending it.
 */

/** The body is the file itself, sent as `application/octet-stream`; its format is read from its bytes. */
export const IMAGE_UPLOAD_BODY_TYPE = 'application/octet-stream';
/** Formats an upload may be in: JPEG, PNG, WebP, AVIF (never SVG, which can carry scripts). */
export const IMAGE_UPLOAD_FORMATS = ['JPEG', 'PNG', 'WebP', 'AVIF'] as const;
export const IMAGE_UPLOAD_MAX_BYTES = 20 * 1024 * 1024;
/** Width × height a file may declare: refused from its header, before it is decoded (decompression bombs). */
export const IMAGE_UPLOAD_MAX_PIXELS = 50_000_000;

/** A picture's shape: cropped to `aspect` around the centre and served at `widths`, never enlarged. */
export interface ImageShape {
  aspect: readonly [number, number];
  widths: readonly number[];
}

/** The smallest picture a shape takes: its smallest width, at its aspect. */
export function imageShapeSmallest({ aspect, widths }: ImageShape): { width: number; height: number } {
  const width = widths[0] ?? 0;
  return { width, height: Math.round((width * aspect[1]) / aspect[0]) };
}

const formats = IMAGE_UPLOAD_FORMATS.join('、');

export const IMAGE_UPLOAD_MESSAGES = {
  empty: '画像ファイルを選んでください。',
  notAnImage: `画像として読み込めませんでした。${formats} のファイルを選んでください。`,
  unsupportedFormat: `この形式の画像には対応していません。${formats} のファイルを選んでください。`,
  tooLarge: `画像ファイルが大きすぎます。${IMAGE_UPLOAD_MAX_BYTES / 1024 / 1024}MB 以下にしてください。`,
  tooManyPixels: `画像の画素数が多すぎます。${IMAGE_UPLOAD_MAX_PIXELS / 10_000}万画素以下にしてください。`,
  /** `label` names the picture (キーアート, スライド画像). */
  tooSmall: (label: string, shape: ImageShape) => {
    const { width, height } = imageShapeSmallest(shape);
    return `${label}は幅 ${width}、高さ ${height} ピクセル以上の画像を選んでください。`;
  },
} as const;

/** The hint beside a file field: the formats, the size limit, the smallest picture and how it is cropped. */
export function imageUploadHint(shape: ImageShape): string {
  const { width, height } = imageShapeSmallest(shape);
  return `${formats}、${IMAGE_UPLOAD_MAX_BYTES / 1024 / 1024}MB まで。幅 ${width}、高さ ${height} ピクセル以上（縦横 ${shape.aspect[0]}:${shape.aspect[1]} に中央で切り抜きます）。`;
}
