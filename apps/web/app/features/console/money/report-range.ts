import { type ReportRange, reportRangeSchema } from '@hanabi/contract';

const japanDate = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Tokyo' });

/** This month so far, in Japan dates: what the reports show before the operator chooses. */
export function thisMonth(now: Date): ReportRange {
  const today = japanDate.format(now);
  return { from: `${today.slice(0, 8)}01`, to: today };
}

export type CheckedRange = { ok: true; range: ReportRange } | { ok: false; values: ReportRange; error: string };

/** The range of the address (`?from=&to=`), this month when neither is given, checked by the contract's rule. */
export function reportRangeOf(search: URLSearchParams, now: Date): CheckedRange {
  const from = search.get('from');
  const to = search.get('to');
  if (from === null && to === null) return { ok: true, range: thisMonth(now) };
  const values = { from: from ?? '', to: to ?? '' };
  const checked = reportRangeSchema.safeParse(values);
  if (checked.success) return { ok: true, range: checked.data };
  return { ok: false, values, error: checked.error.issues[0]?.message ?? '' };
}
