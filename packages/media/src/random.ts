/**
 * A small seeded random source, so the same slug always yields the same picture (files can be regenerated
 * on another machine and match, and tests can compare output).
 */
export type Random = () => number;

/** FNV-1a: spreads similar slugs ('title-1', 'title-2') to unrelated seeds. */
function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: tiny and good enough for picking shapes; not for anything secret. */
export function seededRandom(seed: string): Random {
  let state = hashString(seed);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function between(random: Random, min: number, max: number): number {
  return min + random() * (max - min);
}
