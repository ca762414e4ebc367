import { describe, expect, it } from 'vitest';
import { episode, title } from '../../test/fixtures.ts';
import { titleJsonLd } from './title-json-ld.ts';

const ORIGIN = 'https://anime.hanabi.example';

describe('JSON-LD of a title page', () => {
  const subject = title(7, {
    name: '星降る町',
    staff: [
      { role: '監督', name: '監督 花子' },
      { role: '音楽', name: '音楽 次郎' },
    ],
    episodes: [episode(1, { summary: '始まりの夜。' }), episode(2)],
    episode_count: 2,
  });

  it('describes the series and each released episode', () => {
    const jsonLd = titleJsonLd(subject, ORIGIN);
    expect(jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'TVSeries',
      name: '星降る町',
      url: `${ORIGIN}/titles/7`,
      image: subject.key_art.url,
      genre: ['SF'],
      numberOfEpisodes: 2,
      actor: [{ '@type': 'Person', name: '声優 太郎' }],
      director: [{ '@type': 'Person', name: '監督 花子' }],
    });
    expect(jsonLd?.episode).toEqual([
      {
        '@type': 'TVEpisode',
        name: '第1話 エピソード1',
        episodeNumber: 1,
        datePublished: '2025-10-01T00:00:00+09:00',
        image: subject.episodes[0]?.thumbnail.url,
        description: '始まりの夜。',
        url: `${ORIGIN}/titles/7#episode-1`,
      },
      expect.objectContaining({ '@type': 'TVEpisode', episodeNumber: 2 }),
    ]);
  });

  it('is never given for a mature or an R18 title', () => {
    expect(titleJsonLd({ ...subject, display_group: 'mature_group' }, ORIGIN)).toBeNull();
    expect(titleJsonLd({ ...subject, is_age_restriction_r18: true }, ORIGIN)).toBeNull();
  });
});
