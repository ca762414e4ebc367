/**
 * The console's date-time fields (`<input type="datetime-local">`) are in Japan time, as operators schedule;
 * the API takes ISO 8601 with an offset. Japan has no daylight saving, so the offset is always +09:00.
 */
const JST_OFFSET_MS = 9 * 3_600_000;
const LOCAL_INPUT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/;

/** An instant as the field shows it: 「2026-04-01T00:00」 in Japan time; '' for an unreadable value. */
export function toJapanInput(iso: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  return new Date(time + JST_OFFSET_MS).toISOString().slice(0, 16);
}

/**
 * The field's value as the API's instant (`2026-04-01T00:00:00+09:00`); a value of another shape is passed on
 * as typed, for the contract's Japanese message to refuse.
 */
export function fromJapanInput(value: string): string {
  const trimmed = value.trim();
  if (!LOCAL_INPUT.test(trimmed)) return trimmed;
  return `${trimmed.length === 16 ? `${trimmed}:00` : trimmed}+09:00`;
}

export const DATETIME_REQUIRED = '日時を入力してください。';

/** A window's end as the console shows it: the far end of the spec (9999-12-31) means none is planned. */
export function formatWindowEnd(iso: string, format: (value: string) => string): string {
  return iso.startsWith('9999-') ? '終了予定なし' : format(iso);
}
