import { z } from 'zod';

/** The formats an uploaded picture is turned into (decision 0045), best first: a browser takes the first it reads. */
export const IMAGE_VARIANT_TYPES = ['image/avif', 'image/webp', 'image/jpeg'] as const;
export type ImageVariantType = (typeof IMAGE_VARIANT_TYPES)[number];

/** One width of an uploaded picture in one format, for `srcset`. */
export const imageVariantSchema = z.object({
  url: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  type: z.enum(IMAGE_VARIANT_TYPES),
});
export type ImageVariant = z.infer<typeof imageVariantSchema>;

/**
 * A picture with its intrinsic size, so pages reserve the space before it loads. An uploaded picture (decision
 * 0045) is the largest JPEG of its variants, which it also lists; the demo's SVG artwork has none.
 */
export const imageSchema = z.object({
  url: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  variants: z
    .array(imageVariantSchema)
    .optional()
    .describe('Uploaded pictures only: every width in AVIF, WebP and JPEG, for srcset'),
});
export type Image = z.infer<typeof imageSchema>;
