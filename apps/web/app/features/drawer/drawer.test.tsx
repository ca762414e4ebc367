import { guestUserStatus, type UserStatus } from '@hanabi/contract';
import { renderToStaticMarkup } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { BEFORE_POINTS_CUTOFF, memberStatus, NOW } from '../../test/fixtures.ts';
import { buttonsIn, linkNamed, linkNames, textOf } from '../../test/markup.ts';
import { Drawer } from './drawer.tsx';

const ACCOUNTS = 'https://accounts.hanabi.example';

/** The drawer as the default layout renders it: inside the app's data router, under the root route's data. */
function renderDrawer(status: UserStatus | null, discreet = false): string {
  const DrawerRoute = () => (
    <Drawer
      id="site-drawer"
      open={false}
      onClose={() => undefined}
      onOpenedEarly={() => undefined}
      returnFocusTo={{ current: null }}
      status={status}
      accountsOrigin={ACCOUNTS}
      siteOrigin="https://hanabi.example"
    />
  );
  const Stub = createRoutesStub([
    { id: 'root', path: '/', children: [{ id: 'page', path: 'titles/:id', Component: DrawerRoute }] },
  ]);
  return renderToStaticMarkup(
    <Stub initialEntries={['/titles/3']} hydrationData={{ loaderData: { root: { discreet, env: {} }, page: null } }} />,
  );
}

const accountsLink = (html: string, name: string) => new URL(linkNamed(html, name).attributes.href ?? '');

