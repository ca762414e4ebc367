import type { Readable } from 'node:stream';

/** Bytes `start` to `end` of a file, both included. */
export interface ByteRange {
  start: number;
  end: number;
}

/** One stored file, opened for reading. */
export interface StoredObject {
  body: Readable;
  size: number;
  contentType: string;
  cacheControl: string;
}

/**
 * Where packaged video and pictures are kept, under keys relative to the media root
 * (`video/<slug>/episode-<id>-<key id>/manifest.mpd`): the local media folder or an S3-compatible bucket
 * (decision 0044). Whoever writes media writes through this, so that a package is stored, listed and removed
 * the same way on both. Keys (object names) are also the paths under `/media/` and under a CDN base URL.
 */
export interface MediaStorage {
  readonly kind: 'local' | 's3';
  /**
   * Stores every file under `localDir` at `prefix/<relative path>`, each with the cache rule of its name. A
   * folder that fails half-way is removed again, so a reader never meets part of it under `prefix`.
   * Refuses a prefix that already holds files: packages are never overwritten (they are immutable).
   */
  putFolder(localDir: string, prefix: string): Promise<void>;
  /**
   * Stores one file at `key` with the cache rule of its name, whole or not at all, replacing what is there
   * (the demo's artwork, written file by file: decision 0044). Packages go through `putFolder`.
   */
  putFile(key: string, content: string | Uint8Array): Promise<void>;
  /**
   * The file at `key`, or undefined when there is none; with `range`, only those bytes (inclusive, inside the
   * file) in `body`, `size` staying the whole file's.
   */
  get(key: string, range?: ByteRange): Promise<StoredObject | undefined>;
  /** Every key under `prefix/`, sorted. */
  list(prefix: string): Promise<string[]>;
  /** Removes every file under `prefix/` (nothing when there is none). */
  deleteFolder(prefix: string): Promise<void>;
}

/** A key is relative, with no empty, `.` or `..` part, so it cannot leave the media root. */
export function assertSafeKey(key: string): void {
  const parts = key.split('/');
  if (key.startsWith('/') || parts.some((part) => part === '' || part === '.' || part === '..')) {
    throw new Error(`Not a media storage key: ${JSON.stringify(key)}`);
  }
}
