import type { HiddenTitle, MylistTitle, Pagination } from '@hanabi/contract';
import { titleCard } from './fixtures.ts';

/** One page of a viewer list, 20 a page. */
export const page = (total: number, fields: Partial<Pagination> = {}): Pagination => ({
  page: 1,
  per_page: 20,
  total,
  total_pages: Math.ceil(total / 20),
  ...fields,
});

/** A title in the mylist. */
export const mylistTitle = (id: number, name: string): MylistTitle => ({
  ...titleCard(id, { name }),
  added_at: '2025-10-01T12:00:00+09:00',
});

/** A title the member hid. */
export const hiddenTitle = (id: number, name: string): HiddenTitle => ({
  ...titleCard(id, { name }),
  hidden_at: '2025-09-30T08:00:00+09:00',
});
