/**
 * What the purchase benchmark buys and who buys it, written straight into its scratch database: one title
 * whose episodes are sold on their own and in no plan, and signed-in members holding exactly the festa
 * points their purchases cost, so that a debit taken twice or not at all shows in the balances.
 */
import { type AppDatabase, episodes, titles, users } from '@hanabi/db';
import { createSession } from '@hanabi/membership';
import { topUpPaidPoints } from '@hanabi/membership/testing';

export interface Buyer {
  id: number;
  /** The festa_auth cookie value. */
  token: string;
}

const HOUR = 3_600_000;

function image(path: string, width: number, height: number) {
  return { path, width, height };
}

/** `count` episodes on sale now for `pricePoints` each, in one title. */
export async function insertEpisodesForSale(
  db: AppDatabase,
  count: number,
  pricePoints: number,
  now: Date,
): Promise<number[]> {
  const slug = `bench-${now.getTime().toString(36)}`;
  const [title] = await db
    .insert(titles)
    .values({
      slug,
      name: 'ベンチマーク用の作品',
      nameKana: 'べんちまーくようのさくひん',
      keyArt: image(`art/titles/${slug}/key-art.svg`, 1280, 720),
      poster: image(`art/titles/${slug}/poster.svg`, 600, 900),
      availableFrom: new Date(now.getTime() - HOUR),
    })
    .returning({ id: titles.id });
  if (!title) throw new Error('the benchmark title was not inserted');
  const rows = await db
    .insert(episodes)
    .values(
      Array.from({ length: count }, (_, index) => ({
        titleId: title.id,
        number: index + 1,
        prefixName: `第${index + 1}話`,
        name: `エピソード${index + 1}`,
        secLength: 1440,
        thumbnail: image(`art/episodes/${title.id}-${index + 1}.svg`, 640, 360),
        releasedAt: new Date(now.getTime() - HOUR),
        pricePoints,
        includedPlanIds: [],
      })),
    )
    .returning({ id: episodes.id });
  return rows.map((row) => row.id);
}

/** `count` free members, each signed in and holding `festaPoints` festa points from a top-up. */
export async function insertBuyers(db: AppDatabase, count: number, festaPoints: number, now: Date): Promise<Buyer[]> {
  const run = now.getTime().toString(36);
  const members = await db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, index) => ({
        festaUserId: `B${run}${String(index).padStart(5, '0')}`,
        email: `bench-buyer-${run}-${index}@example.jp`,
        passwordHash: 'not-a-real-hash',
        emailConfirmedAt: now,
      })),
    )
    .returning({ id: users.id });
  return Promise.all(
    members.map(async ({ id }) => {
      // Bought with a succeeded payment, so that the ledger audit at the end finds every grant's cause.
      await topUpPaidPoints(db, { userId: id, points: festaPoints, now });
      return { id, token: await createSession(db, id, now) };
    }),
  );
}
