/**
 * Turns an uploaded picture (a title's key art or poster, a home slide) into its responsive variants with sharp
 * (decisions 0045, 0053): cropped to its shape around the centre, at each of the shape's widths the upload is
 * large enough for, in AVIF, WebP and JPEG (the fallback every browser reads). Metadata (EXIF, location) is dropped; the EXIF orientation is
 * applied first. Refusals are ApiErrors with the contract's Japanese messages: an upload is never a 500.
 */
import {
  IMAGE_UPLOAD_MAX_PIXELS,
  IMAGE_UPLOAD_MESSAGES,
  type ImageShape,
  type ImageVariantType,
} from '@hanabi/contract';
import sharp, { type Metadata, type OutputInfo, type Sharp } from 'sharp';
import { ApiError } from '../api-error.ts';

export interface RenderedVariant {
  /** File name inside the image set's folder, e.g. `1280.avif`. */
  file: string;
  width: number;
  height: number;
  type: ImageVariantType;
  bytes: Buffer;
}

/** sharp's names of the accepted formats (AVIF is read as HEIF with AV1 compression). */
function isAcceptedFormat({ format, compression }: Metadata): boolean {
  return format === 'jpeg' || format === 'png' || format === 'webp' || (format === 'heif' && compression === 'av1');
}

const ENCODERS: ReadonlyArray<{ type: ImageVariantType; extension: string; encode: (image: Sharp) => Sharp }> = [
  // effort 2 of 9: AVIF encoding is the slow step; higher efforts gain a few percent for several times the CPU.
  { type: 'image/avif', extension: 'avif', encode: (image) => image.avif({ quality: 50, effort: 2 }) },
  { type: 'image/webp', extension: 'webp', encode: (image) => image.webp({ quality: 78 }) },
  { type: 'image/jpeg', extension: 'jpg', encode: (image) => image.jpeg({ quality: 82, mozjpeg: true }) },
];

function refused(kind: 'badRequest' | 'payloadTooLarge', message: string, reason: string): ApiError {
  return new ApiError(kind, { message, details: [{ field: 'body', reason }] });
}

/**
 * The upload's size as shown (after its EXIF orientation), read from its header only: a file declaring more
 * pixels than allowed is refused before anything is decoded.
 */
async function uploadedSize(bytes: Buffer): Promise<{ width: number; height: number }> {
  let metadata: Metadata;
  try {
    // Header only, so no limit yet: sharp's own would answer an oversized file as unreadable.
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw refused('badRequest', IMAGE_UPLOAD_MESSAGES.notAnImage, 'not_an_image');
  }
  if (!isAcceptedFormat(metadata)) {
    throw refused('badRequest', IMAGE_UPLOAD_MESSAGES.unsupportedFormat, 'unsupported_format');
  }
  if (metadata.width * metadata.height > IMAGE_UPLOAD_MAX_PIXELS) {
    throw refused('payloadTooLarge', IMAGE_UPLOAD_MESSAGES.tooManyPixels, 'too_many_pixels');
  }
  return { width: metadata.autoOrient.width, height: metadata.autoOrient.height };
}

/** `tooSmall` is the refusal of a picture narrower than the shape's smallest width, naming the picture. */
export async function renderImageVariants(
  bytes: Buffer,
  shape: ImageShape,
  tooSmall: string,
): Promise<RenderedVariant[]> {
  const [aspectWidth, aspectHeight] = shape.aspect;
  const heightAt = (width: number) => Math.round((width * aspectHeight) / aspectWidth);
  const uploaded = await uploadedSize(bytes);
  const cropWidth = Math.min(uploaded.width, Math.floor((uploaded.height * aspectWidth) / aspectHeight));
  const kept = shape.widths.filter((width) => width <= cropWidth);
  const largest = kept.at(-1);
  if (largest === undefined) throw refused('badRequest', tooSmall, 'too_small');

  // Decoded once, cropped and brought down to the largest width; every variant is scaled from this.
  let master: { data: Buffer; info: OutputInfo };
  try {
    master = await sharp(bytes, { limitInputPixels: IMAGE_UPLOAD_MAX_PIXELS, failOn: 'error' })
      .autoOrient()
      .resize(largest, heightAt(largest), { fit: 'cover', position: 'centre' })
      .flatten({ background: '#ffffff' })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw refused('badRequest', IMAGE_UPLOAD_MESSAGES.notAnImage, 'not_decodable');
  }
  const { data, info } = master;
  const raw = { width: info.width, height: info.height, channels: info.channels };

  const variants: RenderedVariant[] = [];
  for (const width of kept) {
    for (const { type, extension, encode } of ENCODERS) {
      const height = heightAt(width);
      const encoded = encode(sharp(data, { raw }).resize(width, height));
      variants.push({ file: `${width}.${extension}`, width, height, type, bytes: await encoded.toBuffer() });
    }
  }
  return variants;
}
