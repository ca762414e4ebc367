/**
 * The demo's scene markers (decision 0059): every demo episode that has both cuts gets three scenes on each,
 * of other lengths on the premium cut, so that switching cuts shows the position carried scene by scene.
 * Seconds inside the demo clip every package is made of. Written for cuts without markers only: an
 * operator's markers stay as they are.
 */
import { type AppDatabase, cutSceneMarkers, episodes } from '@hanabi/db';
import { DEMO_CLIP_SECONDS } from '@hanabi/media';
import { aliasedTable, and, eq, ne, notExists, sql } from 'drizzle-orm';

/** Where each scene starts on each cut; the premium cut's second scene is longer (what it restores). */
export const DEMO_CUT_SCENES = {
  broadcast: [0, 3, 8],
  premium: [0, 6, 10],
} as const satisfies Record<'broadcast' | 'premium', readonly number[]>;

if (Math.max(...DEMO_CUT_SCENES.broadcast, ...DEMO_CUT_SCENES.premium) >= DEMO_CLIP_SECONDS) {
  throw new Error('Demo scene markers must start inside the demo clip.');
}

export async function writeDemoCutScenes(tx: AppDatabase): Promise<void> {
  const otherCut = aliasedTable(episodes, 'other_cut');
  const unmarked = await tx
    .select({ id: episodes.id, cut: episodes.cut })
    .from(episodes)
    .innerJoin(
      otherCut,
      and(eq(otherCut.titleId, episodes.titleId), eq(otherCut.number, episodes.number), ne(otherCut.cut, episodes.cut)),
    )
    .where(
      notExists(tx.select({ one: sql`1` }).from(cutSceneMarkers).where(eq(cutSceneMarkers.episodeId, episodes.id))),
    );
  const rows = unmarked.flatMap(({ id, cut }) =>
    DEMO_CUT_SCENES[cut].map((startSeconds, sceneIndex) => ({ episodeId: id, sceneIndex, startSeconds })),
  );
  if (rows.length > 0) await tx.insert(cutSceneMarkers).values(rows);
}