describe('Drawer', () => {
  it('is a dialog named メニュー, with the id the menu button controls', () => {
    const html = renderDrawer(null);
    expect(html).toMatch(/^<dialog id="site-drawer" class="drawer" aria-label="メニュー">/);
    expect(buttonsIn(html)[0]?.name).toBe('メニューを閉じる');
  });

  it("closes by the browser's own command, so the close button works before hydration", () => {
    expect(renderDrawer(null)).toMatch(/<button[^>]*command="close" commandfor="site-drawer"/);
  });

  it('offers a guest login, registration and the guide, and nothing of a member', () => {
    const html = renderDrawer(guestUserStatus(BEFORE_POINTS_CUTOFF));
    expect(accountsLink(html, 'ログイン').pathname).toBe('/login');
    expect(accountsLink(html, '会員登録').searchParams.get('destination')).toBe('https://hanabi.example/titles/3');
    expect(linkNamed(html, 'はじめての方へ Hanabiの楽しみ方と、プランの違いをご紹介します。').attributes.href).toBe(
      '/guide',
    );
    const text = textOf(html);
    for (const memberOnly of ['会員ステータス', '保有ポイント', 'ログアウト', 'リクエストフォーム']) {
      expect(text).not.toContain(memberOnly);
    }
    for (const memberLink of ['マイページ', 'マイリスト', '購入済み作品', '配信予定']) {
      expect(linkNames(html)).not.toContain(memberLink);
    }
  });

  it.each([
    ['a guest', null],
    ['a member', memberStatus('free')],
  ])('offers %s the discreet mode switch, showing the mode this request is rendered in', (_, status) => {
    const off = renderDrawer(status, false);
    expect(off).toMatch(/<input type="checkbox" role="switch" aria-checked="false"\/>ひかえめモードを使う/);
    const on = renderDrawer(status, true);
    expect(on).toMatch(/<input type="checkbox" role="switch" aria-checked="true" checked=""\/>ひかえめモードを使う/);
  });

  it('treats a missing status (the status call failed) as a guest', () => {
    const text = textOf(renderDrawer(null));
    expect(text).toContain('会員登録');
    expect(text).not.toContain('ログアウト');
  });

  it.each([
    ['free', '未入会'],
    ['lite', 'ライト'],
    ['premium', 'プレミアム'],
  ] as const)('shows a %s member the membership status 「%s」 and the logout button', (tier, label) => {
    const html = renderDrawer(memberStatus(tier));
    expect(html).toContain(`<dt>会員ステータス</dt><dd class="drawer-account__plan">${label}</dd>`);
    expect(buttonsIn(html).map((button) => button.name)).toContain('ログアウト');
    expect(linkNamed(html, 'マイページ').attributes.href).toBe('/my');
    expect(linkNamed(html, 'マイリスト').attributes.href).toBe('/my/mylist');
    expect(html).not.toContain('はじめての方へ Hanabiの楽しみ方');
  });

  it('shows the points total with separators and the add-points link until the cut-off', () => {
    const html = renderDrawer(memberStatus('lite', { current_timestamp: '2024-12-02T23:59:59+09:00' }));
    expect(html).toContain('<dd class="drawer-points__total">1,300pt</dd>');
    const addPoints = accountsLink(html, 'ポイントを追加する');
    expect(addPoints.origin + addPoints.pathname).toBe(`${ACCOUNTS}/points`);
    expect(addPoints.searchParams.get('design')).toBe('1');
    expect(addPoints.searchParams.get('destination')).toBe('https://hanabi.example/titles/3');
  });

  it('hides the whole points block after 2024-12-02 23:59:59 JST', () => {
    const html = renderDrawer(memberStatus('lite', { current_timestamp: '2024-12-03T00:00:00+09:00' }));
    expect(html).not.toContain('drawer-points');
    expect(textOf(html)).not.toMatch(/保有ポイント|1,300pt|ポイントを追加する/);
  });

  it('lists purchased works only for a member who owns titles', () => {
    expect(linkNames(renderDrawer(memberStatus('free')))).not.toContain('購入済み作品');
    const owner = renderDrawer(memberStatus('free', { has_owned_titles: true }));
    expect(linkNamed(owner, '購入済み作品').attributes.href).toBe('/my/purchased');
  });

  it('hides the free works from anime-subscribed members only', () => {
    expect(linkNamed(renderDrawer(null), '無料作品').attributes.href).toBe('/free');
    expect(linkNames(renderDrawer(memberStatus('free')))).toContain('無料作品');
    expect(linkNames(renderDrawer(memberStatus('lite', { is_subscribed_user: true })))).not.toContain('無料作品');
  });

  it('links the routes of the menu, with the campaign pages under their menu names', () => {
    const html = renderDrawer(memberStatus('lite'));
    expect(linkNamed(html, '新作').attributes.href).toBe('/campaigns/feature-2025fall');
    expect(linkNamed(html, '独占・先行配信').attributes.href).toBe('/campaigns/list-dokusen');
    for (const [name, href] of [
      ['ホーム', '/'],
      ['検索', '/search'],
      ['ランキング', '/rankings'],
      ['新着エピソード', '/new_episodes'],
      ['お知らせ', '/notices'],
      ['よくある質問', '/faq'],
      ['お問い合わせ', '/support'],
      ['推奨環境', '/requirement'],
      ['利用規約', '/rules/service'],
    ]) {
      expect(linkNamed(html, name ?? '').attributes.href).toBe(href);
    }
  });

  it('opens the request form with the encrypted user id for anime-subscribed members', () => {
    const html = renderDrawer(memberStatus('premium', { is_subscribed_user: true, encrypted_festa_user_id: 'x+y/z=' }));
    const link = accountsLink(html, 'リクエストフォーム 配信してほしい作品をお聞かせください。');
    expect(link.origin + link.pathname).toBe(`${ACCOUNTS}/request_form`);
    expect(link.searchParams.get('uid')).toBe('x+y/z=');
  });

  it('sends an anime-subscribed member without an encrypted id to log in instead', () => {
    const html = renderDrawer(memberStatus('premium', { is_subscribed_user: true, encrypted_festa_user_id: null }));
    const link = accountsLink(html, 'リクエストフォーム 配信してほしい作品をお聞かせください。');
    expect(link.pathname).toBe('/login');
    expect(link.searchParams.get('destination')).toBe('https://hanabi.example/titles/3');
  });

  it('shows no request form to members who are not anime-subscribed', () => {
    expect(textOf(renderDrawer(memberStatus('free')))).not.toContain('リクエストフォーム');
  });

  it('promotes the comic service in a new tab, for every viewer', () => {
    for (const status of [null, memberStatus('premium', { current_timestamp: NOW })]) {
      const banner = linksNamedComic(renderDrawer(status));
      expect(banner.attributes).toMatchObject({
        href: 'https://comic.hanabi.example',
        target: '_blank',
        rel: 'noopener noreferrer',
      });
    }
  });
});

function linksNamedComic(html: string) {
  return linkNamed(html, 'Hanabi コミック アニメの原作コミックを読むなら。 （新しいタブで開きます）');
}
