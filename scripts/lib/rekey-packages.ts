/**
 * Re-encrypts the packages made before decision 0035, when every episode of a title shared the title's key:
 * each episode still on such a package (`episode_media.key_id` null, not playable meanwhile) gets a package
 * of its own under a new key of its own, decrypted from the old package (the source file is not kept). The
 * old folder goes once no episode uses it, and the title keys once no package needs them. Run by the
 * launcher at every start (a no-op once done) and by `npm run media:rekey` for a PostgreSQL deployment.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type AppDatabase, episodeMedia, episodes, titleMediaKeys, titles } from '@hanabi/db';
import { decryptPackage, packageEncrypted } from '@hanabi/media';
import { episodePackagePath, newEpisodeContentKey } from '@hanabi/packaging';
import { and, eq, isNull } from 'drizzle-orm';

interface TitleKeyPackage {
  episodeId: number;
  slug: string;
  assetPath: string;
  renditionHeights: number[];
  titleKey: { keyId: string; key: string } | null;
}

async function titleKeyPackages(db: AppDatabase): Promise<TitleKeyPackage[]> {
  return db
    .select({
      episodeId: episodeMedia.episodeId,
      slug: titles.slug,
      assetPath: episodeMedia.assetPath,
      renditionHeights: episodeMedia.renditionHeights,
      titleKey: { keyId: titleMediaKeys.keyId, key: titleMediaKeys.key },
    })
    .from(episodeMedia)
    .innerJoin(episodes, eq(episodes.id, episodeMedia.episodeId))
    .innerJoin(titles, eq(titles.id, episodes.titleId))
    .leftJoin(titleMediaKeys, eq(titleMediaKeys.titleId, episodes.titleId))
    .where(isNull(episodeMedia.keyId));
}

function groupByAsset(rows: readonly TitleKeyPackage[]): Map<string, TitleKeyPackage[]> {
  const groups = new Map<string, TitleKeyPackage[]>();
  for (const row of rows) groups.set(row.assetPath, [...(groups.get(row.assetPath) ?? []), row]);
  return groups;
}

export async function rekeyTitleKeyPackages(
  db: AppDatabase,
  mediaDir: string,
  onProgress?: (done: number, total: number) => void,
): Promise<{ episodes: number }> {
  const rows = await titleKeyPackages(db);
  let done = 0;
  for (const [assetPath, group] of groupByAsset(rows)) {
    const [first] = group;
    if (!first?.titleKey) throw new Error(`The package ${assetPath} has no title key to decrypt it with.`);
    const workDir = await mkdtemp(join(tmpdir(), 'hanabi-rekey-'));
    try {
      const clear = await decryptPackage(join(mediaDir, assetPath), first.renditionHeights, first.titleKey, workDir);
      for (const { episodeId, slug } of group) {
        const key = await newEpisodeContentKey(db, episodeId);
        const newPath = episodePackagePath(slug, episodeId, key);
        await packageEncrypted(clear.renditions, join(mediaDir, newPath), key, { audioPath: clear.audioPath });
        await db
          .update(episodeMedia)
          .set({ assetPath: newPath, keyId: key.keyId })
          .where(and(eq(episodeMedia.episodeId, episodeId), isNull(episodeMedia.keyId)));
        onProgress?.(++done, rows.length);
      }
    } finally {
      await rm(workDir, { recursive: true, force: true });
    }
    // Players still streaming the old package lose it mid-episode; the title key it needs is no longer given out anyway.
    await rm(join(mediaDir, assetPath), { recursive: true, force: true });
  }
  if ((await db.$count(episodeMedia, isNull(episodeMedia.keyId))) === 0) await db.delete(titleMediaKeys);
  return { episodes: rows.length };
}
