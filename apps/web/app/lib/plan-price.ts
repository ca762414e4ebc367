import { type PaidPlanKey, PLANS } from '@hanabi/contract';
import { formatYen } from './format.ts';

/** A plan's price as the law wants it shown to consumers, tax included: 「月額550円（税込）」. */
export function monthlyPriceText(plan: PaidPlanKey): string {
  return `月額${formatYen(PLANS[plan].monthlyPriceYen)}（税込）`;
}
