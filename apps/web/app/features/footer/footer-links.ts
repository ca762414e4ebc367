/**
 * The footer's outside addresses. Hanabi Inc., its social accounts and its licence numbers are the demo's
 * own fictional ones; a deployment sets the real ones here.
 */

export const COMPANY_LINKS = [
  { label: '運営会社', href: 'https://hanabi-inc.example/' },
  { label: '採用情報', href: 'https://hanabi-inc.example/careers' },
  { label: 'プライバシーポリシー', href: 'https://hanabi-inc.example/privacy' },
] as const;

/** The service's own help and rules pages (spec §2: support and legal). */
export const SUPPORT_LINKS = [
  { label: 'サポート', to: '/support' },
  { label: 'よくある質問', to: '/faq' },
  { label: 'お問い合わせ', to: '/support/inquiry' },
  { label: '利用規約', to: '/rules/service' },
  { label: '特定商取引法に基づく表記', to: '/rules/tokusyo' },
  { label: 'サービスポリシー', to: '/rules/service-policy' },
] as const;

export type SocialService = 'x' | 'youtube' | 'instagram' | 'tiktok' | 'line';

export interface SocialLink {
  service: SocialService;
  /** The accessible name: the icon alone says nothing to a screen reader. */
  label: string;
  href: string;
}

export const SOCIAL_LINKS: readonly SocialLink[] = [
  { service: 'x', label: 'Hanabi公式X（旧Twitter）', href: 'https://x.com/hanabi_anime' },
  { service: 'youtube', label: 'Hanabi公式YouTubeチャンネル', href: 'https://www.youtube.com/@hanabi_anime' },
  { service: 'instagram', label: 'Hanabi公式Instagram', href: 'https://www.instagram.com/hanabi_anime/' },
  { service: 'tiktok', label: 'Hanabi公式TikTok', href: 'https://www.tiktok.com/@hanabi_anime' },
];

/** Shown from LINE_LINK_SHOWN_FROM by the server's time (spec §2). */
export const LINE_LINK: SocialLink = {
  service: 'line',
  label: 'Hanabi公式LINEアカウント',
  href: 'https://line.me/R/ti/p/@hanabi_anime',
};

/** Registrations a Japanese streaming service shows: telecommunications business and music copyright licences. */
export const LICENCES = [
  { label: '電気通信事業届出番号', value: 'A-05-21904' },
  { label: 'JASRAC許諾番号', value: '9038217003Y45037' },
  { label: 'NexTone許諾番号', value: 'ID000019473' },
] as const;

export const COPYRIGHT = '© Hanabi Inc.';
