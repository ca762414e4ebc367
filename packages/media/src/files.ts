/** File-system pieces every media step shares: the pipeline writes through temp names and skips what exists. */
import { randomBytes } from 'node:crypto';
import { access } from 'node:fs/promises';

export async function pathExists(path: string): Promise<boolean> {
  try {
    await access(path);
    return true;
  } catch {
    return false;
  }
}

/** A temp name beside `path`, unique per process and call, so two launchers never write into each other's. */
export function tempPathBeside(path: string): string {
  return `${path}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`;
}
