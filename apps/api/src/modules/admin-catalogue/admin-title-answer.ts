/** A title row as the operator API answers it (decision 0046). */
import type { AdminTitle, AdminTitleSummary } from '@hanabi/contract';
import type { StoredImage } from '@hanabi/db';
import { toJapanIso } from '../../lib/japan-time.ts';
import type { MediaUrls } from '../../lib/media-url.ts';
import type { AdminTitleRows, TitleRow } from './admin-titles.repository.ts';

/** What a title created in the console shows until its key art and poster are uploaded. */
export const PLACEHOLDER_KEY_ART: StoredImage = { path: 'art/placeholders/key-art.svg', width: 1280, height: 720 };
export const PLACEHOLDER_POSTER: StoredImage = { path: 'art/placeholders/poster.svg', width: 600, height: 900 };

export function adminTitleSummaryOf(title: TitleRow, episodeCount: number, media: MediaUrls): AdminTitleSummary {
  return {
    id: title.id,
    name: title.name,
    name_kana: title.nameKana,
    design_type: title.designType,
    display_group: title.displayGroup,
    is_age_restriction_r18: title.isAgeRestrictionR18,
    key_art: media(title.keyArt),
    poster: media(title.poster),
    status: title.publishedAt === null ? 'draft' : 'published',
    published_at: title.publishedAt === null ? null : toJapanIso(title.publishedAt),
    available_from: toJapanIso(title.availableFrom),
    available_until: toJapanIso(title.availableUntil),
    episode_count: episodeCount,
    updated_at: toJapanIso(title.updatedAt),
  };
}

export function adminTitleOf(
  { title, episodeCount, genres, tags, credits, exclusive }: AdminTitleRows,
  media: MediaUrls,
): AdminTitle {
  const creditsOf = (kind: 'cast' | 'staff') => credits.filter((credit) => credit.kind === kind);
  return {
    ...adminTitleSummaryOf(title, episodeCount, media),
    synopsis: title.synopsis,
    production_company: title.productionCompany,
    copyright: title.copyright,
    production_year: title.productionYear,
    genres,
    tags,
    cast: creditsOf('cast').map(({ role, personName }) => ({ character: role, name: personName })),
    staff: creditsOf('staff').map(({ role, personName }) => ({ role, name: personName })),
    exclusive: exclusive && {
      kind: exclusive.kind,
      starts_at: toJapanIso(exclusive.startsAt),
      ends_at: toJapanIso(exclusive.endsAt),
    },
    created_at: toJapanIso(title.createdAt),
  };
}
