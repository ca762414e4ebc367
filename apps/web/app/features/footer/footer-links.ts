/**
 * The footer's own lists: the service's help and rules pages, and its licence numbers (the demo's fictional
 * ones; a deployment sets the real ones here). The company's links and copyright are in lib/company.ts.
 */

/** The service's own help and rules pages (spec §2: support and legal). */
export const SUPPORT_LINKS = [
  { label: 'サポート', to: '/support' },
  { label: 'よくある質問', to: '/faq' },
  { label: 'お問い合わせ', to: '/support/inquiry' },
  { label: '利用規約', to: '/rules/service' },
  { label: '特定商取引法に基づく表記', to: '/rules/tokusyo' },
  { label: 'サービスポリシー', to: '/rules/service-policy' },
] as const;

/** Registrations a Japanese streaming service shows: telecommunications business and music copyright licences. */
export const LICENCES = [
  { label: '電気通信事業届出番号', value: 'A-05-21904' },
  { label: 'JASRAC許諾番号', value: '9038217003Y45037' },
  { label: 'NexTone許諾番号', value: 'ID000019473' },
] as const;
