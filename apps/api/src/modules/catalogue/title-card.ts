import type { TitleCard } from '@hanabi/contract';
import type { MediaUrls } from '../../lib/media-url.ts';
import type { TitleCardRow } from './title-query.ts';

/** A title as every list shows it. */
export function toTitleCard(row: TitleCardRow, media: MediaUrls): TitleCard {
  return {
    id: row.id,
    name: row.name,
    name_kana: row.nameKana,
    design_type: row.designType,
    display_group: row.displayGroup,
    is_age_restriction_r18: row.isAgeRestrictionR18,
    key_art: media(row.keyArt),
    poster: media(row.poster),
    episode_count: row.episodeCount,
  };
}
