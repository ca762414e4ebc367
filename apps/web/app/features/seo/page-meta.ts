import type { Image } from '@hanabi/contract';
import type { MetaDescriptor } from 'react-router';

export const SITE_NAME = 'Hanabi';
export const SITE_DESCRIPTION = 'アニメを無料・見放題・購入で楽しめる動画配信サービス Hanabi';

/** What a page says about itself to search engines and link previews. */
export interface PageMetaInput {
  /** The page's own name, 「残月の刃」; null on the home page, whose title is the site name alone. */
  heading: string | null;
  description: string;
  /** The site's public origin (WEB_ORIGIN), so every URL in the head is absolute. */
  origin: string;
  /** The page's canonical path and query, without the parameters that only track where a link was. */
  path: string;
  /** The picture a link preview shows; the site's mark when the page has none of its own. */
  image?: Image | null;
  /** Open Graph type: `video.tv_show` for a title page. */
  type?: 'website' | 'video.tv_show';
}

/** Link previews cut descriptions around here; a longer one ends in an ellipsis instead of mid-word. */
export const DESCRIPTION_MAX_LENGTH = 120;

export function shortDescription(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= DESCRIPTION_MAX_LENGTH ? flat : `${flat.slice(0, DESCRIPTION_MAX_LENGTH - 1)}…`;
}

/** `value` as an absolute URL on `origin` (the API already answers absolute picture URLs; paths are ours). */
export function absoluteUrl(origin: string, value: string): string {
  if (origin === '') return value;
  return new URL(value, `${origin}/`).href;
}

/**
 * The head of a page: 「… | Hanabi」, its description, its canonical URL, and Open Graph and Twitter card
 * tags. React Router replaces the parent's meta with the page's, so this is the page's whole head.
 */
export function pageMeta({
  heading,
  description,
  origin,
  path,
  image = null,
  type = 'website',
}: PageMetaInput): MetaDescriptor[] {
  const title = heading === null ? SITE_NAME : `${heading} | ${SITE_NAME}`;
  const url = absoluteUrl(origin, path);
  const summary = shortDescription(description);
  const picture = image
    ? { url: absoluteUrl(origin, image.url), width: image.width, height: image.height }
    : { url: absoluteUrl(origin, '/favicon.svg'), width: 512, height: 512 };
  return [
    { title },
    { name: 'description', content: summary },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:site_name', content: SITE_NAME },
    { property: 'og:locale', content: 'ja_JP' },
    { property: 'og:type', content: type },
    { property: 'og:title', content: title },
    { property: 'og:description', content: summary },
    { property: 'og:url', content: url },
    { property: 'og:image', content: picture.url },
    { property: 'og:image:width', content: String(picture.width) },
    { property: 'og:image:height', content: String(picture.height) },
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: summary },
    { name: 'twitter:image', content: picture.url },
  ];
}

/** A page that must stay out of search results (an age check, a member's page). */
export const NO_INDEX: MetaDescriptor = { name: 'robots', content: 'noindex' };

interface MetaMatch {
  id: string;
  loaderData?: unknown;
}

/**
 * The site origin the root loader read from WEB_ORIGIN, as a meta function finds it among its matches.
 * Empty (relative URLs) only when the root loader itself failed, and then the page is an error page anyway.
 */
export function siteOriginOf(matches: ReadonlyArray<MetaMatch | undefined>): string {
  const root = matches.find((match) => match?.id === 'root')?.loaderData as { siteOrigin?: string } | undefined;
  return root?.siteOrigin ?? '';
}
