import { describe, expect, it } from 'vitest';
import { resolveSectionList } from './section-lists.ts';

const at = (query: string) => new URL(`http://localhost:3000/section_title_episodes?${query}`);

describe('resolveSectionList', () => {
  it('lists the new episodes behind the home page’s episodes section', () => {
    expect(resolveSectionList(at('section_id=new_episodes&section_type=episodes'))).toEqual({
      source: 'newEpisodes',
      request: {},
      heading: '新着エピソード',
    });
  });

  it('lists the ranking of the period the section id names, weekly when it names none', () => {
    expect(resolveSectionList(at('section_id=ranking_daily&section_type=ranking'))).toMatchObject({
      source: 'ranking',
      request: { period: 'daily' },
      heading: 'デイリーランキング',
    });
    expect(resolveSectionList(at('section_type=ranking'))?.request).toEqual({ period: 'weekly' });
    expect(resolveSectionList(at('section_id=ranking_yearly&section_type=ranking'))?.request).toEqual({
      period: 'weekly',
    });
  });

  it("lists a recommended genre rail's genre, most popular first; every genre for the section as a whole", () => {
    expect(resolveSectionList(at('section_id=recommended_genre_3&section_type=recommendation'))).toMatchObject({
      source: 'newTitles',
      request: { genreId: 3, sort: 'popular' },
    });
    expect(resolveSectionList(at('section_id=recommended&section_type=recommendation'))?.request).toEqual({
      genreId: undefined,
      sort: 'popular',
    });
    expect(
      resolveSectionList(at('section_id=recommended_genre_0x1&section_type=recommendation'))?.request.genreId,
    ).toBeUndefined();
  });

  it('lists the exclusives of the exclusive section', () => {
    expect(resolveSectionList(at('section_id=exclusives&section_type=exclusive'))?.source).toBe('exclusives');
  });

  it.each(['', 'section_type=feature&section_id=feature_12', 'section_type=scheduled', 'section_type=<script>'])(
    'has no list for %s (the page answers 404)',
    (query) => {
      expect(resolveSectionList(at(query))).toBeNull();
    },
  );
});
