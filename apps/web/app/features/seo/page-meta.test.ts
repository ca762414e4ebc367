import { describe, expect, it } from 'vitest';
import { pageMeta, shortDescription, siteOriginOf } from './page-meta.ts';

const ORIGIN = 'https://anime.hanabi.example';
const keyArt = { url: 'https://api.hanabi.example/media/art/7-key.svg', width: 1280, height: 720 };

const contentOf = (descriptors: ReturnType<typeof pageMeta>, key: string) =>
  (descriptors as Array<Record<string, string>>).find(
    (descriptor) => descriptor.property === key || descriptor.name === key,
  )?.content;

describe('the head of a page', () => {
  it('names the page 「… | Hanabi」 and gives link previews absolute, canonical URLs', () => {
    const meta = pageMeta({
      heading: '星降る町',
      description: '星の降る町の物語。',
      origin: ORIGIN,
      path: '/titles/7',
      image: keyArt,
      type: 'video.tv_show',
    });
    expect(meta).toContainEqual({ title: '星降る町 | Hanabi' });
    expect(meta).toContainEqual({ tagName: 'link', rel: 'canonical', href: `${ORIGIN}/titles/7` });
    expect(contentOf(meta, 'description')).toBe('星の降る町の物語。');
    expect(contentOf(meta, 'og:url')).toBe(`${ORIGIN}/titles/7`);
    expect(contentOf(meta, 'og:type')).toBe('video.tv_show');
    expect(contentOf(meta, 'og:image')).toBe(keyArt.url);
    expect(contentOf(meta, 'og:image:width')).toBe('1280');
    expect(contentOf(meta, 'twitter:card')).toBe('summary_large_image');
  });

  it('calls the home page by the site name alone and previews it with the site mark', () => {
    const meta = pageMeta({ heading: null, description: 'アニメ', origin: ORIGIN, path: '/' });
    expect(meta).toContainEqual({ title: 'Hanabi' });
    expect(contentOf(meta, 'og:image')).toBe(`${ORIGIN}/favicon.svg`);
    expect(contentOf(meta, 'og:type')).toBe('website');
    expect(contentOf(meta, 'twitter:card')).toBe('summary');
  });

  it('shortens a long description on one line, with an ellipsis', () => {
    const long = `一行目\n${'あ'.repeat(200)}`;
    const short = shortDescription(long);
    expect(short).toHaveLength(120);
    expect(short.startsWith('一行目 あ')).toBe(true);
    expect(short.endsWith('…')).toBe(true);
  });

  it('finds the site origin the root loader read', () => {
    expect(siteOriginOf([{ id: 'root', loaderData: { siteOrigin: ORIGIN } }, { id: 'routes/home' }])).toBe(ORIGIN);
    expect(siteOriginOf([undefined])).toBe('');
  });
});
