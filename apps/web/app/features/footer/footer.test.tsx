import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { buttonsIn, linkNamed, linkNames, linksIn, textOf } from '../../test/markup.ts';
import { Footer } from './footer.tsx';

const render = (currentTimestamp: string | null) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <Footer currentTimestamp={currentTimestamp} />
    </MemoryRouter>,
  );

const SOCIAL = ['Hanabi公式X（旧Twitter）', 'Hanabi公式YouTubeチャンネル', 'Hanabi公式Instagram', 'Hanabi公式TikTok'];

describe('Footer', () => {
  it('has the back-to-top button', () => {
    expect(buttonsIn(render(null)).map((button) => button.name)).toEqual(['ページトップへ']);
  });

  it('opens the company, careers and privacy pages in a new tab', () => {
    const html = render('2025-10-01T12:00:00+09:00');
    for (const name of ['運営会社', '採用情報', 'プライバシーポリシー']) {
      expect(linkNamed(html, `${name} （新しいタブで開きます）`).attributes).toMatchObject({
        target: '_blank',
        rel: 'noopener noreferrer',
      });
    }
  });

  it('names each social account for screen readers', () => {
    const html = render('2024-07-18T16:59:59+09:00');
    expect(linkNames(html).filter((name) => name.startsWith('Hanabi公式'))).toEqual(SOCIAL);
    expect(linkNamed(html, 'Hanabi公式X（旧Twitter）').attributes.href).toMatch(/^https:\/\/x\.com\//);
  });

  it('shows the LINE link from 2024-07-18 17:00 JST by the server time, not before', () => {
    expect(linkNames(render('2024-07-18T16:59:59+09:00'))).not.toContain('Hanabi公式LINEアカウント');
    const from = render('2024-07-18T17:00:00+09:00');
    expect(linkNamed(from, 'Hanabi公式LINEアカウント').attributes.href).toMatch(/^https:\/\/line\.me\//);
    expect(linkNames(render(null))).not.toContain('Hanabi公式LINEアカウント');
  });

  it('opens every outside link in a new tab without giving it the page', () => {
    const outside = linksIn(render('2025-10-01T12:00:00+09:00')).filter((link) =>
      /^https?:/.test(link.attributes.href ?? ''),
    );
    for (const link of outside) {
      expect(link.attributes.rel).toContain('noopener');
    }
  });

  it('links to the support and rules pages on this site', () => {
    const html = render(null);
    expect(linkNamed(html, 'サポート').attributes.href).toBe('/support');
    expect(linkNamed(html, 'よくある質問').attributes.href).toBe('/faq');
    expect(linkNamed(html, '利用規約').attributes.href).toBe('/rules/service');
    expect(linkNamed(html, '特定商取引法に基づく表記').attributes.href).toBe('/rules/tokusyo');
    expect(linkNamed(html, 'サービスポリシー').attributes.href).toBe('/rules/service-policy');
    expect(linkNamed(html, 'サービスポリシー').attributes.target).toBeUndefined();
  });

  it('shows the licence numbers and the copyright line', () => {
    const text = textOf(render(null));
    expect(text).toMatch(/電気通信事業届出番号 A-\d{2}-\d{5}/);
    expect(text).toMatch(/JASRAC許諾番号 \w+/);
    expect(text).toMatch(/NexTone許諾番号 ID\d+/);
    expect(text).toContain('© Hanabi Inc.');
  });
});
