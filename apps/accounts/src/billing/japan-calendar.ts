/**
 * Calendar days in Japan time (UTC+9, no daylight saving), as `YYYY-MM-DD` strings like the `date`
 * columns of subscriptions. Payment days and forced-cancellation days are Japanese calendar days
 * whatever the server's time zone.
 */
const JST_OFFSET_MS = 9 * 60 * 60 * 1000;

/** The Japan-time calendar day of an instant. */
export function japanDate(instant: Date): string {
  return new Date(instant.getTime() + JST_OFFSET_MS).toISOString().slice(0, 10);
}

function parts(day: string): [number, number, number] {
  const [year, month, date] = day.split('-').map(Number);
  return [year ?? Number.NaN, month ?? Number.NaN, date ?? Number.NaN];
}

function format(year: number, month: number, date: number): string {
  return new Date(Date.UTC(year, month - 1, date)).toISOString().slice(0, 10);
}

/**
 * The same day of the month `months` later; when that month is shorter, its last day
 * (1/31 → 2/28 or 2/29, 3/31 → 4/30).
 */
export function addMonthsClamped(day: string, months: number): string {
  const [year, month, date] = parts(day);
  const lastDayOfTarget = new Date(Date.UTC(year, month - 1 + months + 1, 0)).getUTCDate();
  return format(year, month + months, Math.min(date, lastDayOfTarget));
}

export function addDays(day: string, days: number): string {
  const [year, month, date] = parts(day);
  return format(year, month, date + days);
}

/** The next monthly payment day of a plan entered at `startedAt`: the same day next month, Japan time. */
export function nextPaymentDay(startedAt: Date): string {
  return addMonthsClamped(japanDate(startedAt), 1);
}
