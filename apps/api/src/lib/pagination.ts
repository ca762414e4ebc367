import type { Pagination, PaginationQuery } from '@hanabi/contract';

/** The rows of one page (decision 0005: 1-based `page`, `per_page` rows each). */
export function pageWindow({ page, per_page }: PaginationQuery): { limit: number; offset: number } {
  return { limit: per_page, offset: (page - 1) * per_page };
}

/** The `pagination` block of a paged answer, for `total` rows in all. */
export function paginationOf({ page, per_page }: PaginationQuery, total: number): Pagination {
  return { page, per_page, total, total_pages: Math.ceil(total / per_page) };
}
