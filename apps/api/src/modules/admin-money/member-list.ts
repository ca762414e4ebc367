/**
 * The money lists' shared answer (decisions 0052, 0054): the member an operator typed — e-mail address, member
 * id or festa user id —, with one page of what `list` finds of theirs; 404 when no member matches.
 */
import type { AppDatabase } from '@hanabi/db';
import { ApiError } from '../../lib/api-error.ts';
import { pageWindow, paginationOf } from '../../lib/pagination.ts';
import { findPurchaseMember, type PurchaseMember } from './admin-purchases.repository.ts';

export const MEMBER_NOT_FOUND_MESSAGE = 'この会員は見つかりません。';

type Query = { member: string; page: number; per_page: number };

export async function memberListAnswer<Item>(
  db: AppDatabase,
  query: Query,
  list: (
    db: AppDatabase,
    memberId: number,
    window: { limit: number; offset: number },
  ) => Promise<{ items: Item[]; total: number }>,
): Promise<{ member: PurchaseMember; items: Item[]; pagination: ReturnType<typeof paginationOf> }> {
  const member = await findPurchaseMember(db, query.member);
  if (!member) throw new ApiError('notFound', { message: MEMBER_NOT_FOUND_MESSAGE });
  const { items, total } = await list(db, member.id, pageWindow(query));
  return { member, items, pagination: paginationOf(query, total) };
}
