import type { UserStatus } from '@hanabi/contract';
import { accountsUrl } from '../../lib/accounts-links.ts';
import { viewerTier } from '../../lib/viewer-tier.ts';

export interface MenuLink {
  to: string;
  label: string;
}

export interface MenuGroup {
  heading: string;
  links: MenuLink[];
}

/**
 * The drawer's links to the routes of spec §2. Some of these pages arrive with later issues; the menu
 * already lists them. Guests have no mylist, purchases or upcoming releases (spec §6); the free-works link
 * is hidden from anime-subscribed members, and purchased works appear only when titles are owned.
 */
export function drawerMenu(status: UserStatus | null): MenuGroup[] {
  const isGuest = viewerTier(status) === 'guest';
  const isAnimeSubscribed = status?.is_subscribed_user === true;
  const ownsTitles = status?.has_owned_titles === true;
  const groups: Array<{ heading: string; links: Array<MenuLink | false> }> = [
    {
      heading: '作品をさがす',
      links: [
        { to: '/', label: 'ホーム' },
        { to: '/search', label: '検索' },
        !isAnimeSubscribed && { to: '/free', label: '無料作品' },
        { to: '/rankings', label: 'ランキング' },
        { to: '/new_episodes', label: '新着エピソード' },
        { to: '/campaigns/feature-2025fall', label: '新作' },
        { to: '/campaigns/list-dokusen', label: '独占・先行配信' },
        { to: '/campaign_list', label: 'キャンペーン' },
      ],
    },
    {
      heading: 'マイメニュー',
      links: isGuest
        ? []
        : [
            { to: '/my/mylist', label: 'マイリスト' },
            ownsTitles && { to: '/my/purchased', label: '購入済み作品' },
            { to: '/notices/new_arrivals', label: '配信予定' },
          ],
    },
    {
      heading: 'ヘルプ・お知らせ',
      links: [
        { to: '/notices', label: 'お知らせ' },
        { to: '/guide', label: 'はじめての方へ' },
        { to: '/faq', label: 'よくある質問' },
        { to: '/support', label: 'お問い合わせ' },
        { to: '/requirement', label: '推奨環境' },
      ],
    },
    {
      heading: '規約・ポリシー',
      links: [
        { to: '/rules/service', label: '利用規約' },
        { to: '/rules/service-policy', label: 'サービスポリシー' },
        { to: '/rules/tokusyo', label: '特定商取引法に基づく表記' },
      ],
    },
  ];
  return groups
    .map(({ heading, links }) => ({ heading, links: links.filter((link): link is MenuLink => link !== false) }))
    .filter((group) => group.links.length > 0);
}

/**
 * The request form of anime-subscribed members (spec §6): opened with the encrypted user id, which only the
 * request-form service can read; without one, the viewer is sent to log in first.
 */
export function requestFormUrl(status: UserStatus, accountsOrigin: string, returnUrl: string): string {
  const uid = status.encrypted_festa_user_id;
  return uid
    ? accountsUrl(accountsOrigin, 'request_form', returnUrl, { uid })
    : accountsUrl(accountsOrigin, 'login', returnUrl);
}
