import type {
  EstTitleList,
  ExclusiveTitleList,
  FreeTitleList,
  ScheduledDeliveryList,
  ScheduledEndList,
  ScheduledEndQuery,
  TitleListQuery,
  TitleUpdateList,
} from '@hanabi/contract';
import { toJapanIso } from '../../lib/japan-time.ts';
import type { MediaUrls } from '../../lib/media-url.ts';
import { pageWindow, paginationOf } from '../../lib/pagination.ts';
import { toTitleCard } from '../catalogue/title-card.ts';
import type { ListScope, TitleCardRow } from '../catalogue/title-query.ts';
import type { EpisodeHeadline, ListPage, Page, TitleListsRepository } from './title-lists.repository.ts';

const DAY_MS = 86_400_000;

export interface TitleListsService {
  newlyUpdated(query: TitleListQuery, scope: ListScope): Promise<TitleUpdateList>;
  scheduled(query: TitleListQuery, scope: ListScope): Promise<ScheduledDeliveryList>;
  endingSoon(query: ScheduledEndQuery, scope: ListScope): Promise<ScheduledEndList>;
  soldIndividually(query: TitleListQuery, scope: ListScope): Promise<EstTitleList>;
  exclusive(query: TitleListQuery, scope: ListScope): Promise<ExclusiveTitleList>;
  withFreeEpisodes(query: TitleListQuery, scope: ListScope): Promise<FreeTitleList>;
}

function toEpisodeHeadline(episode: EpisodeHeadline) {
  return {
    id: episode.id,
    number: episode.number,
    prefix_name: episode.prefixName,
    name: episode.name,
    released_at: toJapanIso(episode.releasedAt),
  };
}

export function createTitleListsService({
  repository,
  media,
}: {
  repository: TitleListsRepository;
  media: MediaUrls;
}): TitleListsService {
  /** Runs one list's query for a page of `query` and maps its rows: each item is a card plus `extra(row)`. */
  async function paged<Row extends TitleCardRow, Extra>(
    query: TitleListQuery,
    load: (page: ListPage) => Promise<Page<Row>>,
    extra: (row: Row) => Extra,
  ) {
    const { page, per_page, sort, ...filters } = query;
    const { rows, total } = await load({ filters, sort, ...pageWindow({ page, per_page }) });
    return {
      items: rows.map((row) => ({ ...toTitleCard(row, media), ...extra(row) })),
      pagination: paginationOf({ page, per_page }, total),
    };
  }

  return {
    newlyUpdated: (query, scope) =>
      paged(
        query,
        (page) => repository.newlyUpdated(page, scope),
        (row) => ({ latest_episode: toEpisodeHeadline(row.latestEpisode) }),
      ),

    scheduled: (query, scope) =>
      paged(
        query,
        (page) => repository.scheduled(page, scope),
        (row) => ({
          delivery_at: toJapanIso(row.deliveryAt),
          next_episode: row.nextEpisode ? toEpisodeHeadline(row.nextEpisode) : null,
        }),
      ),

    endingSoon: ({ within_days, ...query }, scope) =>
      paged(
        query,
        (page) =>
          repository.endingSoon({ ...page, endsBefore: new Date(scope.now.getTime() + within_days * DAY_MS) }, scope),
        (row) => ({ available_until: toJapanIso(row.availableUntil) }),
      ),

    soldIndividually: (query, scope) =>
      paged(
        query,
        (page) => repository.soldIndividually(page, scope),
        (row) => ({ lowest_price_points: row.lowestPricePoints }),
      ),

    exclusive: (query, scope) =>
      paged(
        query,
        (page) => repository.exclusive(page, scope),
        ({ exclusive }) => ({
          exclusive: {
            kind: exclusive.kind,
            starts_at: toJapanIso(exclusive.startsAt),
            ends_at: toJapanIso(exclusive.endsAt),
          },
        }),
      ),

    withFreeEpisodes: (query, scope) =>
      paged(
        query,
        (page) => repository.withFreeEpisodes(page, scope),
        (row) => ({ free_episode_count: row.freeEpisodeCount }),
      ),
  };
}
