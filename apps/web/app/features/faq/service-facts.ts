/** Facts of the service the answers quote, taken from the contract so that an answer never disagrees with a price. */
import { PLANS, TOP_UP_POINTS, YEN_PER_POINT } from '@hanabi/contract';
import { formatYen } from '../../lib/format.ts';

export const LITE = `${PLANS.lite.name}（月額${formatYen(PLANS.lite.monthlyPriceYen)}・税込）`;
export const PREMIUM = `${PLANS.premium.name}（月額${formatYen(PLANS.premium.monthlyPriceYen)}・税込）`;

/** The point amounts on sale, e.g. 「500pt、1,000pt、…」. */
export const POINT_AMOUNTS = TOP_UP_POINTS.map((points) => `${points.toLocaleString('ja-JP')}pt`).join('、');
export const YEN_PER_POINT_TEXT = `1ptは${YEN_PER_POINT}円（税込）`;
