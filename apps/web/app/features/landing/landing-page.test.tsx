import { renderToStaticMarkup } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { landing } from '../../test/campaign-fixtures.ts';
import { linksIn, textOf } from '../../test/markup.ts';
import type { JoinOffer } from './join-call.tsx';
import { LandingPage } from './landing-page.tsx';

const guest: JoinOffer = {
  audience: 'guest',
  registerUrl: 'http://accounts.test/register?design=1&destination=http%3A%2F%2Fweb.test%2Flp%2Fmens',
  loginUrl: 'http://accounts.test/login?design=1&destination=http%3A%2F%2Fweb.test%2Flp%2Fmens',
};
const free: JoinOffer = {
  audience: 'free',
  entryUrls: { lite: 'http://accounts.test/entry?plan=lite', premium: 'http://accounts.test/entry?plan=premium' },
};

function render(element: React.ReactElement): string {
  const router = createMemoryRouter([{ path: '/', element }]);
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

describe('LandingPage', () => {
  it('shows the hero from the first title, the heading, the lead and the titles with their synopses', () => {
    const html = render(<LandingPage landing={landing('mens', { layout: 'single_image' })} offer={guest} />);
    const hero = [...html.matchAll(/<img[^>]*>/g)]
      .map(([tag]) => tag)
      .find((tag) => tag.includes('landing-hero__image'));
    expect(hero).toContain('key-art-11');
    expect(textOf(html)).toContain('特集mens');
    expect(textOf(html)).toContain('いま観てほしい作品を集めました。');
    expect(textOf(html)).toContain('作品12のあらすじ。');
    expect(linksIn(html).filter((link) => link.attributes.href?.startsWith('/titles/')).length).toBe(2);
  });

  it('invites a guest to register for free, twice, and to log in', () => {
    const links = linksIn(render(<LandingPage landing={landing('mens')} offer={guest} />));
    const register = links.filter((link) => link.name === '今すぐ無料で登録');
    expect(register.map((link) => link.attributes.href)).toEqual([guest.registerUrl, guest.registerUrl]);
    expect(links.some((link) => link.name === 'ログイン' && link.attributes.href === guest.loginUrl)).toBe(true);
  });

  it('invites a free member to the plans instead', () => {
    const links = linksIn(render(<LandingPage landing={landing('mens')} offer={free} />));
    expect(links.some((link) => link.name === '今すぐ無料で登録')).toBe(false);
    expect(links.find((link) => link.name.startsWith('プレミアムプランに入会する'))?.attributes.href).toBe(
      free.entryUrls.premium,
    );
    expect(links.find((link) => link.name.startsWith('ライトプランに入会する'))?.name).toBe(
      'ライトプランに入会する（月額550円）',
    );
  });

  it('leaves the synopses out of a vertical_no_summary landing', () => {
    const html = render(<LandingPage landing={landing('bl', { layout: 'vertical_no_summary' })} offer={guest} />);
    expect(textOf(html)).not.toContain('あらすじ');
    expect(textOf(html)).toContain('作品11');
  });
});
