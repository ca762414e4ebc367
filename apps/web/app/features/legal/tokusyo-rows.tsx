/** 特定商取引法に基づく表記 (/rules/tokusyo): one row per item the Act (第11条) asks an online seller to show. */
import { PLAN_PAYMENT_METHOD_NAMES, PLANS, TOP_UP_POINTS, YEN_PER_POINT } from '@hanabi/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatYen } from '../../lib/format.ts';
import { OPERATOR } from './operator.ts';

function Lines({ lines }: { lines: readonly ReactNode[] }) {
  return (
    <ul className="legal-lines">
      {lines.map((line, index) => (
        // Fixed lines in a fixed order: the position is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <li key={index}>{line}</li>
      ))}
    </ul>
  );
}

export const TOKUSYO_ROWS: ReadonlyArray<readonly [string, ReactNode]> = [
  ['販売業者', OPERATOR.name],
  ['運営責任者', OPERATOR.manager],
  ['所在地', OPERATOR.disclosedOnRequest],
  ['電話番号', OPERATOR.disclosedOnRequest],
  [
    'メールアドレス',
    <Lines
      key="mail"
      lines={[
        <>
          <Link to="/support/inquiry">お問い合わせフォーム</Link>からご連絡ください。
        </>,
        'いただいたお問い合わせには、ご入力のメールアドレスへご返信します。',
      ]}
    />,
  ],
  [
    '販売価格',
    <Lines
      key="price"
      lines={[
        `${PLANS.lite.name}：月額${formatYen(PLANS.lite.monthlyPriceYen)}（税込）`,
        `${PLANS.premium.name}：月額${formatYen(PLANS.premium.monthlyPriceYen)}（税込）`,
        `ポイント：1pt＝${YEN_PER_POINT}円（税込）。${TOP_UP_POINTS.map((points) => `${points.toLocaleString('ja-JP')}pt`).join('、')}の単位で販売します。`,
        'エピソード：各エピソードのページに、購入に必要なポイント数を表示しています。',
      ]}
    />,
  ],
  ['商品代金以外の必要料金', 'インターネットの接続に必要な通信料は、お客様のご負担となります。'],
  [
    '支払方法',
    <Lines
      key="method"
      lines={[`月額料金：${PLAN_PAYMENT_METHOD_NAMES.join('、')}`, 'ポイントの購入：クレジットカード']}
    />,
  ],
  [
    '支払時期',
    <Lines
      key="when"
      lines={[
        '月額料金：入会のお手続き時に初回分を、以降は毎月の更新日（入会日と同じ日。その日がない月は末日）にお支払いいただきます。',
        'ポイント：購入のお手続き時にお支払いいただきます。',
        '実際の引き落とし日は、クレジットカード会社または携帯電話会社の定めによります。',
      ]}
    />,
  ],
  [
    '商品の提供時期',
    '決済の完了後、直ちにご利用いただけます。購入したポイントは直ちに残高に加算され、購入したエピソードは直ちに視聴できます。',
  ],
  [
    '返品・キャンセル',
    <Lines
      key="cancel"
      lines={[
        'デジタルコンテンツの性質上、購入後の返品・キャンセルはお受けできません。購入したポイントの払い戻しもいたしません。',
        '有料プランは、マイページからいつでも解約できます。解約と同時にプランは終了し、以降の月額料金はかかりません。お支払い済みの月額料金の日割りでの返金はありません。',
        '当社の責めに帰すべき事由により視聴できなかった場合や、誤って二重に請求した場合は、確認のうえ返金いたします。',
      ]}
    />,
  ],
  [
    '動作環境',
    <>
      <Link to="/requirement">推奨環境</Link>のページをご確認ください。
    </>,
  ],
  [
    '販売条件',
    '日本国内にお住まいで、日本国内から本サービスをご利用になる方に限ります。成人向けの作品は、18歳以上の方に限りご購入いただけます。',
  ],
];
