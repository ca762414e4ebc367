import type { PaginationQuery, Present, PresentList } from '@hanabi/contract';
import { type AppDatabase, grantPoints } from '@hanabi/db';
import { ApiError } from '../../lib/api-error.ts';
import { toJapanIso } from '../../lib/japan-time.ts';
import { pageWindow, paginationOf } from '../../lib/pagination.ts';
import { findPresent, listPresents, markPresentReceived, type PresentRow } from './presents.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export const PRESENT_EXPIRED_MESSAGE = 'このプレゼントは受け取り期限を過ぎているため、受け取れません。';

/** The ledger reference of a present's gift points: granting it twice finds the first grant. */
function presentReference(id: number): string {
  return `present:${id}`;
}

function toPresent(row: PresentRow, now: Date): Present {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    points: row.points,
    points_valid_days: row.pointsValidDays,
    receivable_until: toJapanIso(row.receivableUntil),
    received_at: row.receivedAt ? toJapanIso(row.receivedAt) : null,
    status: row.receivedAt ? 'received' : row.receivableUntil > now ? 'receivable' : 'expired',
  };
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
 * Receives a present: marks it received and credits its gift points, valid `points_valid_days` × 24 hours
 * from now, in one transaction. Receiving it again answers the same present and grants nothing.
 * @throws ApiError notFound (not the caller's present), conflict (expired before it was received).
 */
export async function receivePresent(db: AppDatabase, userId: number, id: number, now: Date): Promise<Present> {
  return db.transaction(async (tx) => {
    const received = await markPresentReceived(tx, userId, id, now);
    if (received) {
      await grantPoints(tx, {
        kind: 'present',
        userId,
        points: received.points,
        reference: presentReference(id),
        now,
        expiresAt: new Date(now.getTime() + received.pointsValidDays * DAY_MS),
      });
      return toPresent(received, now);
    }
    const present = await findPresent(tx, userId, id);
    if (!present) throw new ApiError('notFound');
    if (present.receivedAt) return toPresent(present, now);
    throw new ApiError('conflict', { message: PRESENT_EXPIRED_MESSAGE });
  });
}
