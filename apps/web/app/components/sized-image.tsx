import type { Image } from '@hanabi/contract';
import type { ImgHTMLAttributes } from 'react';

type SizedImageProps = { image: Image } & Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'width' | 'height'>;

/**
 * A picture from the API with its intrinsic width and height, so the page reserves its space before it
 * loads and nothing shifts. Decorative by default (`alt=""`): the text beside it names what it shows.
 */
export function SizedImage({ image, alt = '', decoding = 'async', ...attributes }: SizedImageProps) {
  return (
    <img src={image.url} width={image.width} height={image.height} alt={alt} decoding={decoding} {...attributes} />
  );
}
