import { randomInt } from 'node:crypto';

/**
 * A new provider-wide member id: `F` and 10 random digits. Random rather than sequential, so it says nothing
 * about how many members there are; the unique index catches the rare repeat and the caller draws again.
 */
export function newFestaUserId(): string {
  return `F${String(randomInt(0, 10_000_000_000)).padStart(10, '0')}`;
}
