import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ViewerTier } from '../../lib/viewer-tier.ts';
import { buttonsIn, linkNamed, linkNames } from '../../test/markup.ts';
import { Header } from './header.tsx';

function renderHeader(tier: ViewerTier, menuOpen = false): string {
  return renderToStaticMarkup(
    <MemoryRouter initialEntries={['/titles/3?tid=1']}>
      <Header
        tier={tier}
        accountsOrigin="https://accounts.hanabi.example"
        siteOrigin="https://hanabi.example"
        menu={{ open: menuOpen, controls: 'site-drawer', onToggle: () => undefined }}
      />
    </MemoryRouter>,
  );
}

describe('Header', () => {
  it('shows a guest the logo, search, ログイン and 会員登録, both coming back to the page', () => {
    const html = renderHeader('guest');
    expect(linkNames(html)).toEqual(['Hanabi', '検索', 'ログイン', '会員登録']);
    expect(linkNamed(html, 'Hanabi').attributes.href).toBe('/');
    expect(linkNamed(html, '検索').attributes.href).toBe('/search');
    for (const [name, page] of [
      ['ログイン', '/login'],
      ['会員登録', '/register'],
    ] as const) {
      const link = new URL(linkNamed(html, name).attributes.href ?? '');
      expect(link.origin + link.pathname).toBe(`https://accounts.hanabi.example${page}`);
      expect(link.searchParams.get('design')).toBe('1');
      expect(link.searchParams.get('destination')).toBe('https://hanabi.example/titles/3?tid=1');
    }
  });

  it('shows a free member the upcoming releases and 入会する, which opens the entry page', () => {
    const html = renderHeader('free');
    expect(linkNames(html)).toEqual(['Hanabi', '検索', '配信予定', '入会する']);
    expect(linkNamed(html, '配信予定').attributes.href).toBe('/notices/new_arrivals');
    expect(linkNamed(html, '入会する').attributes.href).toBe('/entry');
  });

  it.each(['lite', 'premium'] as const)('shows a %s member the upcoming releases and nothing to join', (tier) => {
    const html = renderHeader(tier);
    expect(linkNames(html)).toEqual(['Hanabi', '検索', '配信予定']);
    expect(html).not.toContain('会員登録');
    expect(html).not.toContain('入会する');
  });

  it.each(['guest', 'free', 'lite', 'premium'] as const)('gives a %s the menu button of the drawer', (tier) => {
    const [closed] = buttonsIn(renderHeader(tier));
    expect(closed?.name).toBe('メニュー');
    expect(closed?.attributes).toMatchObject({ 'aria-expanded': 'false', 'aria-controls': 'site-drawer' });
    const [open] = buttonsIn(renderHeader(tier, true));
    expect(open?.attributes['aria-expanded']).toBe('true');
  });
});
