import type { Title } from '@hanabi/contract';
import { episodeAnchorId } from '../../lib/episode-paths.ts';
import { absoluteUrl, shortDescription } from './page-meta.ts';

/** The staff roles schema.org has a property for; the rest of the staff stays on the page only. */
const DIRECTOR_ROLE = '監督';

/**
 * schema.org TVSeries of a title page, with each episode a TVEpisode, for search engines' rich results.
 * Null for mature and R18 titles: they are kept out of search engines altogether (and out of the sitemap).
 */
export function titleJsonLd(title: Title, origin: string): Record<string, unknown> | null {
  if (title.display_group === 'mature_group' || title.is_age_restriction_r18) return null;
  const url = absoluteUrl(origin, `/titles/${title.id}`);
  const person = (name: string) => ({ '@type': 'Person', name });
  return {
    '@context': 'https://schema.org',
    '@type': 'TVSeries',
    name: title.name,
    alternateName: title.name_kana,
    url,
    description: shortDescription(title.synopsis),
    image: absoluteUrl(origin, title.key_art.url),
    inLanguage: 'ja',
    genre: title.genres.map((genre) => genre.name),
    keywords: title.tags.map((tag) => tag.name).join(','),
    numberOfEpisodes: title.episode_count,
    ...(title.production_year === null ? {} : { dateCreated: String(title.production_year) }),
    ...(title.production_company
      ? { productionCompany: { '@type': 'Organization', name: title.production_company } }
      : {}),
    actor: title.cast.map((member) => person(member.name)),
    director: title.staff.filter((member) => member.role === DIRECTOR_ROLE).map((member) => person(member.name)),
    episode: title.episodes.map((episode) => ({
      '@type': 'TVEpisode',
      name: `${episode.prefix_name} ${episode.name}`,
      episodeNumber: episode.number,
      datePublished: episode.released_at,
      image: absoluteUrl(origin, episode.thumbnail.url),
      description: shortDescription(episode.summary),
      url: `${url}#${episodeAnchorId(episode.id)}`,
    })),
  };
}
