/**
 * Putting a present in a member's present box: the one way a service other than the sign-in service writes
 * `presents` (decision 0051: support's grants). The member receives it as any other present, which then
 * writes the gift points to the ledger or the episode's entitlement (decisions 0009, 0025).
 */
import { type AppDatabase, presents } from '@hanabi/db';

export type PresentGift =
  | { kind: 'gift_points'; points: number; pointsValidDays: number }
  | { kind: 'episode_ticket'; episodeId: number };

export interface PresentInput {
  userId: number;
  /** What the member reads in their present box. */
  name: string;
  receivableUntil: Date;
  now: Date;
}

/** Inserts the present and answers its id; run it inside the transaction of what causes it. */
export async function givePresent(tx: AppDatabase, input: PresentInput & PresentGift): Promise<number> {
  const { userId, name, receivableUntil, now } = input;
  const gift =
    input.kind === 'gift_points'
      ? { kind: input.kind, points: input.points, pointsValidDays: input.pointsValidDays }
      : { kind: input.kind, episodeId: input.episodeId };
  const [row] = await tx
    .insert(presents)
    .values({ ...gift, userId, name, receivableUntil, createdAt: now })
    .returning({ id: presents.id });
  if (!row) throw new Error('present not inserted');
  return row.id;
}
