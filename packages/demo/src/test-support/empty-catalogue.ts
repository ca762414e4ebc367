import type { Database } from '@hanabi/db';
import { sql } from 'drizzle-orm';

/** Turns a seeded test database back into a migrated, never-seeded one. */
export async function emptyCatalogue(database: Database): Promise<void> {
  await database.db.execute(
    sql`truncate demo_seed, redirects, rules_revisions, features, dynamic_landings, episode_views, episodes, title_credits, title_tags, title_genres, titles, tags, genres, genre_groups restart identity cascade`,
  );
}
