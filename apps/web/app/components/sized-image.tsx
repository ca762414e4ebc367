import type { Image, ImageVariant, ImageVariantType } from '@hanabi/contract';
import type { ImgHTMLAttributes } from 'react';
import './sized-image.css';

type SizedImageProps = { image: Image } & Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'width' | 'height'
>;

/** The `srcset` of one format: each width of an uploaded picture (decision 0045). */
function srcSetOf(variants: readonly ImageVariant[], type: ImageVariantType): string {
  return variants
    .filter((variant) => variant.type === type)
    .map((variant) => `${variant.url} ${variant.width}w`)
    .join(', ');
}

/**
 * A picture from the API with its intrinsic width and height, so the page reserves its space before it
 * loads and nothing shifts. Decorative by default (`alt=""`): the text beside it names what it shows.
 *
 * An uploaded picture comes in several widths and formats (decision 0045): the browser picks AVIF or WebP
 * when it reads them, else JPEG, at the width `sizes` says the picture is shown at (the whole viewport unless
 * the caller knows better). The demo's SVG artwork has no variants and stays a plain <img>.
 */
export function SizedImage({ image, alt = '', decoding = 'async', sizes = '100vw', ...attributes }: SizedImageProps) {
  const img = (srcSet?: string) => (
    <img
      src={image.url}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      width={image.width}
      height={image.height}
      alt={alt}
      decoding={decoding}
      {...attributes}
    />
  );
  const { variants } = image;
  if (!variants?.length) return img();
  return (
    <picture className="sized-picture">
      <source type="image/avif" srcSet={srcSetOf(variants, 'image/avif')} sizes={sizes} />
      <source type="image/webp" srcSet={srcSetOf(variants, 'image/webp')} sizes={sizes} />
      {img(srcSetOf(variants, 'image/jpeg'))}
    </picture>
  );
}
