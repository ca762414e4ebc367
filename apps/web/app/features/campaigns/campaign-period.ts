import { formatJapanDate } from '../../lib/format.ts';

/**
 * A campaign's period as viewers read it: 「2025年10月1日〜2025年12月31日」. The API's end is the first
 * instant after the campaign, so the last day shown is the day of the instant just before it.
 */
export function campaignPeriodText({ starts_at, ends_at }: { starts_at: string; ends_at: string }): string {
  const lastInstant = new Date(new Date(ends_at).getTime() - 1).toISOString();
  return `${formatJapanDate(starts_at)}〜${formatJapanDate(lastInstant)}`;
}
