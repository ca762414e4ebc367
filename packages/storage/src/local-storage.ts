/**
 * Media storage in a local folder: the default, served by the API under /media/. A folder is copied beside
 * its destination and renamed into place, so it appears whole or not at all.
 */
import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { cp, mkdir, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { cacheControlFor, contentTypeFor } from './cache-policy.ts';
import { listFiles } from './list-files.ts';
import { assertSafeKey, type MediaStorage, type StoredObject } from './media-storage.ts';

async function fileSize(path: string): Promise<number | undefined> {
  try {
    const stats = await stat(path);
    return stats.isFile() ? stats.size : undefined;
  } catch {
    return undefined;
  }
}

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}

/** A hidden temporary name beside `path` (`.<name>.<random>.tmp`), on the same file system for the rename. */
function tempBeside(path: string): string {
  return join(dirname(path), `.${basename(path)}.${randomBytes(4).toString('hex')}.tmp`);
}

export function localMediaStorage(rootDir: string): MediaStorage {
  const root = resolve(rootDir);
  const pathOf = (key: string) => {
    assertSafeKey(key);
    return join(root, key);
  };

  /** Empty folders left above a removed package (`video/<slug>/`), up to the root. */
  async function removeEmptyParents(path: string): Promise<void> {
    for (let folder = dirname(path); folder.startsWith(`${root}/`); folder = dirname(folder)) {
      try {
        await rmdir(folder);
      } catch {
        return; // Not empty (or already gone): the folders above hold something too.
      }
    }
  }

  return {
    kind: 'local',
    async putFolder(localDir, prefix) {
      const destination = pathOf(prefix);
      if (await exists(destination)) throw new Error(`Media storage already holds ${prefix}`);
      await mkdir(dirname(destination), { recursive: true });
      const temp = tempBeside(destination);
      try {
        await cp(localDir, temp, { recursive: true, errorOnExist: true });
        await rename(temp, destination);
      } catch (error) {
        await rm(temp, { recursive: true, force: true });
        await removeEmptyParents(temp);
        throw error;
      }
    },
    async putFile(key, content) {
      const destination = pathOf(key);
      await mkdir(dirname(destination), { recursive: true });
      // A unique temporary name beside it, renamed into place: two writers never write into each other's file.
      const temp = tempBeside(destination);
      try {
        await writeFile(temp, content);
        await rename(temp, destination);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
    },
    async get(key, range): Promise<StoredObject | undefined> {
      const path = pathOf(key);
      const size = await fileSize(path);
      if (size === undefined) return undefined;
      return {
        body: createReadStream(path, range),
        size,
        contentType: contentTypeFor(key),
        cacheControl: cacheControlFor(key),
      };
    },
    async list(prefix) {
      const folder = pathOf(prefix);
      if (!(await exists(folder))) return [];
      return (await listFiles(folder)).map((file) => `${prefix}/${file}`);
    },
    async deleteFolder(prefix) {
      const folder = pathOf(prefix);
      await rm(folder, { recursive: true, force: true });
      await removeEmptyParents(folder);
    },
  };
}
