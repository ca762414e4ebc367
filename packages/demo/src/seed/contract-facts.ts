/**
 * The service's facts the demo's texts quote (the FAQ's answers, the rules pages' first revisions), from the
 * contract: a text names them through placeholders (`{{lite}}` reads 「ライト（月額550円・税込）」) filled at
 * seed time, so what the demo says never disagrees with what the service charges.
 */
import { INQUIRY_RATE_LIMIT, PLAN_PAYMENT_METHOD_NAMES, PLANS, TOP_UP_POINTS, YEN_PER_POINT } from '@hanabi/contract';

const yen = (amount: number) => `${amount.toLocaleString('ja-JP')}円`;
const planText = (plan: keyof typeof PLANS) => `${PLANS[plan].name}（月額${yen(PLANS[plan].monthlyPriceYen)}・税込）`;

const FACTS: Readonly<Record<string, string>> = {
  lite: planText('lite'),
  premium: planText('premium'),
  liteName: PLANS.lite.name,
  litePrice: yen(PLANS.lite.monthlyPriceYen),
  premiumName: PLANS.premium.name,
  premiumPrice: yen(PLANS.premium.monthlyPriceYen),
  planPaymentMethods: PLAN_PAYMENT_METHOD_NAMES.join('、'),
  pointAmounts: TOP_UP_POINTS.map((points) => `${points.toLocaleString('ja-JP')}pt`).join('、'),
  yenPerPoint: `1ptは${YEN_PER_POINT}円（税込）`,
  pointPriceYen: String(YEN_PER_POINT),
  inquiryRateLimit: String(INQUIRY_RATE_LIMIT.count),
};

/** `text` with each `{{fact}}` filled; `culprit` names the text when a placeholder is none of the facts. */
export function fillContractFacts(text: string, culprit: string): string {
  return text.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) => {
    const fact = FACTS[name];
    // A mistake in hand-written content should name the culprit, not reach a viewer as 「{{lite}}」.
    if (fact === undefined) throw new Error(`${culprit} has an unknown placeholder ${placeholder}.`);
    return fact;
  });
}
