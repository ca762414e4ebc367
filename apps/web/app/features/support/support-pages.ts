import type { SupportLink } from './support-link-grid.tsx';

/** The pages /support points to besides the FAQ and the inquiry form. */
export const SERVICE_GUIDE_LINKS: readonly SupportLink[] = [
  { label: 'はじめての方へ', to: '/guide', description: '会員の種類、登録と購入のしかた' },
  { label: '推奨環境', to: '/requirement', description: '対応する端末・ブラウザと通信速度' },
  { label: 'お知らせ', to: '/notices', description: 'メンテナンス・障害・キャンペーン情報' },
];

export const RULES_LINKS: readonly SupportLink[] = [
  { label: '利用規約', to: '/rules/service', description: 'サービスをご利用いただく条件' },
  { label: '特定商取引法に基づく表記', to: '/rules/tokusyo', description: '価格、お支払い、解約と返金' },
  { label: 'サービスポリシー', to: '/rules/service-policy', description: '作品と年齢確認、個人情報の扱い' },
];
