/**
 * The mail that tells a member an episode purchase was refunded (issue 18: the member is told). It is queued
 * in the refund's transaction, so a refund is never made without it; the sign-in service's mailer sends it.
 */
import type { AdminPurchase } from '@hanabi/contract';
import type { QueuedMail } from '@hanabi/db';

export interface ReturnedPoints {
  gift: number;
  festa: number;
}

const pt = (points: number) => `${points.toLocaleString('ja-JP')}pt`;

export function purchaseRefundMail(
  to: string,
  purchase: AdminPurchase,
  returned: ReturnedPoints,
  reason: string,
): QueuedMail {
  const { title_name, prefix_name, name } = purchase.episode;
  const lines = [
    `「${title_name}」${prefix_name}「${name}」のご購入（${pt(purchase.price_points)}）を返金いたしました。`,
    '',
    'お戻ししたポイント',
    `・フェスタポイント: ${pt(returned.festa)}`,
    `・ギフトポイント: ${pt(returned.gift)}（もとの有効期限のままお戻ししています）`,
    '',
    'このエピソードは、ふたたび購入するまで視聴できません。',
    '',
    `理由: ${reason}`,
    '',
  ];
  return {
    to,
    subject: '【Hanabi】エピソード購入の返金のお知らせ',
    text: lines.join('\n'),
    reference: `purchase_refund:${purchase.id}`,
  };
}
