/**
 * The company behind the service, as the product shows it: its outside pages, its social accounts and the
 * copyright line. Hanabi Inc. and its accounts are the demo's own fictional ones; a deployment sets the real
 * ones here. The footer and the landing layout show them, and the navigation allowlist admits exactly these
 * addresses (lib/safe-navigation.ts), so the two cannot drift apart.
 */

export const COMPANY_LINKS = [
  { label: '運営会社', href: 'https://hanabi-inc.example/' },
  { label: '採用情報', href: 'https://hanabi-inc.example/careers' },
  { label: 'プライバシーポリシー', href: 'https://hanabi-inc.example/privacy' },
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

export const COPYRIGHT = '© Hanabi Inc.';
