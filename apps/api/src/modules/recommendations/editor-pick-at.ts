/**
 * Which editor picks are in force at an instant (decision 0064): of the lists whose window contains it, the one
 * that started last. The viewer's 「おすすめ」 and the console's preview read it alike.
 */
import { type AppDatabase, editorPicks } from '@hanabi/db';
import { and, desc, gt, lte } from 'drizzle-orm';

export async function editorPickIdAt(db: AppDatabase, at: Date): Promise<number | undefined> {
  const [row] = await db
    .select({ id: editorPicks.id })
    .from(editorPicks)
    .where(and(lte(editorPicks.startsAt, at), gt(editorPicks.endsAt, at)))
    .orderBy(desc(editorPicks.startsAt), desc(editorPicks.id))
    .limit(1);
  return row?.id;
}
