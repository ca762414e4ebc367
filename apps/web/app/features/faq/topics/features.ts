import type { FaqEntry } from '../faq-types.ts';

export const FEATURE_ENTRIES: readonly FaqEntry[] = [
  {
    number: 54,
    topic: 'features',
    question: 'マイリストの使い方を教えてください。',
    answer: [
      '作品ページの「マイリストに追加」ボタンを押すと、あとで見たい作品をマイリストに追加できます。もう一度押すと、マイリストから外れます。',
      '追加した作品は、マイページの「マイリスト」に並び、並べ替えもできます。マイリストのご利用には会員登録（無料）が必要です。',
    ],
    related: [
      { label: 'マイリスト', to: '/my/mylist' },
      { label: '会員登録のしかた', to: '/faq/1' },
    ],
  },
  {
    number: 56,
    topic: 'features',
    question: '興味のない作品を表示しないようにできますか。',
    answer: [
      'はい。作品を非表示にすると、ランキングや新着などの一覧と検索結果に、その作品が表示されなくなります。',
      '非表示にした作品はマイページに一覧で表示され、いつでも元に戻せます。',
    ],
    related: [{ label: 'マイページ', to: '/my' }],
  },
  {
    number: 61,
    topic: 'features',
    question: 'これから配信される作品を知りたいです。',
    answer: [
      '会員の方は、画面上部のアイコンから「配信予定」を開くと、これから配信される作品と配信開始日を確認できます。',
      '配信予定はログインしてご覧ください。会員登録は無料です。',
    ],
    related: [
      { label: '配信予定', to: '/notices/new_arrivals' },
      { label: '会員登録のしかた', to: '/faq/1' },
    ],
  },
  {
    number: 62,
    topic: 'features',
    question: '作品一覧の表示をリスト形式とグリッド形式で切り替えられますか。',
    answer: [
      'はい。作品一覧や検索結果の上にある「リスト」「グリッド」を押すと、表示形式を切り替えられます。',
      '選んだ表示形式はブラウザに保存され、次にご覧になるときもそのまま使われます。',
    ],
    related: [{ label: '検索', to: '/search' }],
  },
  {
    number: 63,
    topic: 'features',
    question: '大切なお知らせはどこで確認できますか。',
    answer: [
      'メンテナンスや障害、キャンペーンなどのお知らせは、「お知らせ」のページにまとめています。',
      '緊急のお知らせがあるときは、すべてのページの上部にお知らせを表示します。',
    ],
    related: [{ label: 'お知らせ', to: '/notices' }],
  },
];
