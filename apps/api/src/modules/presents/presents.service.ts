import type { PaginationQuery, Present, PresentList } from '@hanabi/contract';
import type { AppDatabase } from '@hanabi/db';
import { grantPoints, lockMemberPoints, presentGrantReference } from '@hanabi/membership';
import { ApiError } from '../../lib/api-error.ts';
import { toJapanIso } from '../../lib/japan-time.ts';
import { pageWindow, paginationOf } from '../../lib/pagination.ts';
import {
  findPresent,
  grantTicketEntitlement,
  listPresents,
  markPresentReceived,
  type PresentRow,
  type PresentView,
} from './presents.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export const PRESENT_EXPIRED_MESSAGE = 'このプレゼントは受け取り期限を過ぎているため、受け取れません。';

/** The ledger reference of a present's gift points: granting it twice finds the first grant. */
function toPresent(row: PresentView, now: Date): Present {
  const shared = {
    id: row.id,
    name: row.name,
    receivable_until: toJapanIso(row.receivableUntil),
    received_at: row.receivedAt ? toJapanIso(row.receivedAt) : null,
    status: row.receivedAt ? 'received' : row.receivableUntil > now ? 'receivable' : 'expired',
  } as const;
  if (row.kind === 'episode_ticket') {
    if (!row.episode) throw new Error(`ticket present ${row.id} names no episode`);
    const { id, titleId, titleName, prefixName } = row.episode;
    return {
      ...shared,
      kind: 'episode_ticket',
      episode: { id, title_id: titleId, title_name: titleName, prefix_name: prefixName },
    };
  }
  if (row.points === null || row.pointsValidDays === null) throw new Error(`gift present ${row.id} has no points`);
  return { ...shared, kind: 'gift_points', points: row.points, points_valid_days: row.pointsValidDays };
}

export async function presentsOf(
  db: AppDatabase,
  userId: number,
  query: PaginationQuery,
  now: Date,
): Promise<PresentList> {
  const { rows, total } = await listPresents(db, userId, pageWindow(query));
  return { items: rows.map((row) => toPresent(row, now)), pagination: paginationOf(query, total) };
}

/**
 * Receives a present in one transaction: marks it received and gives what it holds — gift points valid
 * `points_valid_days` × 24 hours from now, or the ticket's episode for good, with nothing in the points
 * ledger. Receiving it again answers the same present and gives nothing more.
 * @throws ApiError notFound (not the caller's present), conflict (expired before it was received).
 */
export async function receivePresent(db: AppDatabase, userId: number, id: number, now: Date): Promise<Present> {
  return db.transaction(async (tx) => {
    const received = await markPresentReceived(tx, userId, id, now);
    if (received) await give(tx, userId, received, now);
    const present = await findPresent(tx, userId, id);
    if (!present) throw new ApiError('notFound');
    if (present.receivedAt) return toPresent(present, now);
    throw new ApiError('conflict', { message: PRESENT_EXPIRED_MESSAGE });
  });
}

async function give(tx: AppDatabase, userId: number, present: PresentRow, now: Date): Promise<void> {
  if (present.episodeId !== null) {
    // Queues behind the member's purchases (decision 0013), which then find the episode owned.
    await lockMemberPoints(tx, userId);
    await grantTicketEntitlement(tx, { userId, episodeId: present.episodeId, presentId: present.id, now });
    return;
  }
  if (present.points === null || present.pointsValidDays === null)
    throw new Error(`gift present ${present.id} has no points`);
  await grantPoints(tx, {
    kind: 'present',
    userId,
    points: present.points,
    reference: presentGrantReference(present.id),
    now,
    expiresAt: new Date(now.getTime() + present.pointsValidDays * DAY_MS),
  });
}
