const JST_OFFSET_MS = 9 * 60 * 60 * 1000;

/** ISO 8601 in Japan time, to the second: `2025-10-01T12:00:00+09:00`. */
export function toJapanIso(instant: Date): string {
  const shifted = new Date(instant.getTime() + JST_OFFSET_MS);
  return `${shifted.toISOString().slice(0, 19)}+09:00`;
}
