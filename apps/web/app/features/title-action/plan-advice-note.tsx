import { PLANS } from '@hanabi/contract';
import { Link } from 'react-router';
import { formatPoints } from '../../lib/format.ts';
import { monthlyPriceText } from '../../lib/plan-price.ts';
import type { PlanAdvice } from './plan-advice.ts';
import './title-action.css';

/** Each paid plan's entry page. */
export const PLAN_ENTRY_PATHS: Record<number, string> = {
  [PLANS.lite.id]: '/entry',
  [PLANS.premium.id]: '/entry/premium',
};

/** 「残り5話を購入すると1,100pt。プレミアムプランなら月額1,100円（税込）で見放題。」 with the plan's page. */
export function PlanAdviceNote({ advice }: { advice: PlanAdvice }) {
  const plan = PLANS[advice.plan];
  return (
    <p className="title-action__advice">
      残り{advice.episodeCount}話を購入すると{formatPoints(advice.totalPoints)}。{plan.name}プランなら
      {monthlyPriceText(advice.plan)}で見放題。{' '}
      <Link to={PLAN_ENTRY_PATHS[plan.id] ?? '/entry'}>{plan.name}プランについて</Link>
    </p>
  );
}
