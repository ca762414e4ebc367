import { type AppDatabase, titleMediaKeys } from '@hanabi/db';
import { type ContentKey, newContentKey } from '@hanabi/media';
import { eq } from 'drizzle-orm';

/** The title's key, created on first use; a concurrent creator wins harmlessly (the stored key is read back). */
export async function titleContentKey(db: AppDatabase, titleId: number): Promise<ContentKey> {
  await db
    .insert(titleMediaKeys)
    .values({ titleId, ...newContentKey() })
    .onConflictDoNothing({ target: titleMediaKeys.titleId });
  const [stored] = await db.select().from(titleMediaKeys).where(eq(titleMediaKeys.titleId, titleId));
  if (!stored) throw new Error(`No content key for title ${titleId}`);
  return { keyId: stored.keyId, key: stored.key };
}
