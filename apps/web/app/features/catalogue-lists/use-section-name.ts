import { useEffect, useState } from 'react';
import { readStored, STORAGE_ENTRIES } from '../../lib/browser-storage.ts';

/**
 * The heading of a home section's list: the section's display name the home page stored (spec §9,
 * `sectionName`), read in the browser once the page is interactive; until then, and when nothing usable is
 * stored (no storage, blocked, another shape), the list's own name. The server never sees the storage,
 * so the first render is always the fallback and hydration matches.
 */
export function useSectionName(fallback: string): string {
  const [name, setName] = useState(fallback);
  useEffect(() => {
    setName(readStored(STORAGE_ENTRIES.sectionName) ?? fallback);
  }, [fallback]);
  return name;
}
