import { describe, expect, it } from 'vitest';
import { episodeThumbnailSvg, keyArtSvg, posterSvg } from './artwork.ts';
import { episodeThumbnailImage, keyArtImage, posterImage } from './images.ts';

function openingTag(svg: string): string {
  return svg.slice(0, svg.indexOf('>') + 1);
}

describe('generated artwork', () => {
  it.each([
    ['key art', keyArtSvg('hoshifuru-machi', 210), keyArtImage('hoshifuru-machi')],
    ['poster', posterSvg('hoshifuru-machi', 210), posterImage('hoshifuru-machi')],
    [
      'thumbnail',
      episodeThumbnailSvg('hoshifuru-machi', 210, 3, 'broadcast'),
      episodeThumbnailImage('hoshifuru-machi', 3, 'broadcast'),
    ],
  ])('%s is an svg document whose intrinsic size matches its stored image', (_, svg, image) => {
    expect(svg.startsWith('<svg ')).toBe(true);
    expect(svg.trimEnd().endsWith('</svg>')).toBe(true);
    const tag = openingTag(svg);
    expect(tag).toContain('xmlns="http://www.w3.org/2000/svg"');
    expect(tag).toContain(`width="${image.width}"`);
    expect(tag).toContain(`height="${image.height}"`);
    expect(tag).toContain(`viewBox="0 0 ${image.width} ${image.height}"`);
    expect(svg).not.toMatch(/NaN|undefined|<text/);
  });

  it('has balanced elements', () => {
    const svg = keyArtSvg('balance-check', 42);
    const opened = svg.match(/<(?!\/)[a-zA-Z]+[^>]*[^/]>/g) ?? [];
    const closed = svg.match(/<\/[a-zA-Z]+>/g) ?? [];
    expect(opened.length).toBe(closed.length);
  });

  it('is the same picture for the same slug and a different one for another slug', () => {
    expect(keyArtSvg('hoshifuru-machi', 210)).toBe(keyArtSvg('hoshifuru-machi', 210));
    expect(keyArtSvg('hoshifuru-machi', 210)).not.toBe(keyArtSvg('kaze-no-tani', 210));
  });

  it('varies thumbnails by episode number and marks the premium cut', () => {
    const first = episodeThumbnailSvg('hoshifuru-machi', 210, 1, 'broadcast');
    expect(episodeThumbnailSvg('hoshifuru-machi', 210, 2, 'broadcast')).not.toBe(first);
    expect(episodeThumbnailSvg('hoshifuru-machi', 210, 1, 'premium')).not.toBe(first);
  });

  it('refuses slugs that could leave the media folder', () => {
    expect(() => keyArtImage('../etc')).toThrow(/Invalid title slug/);
    expect(() => posterImage('Bad Slug')).toThrow(/Invalid title slug/);
  });
});
