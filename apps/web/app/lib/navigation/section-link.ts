/**
 * Where a link of the home page sits, carried by the link itself so that the page it opens (and analytics)
 * can tell which section and which item led there. The root middleware removes these parameters again
 * when the target is one of the section pages (lib/navigation/section-params.ts).
 */
export interface SectionPlace {
  /** The rail the link is in: 'new_episodes', 'feature_12', 'recommended_genre_3'… */
  sectionId: string;
  /**
   * The section's place on the page, from 1. The viewer's own continue-watching row above them is 0, so the
   * catalogue's sections keep their places whether or not a viewer has one.
   */
  sectionPos: number;
  /**
   * What kind of section: 'episodes', 'ranking', 'recommendation', 'feature', 'exclusive', 'scheduled',
   * 'watching'.
   */
  sectionType: string;
}

/**
 * `path` with the section parameters appended (before any #fragment). `bannerPos` is the item's place in
 * its rail, from 1; 0 is the section's own link (its heading's 「もっと見る」).
 */
export function sectionLink(path: string, place: SectionPlace, bannerPos: number): string {
  const [beforeHash = '', hash] = path.split('#', 2);
  const params = new URLSearchParams({
    section_id: place.sectionId,
    section_pos: String(place.sectionPos),
    banner_pos: String(bannerPos),
    section_type: place.sectionType,
  });
  const separator = beforeHash.includes('?') ? '&' : '?';
  return `${beforeHash}${separator}${params.toString()}${hash === undefined ? '' : `#${hash}`}`;
}
