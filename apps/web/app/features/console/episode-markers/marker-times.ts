/** Times as operators type and read them in the markers form: seconds (90) or minutes:seconds (1:30, 1:02:03). */

const CLOCK = /^(?:(\d+):)?(\d+):([0-5]\d)$/;
const SECONDS = /^\d+$/;

export const MARKER_TIME_MESSAGE = '時刻は秒数か「分:秒」（例: 1:30）で入力してください。';

/** Seconds from the start; null for an empty field; undefined when it is not a time. */
export function parseMarkerTime(typed: string): number | null | undefined {
  const text = typed.normalize('NFKC').trim();
  if (text === '') return null;
  if (SECONDS.test(text)) return Number(text);
  const clock = CLOCK.exec(text);
  if (!clock) return undefined;
  const [, hours, minutes, seconds] = clock;
  if (hours !== undefined && Number(minutes) > 59) return undefined;
  return Number(hours ?? 0) * 3600 + Number(minutes) * 60 + Number(seconds);
}

/** 90 → "1:30", 3723 → "1:02:03"; empty for null. */
export function formatMarkerTime(seconds: number | null): string {
  if (seconds === null) return '';
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}
