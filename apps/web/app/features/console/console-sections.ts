import type { OperatorPermission } from '@hanabi/contract';

export interface ConsoleSection {
  path: string;
  label: string;
  description: string;
  /** The permission of the matrix (packages/contract) that opens the section. */
  permission: OperatorPermission;
}

/** The console's sections, each opened by one permission; the home and the menu show only the operator's. */
export const CONSOLE_SECTIONS: readonly ConsoleSection[] = [
  {
    path: '/admin/titles',
    label: '作品',
    description: '作品とエピソードの検索・作成・編集、公開と非公開、視聴者からの見え方のプレビューを行います。',
    permission: 'catalogue:read',
  },
  {
    path: '/admin/tags',
    label: 'タグ',
    description: '作品に付けるタグの作成、名前の変更、統合を行います。',
    permission: 'catalogue:read',
  },
  {
    path: '/admin/operators',
    label: 'オペレーター',
    description: 'オペレーターの招待、権限の変更、停止、ログイン中のセッションの終了を行います。',
    permission: 'operators:manage',
  },
  {
    path: '/admin/audit',
    label: '操作履歴',
    description: 'オペレーターの操作の記録を、操作した人、操作の種類、対象、期間で絞り込んで確認します。',
    permission: 'audit:read',
  },
  {
    path: '/admin/genres',
    label: 'ジャンル',
    description: 'ジャンルグループとジャンルの追加、名前の変更、並べ替え、統合を行います。',
    permission: 'catalogue:read',
  },
  {
    path: '/admin/slides',
    label: 'ホームのスライド',
    description: 'ホーム最上部のカルーセルのスライドの作成、画像、公開期間、表示する相手、並び順を設定します。',
    permission: 'catalogue:read',
  },
  {
    path: '/admin/home-layouts',
    label: 'ホームの並び順',
    description: 'ホームのセクションの順番と表示・非表示を期間ごとに予約し、日時を指定してプレビューします。',
    permission: 'catalogue:read',
  },
  {
    path: '/admin/picks',
    label: '編集部のおすすめ',
    description: 'ホームの「おすすめ」の先頭に並べる作品と期間を予約し、日時を指定してプレビューします。',
    permission: 'catalogue:read',
  },
  {
    path: '/admin/features',
    label: '特集',
    description: 'ホームの「特集」の作成、公開期間、表示順、作品の追加と並べ替え、日時を指定したプレビューを行います。',
    permission: 'catalogue:read',
  },
  {
    path: '/admin/landings',
    label: 'ランディングページ',
    description:
      '/lp/ のランディングページの見出し、レイアウト、公開期間、作品の並び、日時を指定したプレビューを設定します。',
    permission: 'catalogue:read',
  },
  {
    path: '/admin/campaigns',
    label: 'キャンペーン',
    description:
      '/campaigns/ のキャンペーンの文言、レイアウト、年齢確認、公開期間、作品の並び、日時を指定したプレビューを設定します。',
    permission: 'catalogue:read',
  },
  {
    path: '/admin/notices',
    label: 'お知らせ',
    description: 'お知らせの作成、公開日時と緊急表示の予約、視聴者への見え方のプレビュー、区分の編集を行います。',
    permission: 'catalogue:read',
  },
  {
    path: '/admin/rules',
    label: '規約',
    description:
      '利用規約・特定商取引法に基づく表記・サービスポリシーの改定の作成、プレビュー、施行日を決めての公開を行います。公開した改定は残り続けます。',
    permission: 'catalogue:read',
  },
  {
    path: '/admin/faq',
    label: 'よくある質問',
    description: '/faq に表示する質問と回答の追加、編集、番号と分類・表示順の設定、下書き、削除を行います。',
    permission: 'catalogue:read',
  },
  {
    path: '/admin/redirects',
    label: '転送',
    description: '古いアドレスから別のページやURLへの転送の追加、変更、削除を行います。',
    permission: 'catalogue:read',
  },
  {
    path: '/admin/inquiries',
    label: 'お問い合わせ',
    description: 'お問い合わせの対応状況と担当者の管理、メールでの返信、内部メモを行います。',
    permission: 'inquiries:read',
  },
  {
    path: '/admin/members',
    label: '会員',
    description: '会員をメールアドレス・会員ID・フェスタIDで探し、契約・支払い・ポイント・購入・視聴を確認します。',
    permission: 'members:read',
  },
  {
    path: '/admin/grants',
    label: '付与の承認',
    description: 'サポートが申請した、上限を超えるポイント・チケットの付与を承認または却下します。',
    permission: 'grants:approve',
  },
  {
    path: '/admin/purchases',
    label: '購入と返金',
    description:
      '会員のエピソード購入を確認し、返金します。返金するとポイントが戻り、そのエピソードは視聴できなくなります。',
    permission: 'sales:read',
  },
  {
    path: '/admin/payments',
    label: 'プラン・ポイントの返金',
    description:
      '会員のプラン料金・ポイント購入のお支払いを確認し、決済代行会社を通して返金します。返金するとプランは終了し、購入したポイントは取り消されます。',
    permission: 'sales:read',
  },
  {
    path: '/admin/reports',
    label: '売上レポート',
    description: '日別のエピソード売上、プラン売上、ポイント残高、二重請求を期間で確認し、CSVで書き出します。',
    permission: 'sales:read',
  },
  {
    path: '/admin/ledger',
    label: 'ポイント台帳の点検',
    description: 'ポイント台帳と購入の整合性を点検し、項目ごとの結果を確認します（読み取りのみ）。',
    permission: 'ledger:read',
  },
];

export function sectionsFor(permissions: readonly OperatorPermission[]): ConsoleSection[] {
  return CONSOLE_SECTIONS.filter((section) => permissions.includes(section.permission));
}
