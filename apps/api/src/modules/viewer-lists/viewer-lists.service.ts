import type {
  HiddenEntry,
  HiddenTitleList,
  MylistEntry,
  MylistQuery,
  MylistTitleList,
  Pagination,
  ViewerListQuery,
} from '@hanabi/contract';
import { hiddenTitles, mylistTitles } from '@hanabi/db';
import { ApiError } from '../../lib/api-error.ts';
import { toJapanIso } from '../../lib/japan-time.ts';
import type { MediaUrls } from '../../lib/media-url.ts';
import { pageWindow, paginationOf } from '../../lib/pagination.ts';
import { toTitleCard } from '../catalogue/title-card.ts';
import type { ListedTitleRow, ViewerListsRepository, ViewerListTable } from './viewer-lists.repository.ts';

export const UNKNOWN_TITLE_MESSAGE = '指定された作品が見つかりませんでした。配信が終了した可能性があります。';

export interface ViewerListsService {
  mylist(userId: number, query: MylistQuery, now: Date): Promise<MylistTitleList>;
  /** @throws ApiError notFound when the title is unknown or not available at `now`. */
  addToMylist(userId: number, titleId: number, now: Date): Promise<MylistEntry>;
  /** @throws ApiError notFound when the title is unknown. */
  removeFromMylist(userId: number, titleId: number): Promise<void>;
  hiddenTitles(userId: number, query: ViewerListQuery, now: Date): Promise<HiddenTitleList>;
  /** @throws ApiError notFound when the title is unknown or not available at `now`. */
  hide(userId: number, titleId: number, now: Date): Promise<HiddenEntry>;
  /** @throws ApiError notFound when the title is unknown. */
  unhide(userId: number, titleId: number): Promise<void>;
}

export function createViewerListsService({
  repository,
  media,
}: {
  repository: ViewerListsRepository;
  media: MediaUrls;
}): ViewerListsService {
  /**
   * Adding needs a title the viewer can see: available at `now` (published, inside its window; decision
   * 0046). Removing needs only a real title: one whose window has closed, or that was unpublished, can still
   * be taken out of a list.
   */
  async function requireAvailable(titleId: number, now: Date): Promise<void> {
    const availability = await repository.findTitleAvailability(titleId, now);
    if (!availability?.available) throw new ApiError('notFound', { message: UNKNOWN_TITLE_MESSAGE });
  }

  async function requireKnown(titleId: number): Promise<void> {
    if (!(await repository.titleExists(titleId))) throw new ApiError('notFound', { message: UNKNOWN_TITLE_MESSAGE });
  }

  async function page(
    table: ViewerListTable,
    userId: number,
    query: ViewerListQuery & { title_ids?: number[] | undefined },
    order: 'added' | 'kana',
    now: Date,
  ): Promise<{ rows: ListedTitleRow[]; pagination: Pagination }> {
    const { rows, total } = await repository.listListedTitles(table, userId, {
      ...pageWindow(query),
      order,
      titleId: query.title_id,
      titleIds: query.title_ids,
      now,
    });
    return { rows, pagination: paginationOf(query, total) };
  }

  return {
    async mylist(userId, query, now) {
      const { rows, pagination } = await page(mylistTitles, userId, query, query.sort, now);
      return {
        items: rows.map((row) => ({ ...toTitleCard(row, media), added_at: toJapanIso(row.addedAt) })),
        pagination,
      };
    },
    async addToMylist(userId, titleId, now) {
      await requireAvailable(titleId, now);
      const addedAt = await repository.addListedTitle(mylistTitles, userId, titleId, now);
      return { title_id: titleId, added_at: toJapanIso(addedAt) };
    },
    async removeFromMylist(userId, titleId) {
      await requireKnown(titleId);
      await repository.removeListedTitle(mylistTitles, userId, titleId);
    },
    async hiddenTitles(userId, query, now) {
      const { rows, pagination } = await page(hiddenTitles, userId, query, 'added', now);
      return {
        items: rows.map((row) => ({ ...toTitleCard(row, media), hidden_at: toJapanIso(row.addedAt) })),
        pagination,
      };
    },
    async hide(userId, titleId, now) {
      await requireAvailable(titleId, now);
      const hiddenAt = await repository.addListedTitle(hiddenTitles, userId, titleId, now);
      return { title_id: titleId, hidden_at: toJapanIso(hiddenAt) };
    },
    async unhide(userId, titleId) {
      await requireKnown(titleId);
      await repository.removeListedTitle(hiddenTitles, userId, titleId);
    },
  };
}
