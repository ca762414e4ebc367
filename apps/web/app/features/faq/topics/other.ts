import type { FaqEntry } from '../faq-types.ts';

export const OTHER_ENTRIES: readonly FaqEntry[] = [
  {
    number: 65,
    topic: 'other',
    question: '利用規約や特定商取引法に基づく表記はどこで確認できますか。',
    answer: [
      'ページ下部のリンク、またはサポートのページからご覧いただけます。',
      'ご入会やポイントの購入の前に、利用規約と特定商取引法に基づく表記をご確認ください。',
    ],
    related: [
      { label: '利用規約', to: '/rules/service' },
      { label: '特定商取引法に基づく表記', to: '/rules/tokusyo' },
      { label: 'サービスポリシー', to: '/rules/service-policy' },
    ],
  },
  {
    number: 67,
    topic: 'other',
    question: 'お問い合わせへの返信には、どのくらいかかりますか。',
    answer: [
      'お問い合わせは受け付けた順に確認し、通常3営業日以内に、ご入力のメールアドレスへ担当者からご返信します。土日祝日と年末年始は、返信が遅れることがあります。',
      'お問い合わせの際は、種類を正しく選び、ご利用の端末やブラウザ、表示されたメッセージなどをできるだけ詳しくお書きください。回答までの時間が短くなります。',
    ],
    related: [{ label: 'お問い合わせ', to: '/support/inquiry' }],
  },
  {
    number: 68,
    topic: 'other',
    question: '個人情報はどのように扱われますか。',
    answer: [
      'お預かりした個人情報は、サービスの提供、お問い合わせへの回答、不正利用の防止のために利用し、法令に基づく場合を除いて、ご本人の同意なく第三者に提供することはありません。',
      'クレジットカード番号は当社のサーバーには保存せず、決済代行会社が管理します。詳しくはサービスポリシーと、運営会社のプライバシーポリシーをご覧ください。',
    ],
    related: [{ label: 'サービスポリシー', to: '/rules/service-policy' }],
  },
];
