import type { PaidPlanKey } from '@hanabi/contract';

/** What each plan brings, as the entry pages list it. */
export const PLAN_FEATURES: Record<PaidPlanKey, readonly string[]> = {
  lite: ['見放題対象の作品が見放題', 'テレビ放送版のエピソードが対象', 'いつでも解約できます'],
  premium: [
    'ライトプランの内容がすべて含まれます',
    'プレミアム版（完全版）のエピソードも見放題',
    'いつでも解約できます',
  ],
};
