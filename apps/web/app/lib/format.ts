const numberFormat = new Intl.NumberFormat('ja-JP');

/** A points amount as viewers read it: 「1,300pt」. */
export function formatPoints(points: number): string {
  return `${numberFormat.format(points)}pt`;
}

const dateFormat = new Intl.DateTimeFormat('ja-JP', {
  timeZone: 'Asia/Tokyo',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
});

/**
 * A day in Japan time: 「2025年11月1日」, whatever the time zone of the server or the browser. A date
 * without a time ('2025-11-01') is read as that day. An unreadable value is shown as it came.
 */
export function formatJapanDate(value: string): string {
  const instant = /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00+09:00` : value;
  const date = new Date(instant);
  return Number.isNaN(date.getTime()) ? value : dateFormat.format(date);
}

/** A price in yen: 「1,100円」. */
export function formatYen(amount: number): string {
  return `${numberFormat.format(amount)}円`;
}
