import { describe, expect, it } from 'vitest';
import { sectionLink } from './section-link.ts';
import { withoutSectionParams } from './section-params.ts';

const ranking = { sectionId: 'ranking_weekly', sectionPos: 2, sectionType: 'ranking' };

describe('links of the home sections', () => {
  it('carry the section, its place, the item’s place and the section type', () => {
    expect(sectionLink('/titles/3', ranking, 1)).toBe(
      '/titles/3?section_id=ranking_weekly&section_pos=2&banner_pos=1&section_type=ranking',
    );
  });

  it('keep a fragment last and a query already there', () => {
    expect(sectionLink('/titles/3#episode-30', ranking, 4)).toBe(
      '/titles/3?section_id=ranking_weekly&section_pos=2&banner_pos=4&section_type=ranking#episode-30',
    );
    expect(sectionLink('/rankings?period=weekly', ranking, 0)).toBe(
      '/rankings?period=weekly&section_id=ranking_weekly&section_pos=2&banner_pos=0&section_type=ranking',
    );
  });

  it('are cleaned by the root middleware when they lead to a section page', () => {
    const link = sectionLink('/rankings?period=weekly', ranking, 0);
    expect(withoutSectionParams(new URL(link, 'https://anime.hanabi.example'))).toBe('/rankings?period=weekly');
  });
});
