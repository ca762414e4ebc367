/** An episode's other cut: the same title and number in the other cut (each cut is an episode row). */
import { type AppDatabase, episodes } from '@hanabi/db';
import { aliasedTable, and, eq, ne } from 'drizzle-orm';

/** The id of the episode's other cut, whether shown or not; null when it has none. */
export async function otherCutOf(db: AppDatabase, episodeId: number): Promise<number | null> {
  const other = aliasedTable(episodes, 'other_cut');
  const [row] = await db
    .select({ id: other.id })
    .from(episodes)
    .innerJoin(
      other,
      and(eq(other.titleId, episodes.titleId), eq(other.number, episodes.number), ne(other.cut, episodes.cut)),
    )
    .where(eq(episodes.id, episodeId));
  return row?.id ?? null;
}
