import type { FaqEntry } from '../faq-types.ts';

export const ENVIRONMENT_ENTRIES: readonly FaqEntry[] = [
  {
    number: 44,
    topic: 'environment',
    question: '推奨環境を教えてください。',
    answer: [
      'パソコンはWindows 10・11または最新の2バージョンのmacOSで、Google Chrome、Microsoft Edge、Mozilla Firefox、Safariの最新版をおすすめしています。',
      'スマートフォン・タブレットは、iOS・iPadOS 16以降のSafari、Android 10以降のGoogle Chromeをおすすめしています。',
      '画質ごとに必要な通信速度や、ご利用いただけない環境は、推奨環境のページでご案内しています。',
    ],
    related: [{ label: '推奨環境', to: '/requirement' }],
  },
  {
    number: 45,
    topic: 'environment',
    question: 'スマートフォン用のアプリはありますか。',
    answer: [
      '専用のアプリはありません。スマートフォンやタブレットのブラウザから、パソコンと同じようにご利用いただけます。',
      'ブラウザのメニューから「ホーム画面に追加」をしておくと、アプリのようにすぐに開けて便利です。',
    ],
    related: [{ label: '推奨環境', to: '/requirement' }],
  },
  {
    number: 46,
    topic: 'environment',
    question: '「このサービスは日本国内でのみご利用いただけます」と表示されます。',
    answer: [
      '接続元のIPアドレスから、日本国外からのアクセスと判断したときに表示されます。',
      '日本国内にいる場合でも、VPNやプロキシ、海外のサーバーを経由する通信（一部のブラウザの通信節約機能など）を使っていると表示されることがあります。これらをオフにしてからお試しください。',
      'それでも表示される場合は、ご利用の回線事業者名を添えてお問い合わせください。',
    ],
    related: [
      { label: '海外からの視聴について', to: '/faq/40' },
      { label: 'お問い合わせ', to: '/support/inquiry' },
    ],
  },
  {
    number: 48,
    topic: 'environment',
    question: 'CookieやJavaScriptを有効にする必要はありますか。',
    answer: [
      'はい。ログイン、年齢確認、表示の設定、視聴位置の記録にCookieを使っています。CookieとJavaScriptを有効にしてご利用ください。',
      'プライベートブラウズ（シークレットモード）では、ブラウザを閉じるとログイン状態や設定が消えることがあります。',
    ],
    related: [{ label: '推奨環境', to: '/requirement' }],
  },
];
