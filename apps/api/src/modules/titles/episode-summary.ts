import type { EpisodeSummary } from '@hanabi/contract';
import { toJapanIso } from '../../lib/japan-time.ts';
import type { MediaUrls } from '../../lib/media-url.ts';
import type { EpisodeRow } from '../catalogue/title-query.ts';

/** An episode as every answer shows it: on its title's page, on its own, before buying it. */
export function toEpisodeSummary(row: EpisodeRow, media: MediaUrls): EpisodeSummary {
  return {
    id: row.id,
    title_id: row.titleId,
    number: row.number,
    prefix_name: row.prefixName,
    name: row.name,
    summary: row.summary,
    sec_length: row.secLength,
    thumbnail: media(row.thumbnail),
    released_at: toJapanIso(row.releasedAt),
    is_free: row.isFree,
    price_points: row.pricePoints,
    included_plan_ids: row.includedPlanIds,
    cut: row.cut,
  };
}
