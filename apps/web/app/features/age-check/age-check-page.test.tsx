import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { attributesOf, buttonsIn, linkNamed, textOf } from '../../test/markup.ts';
import { AgeCheckPage } from './age-check-page.tsx';

const html = renderToStaticMarkup(
  <MemoryRouter>
    <AgeCheckPage backwardPath="/titles/2?tid=9" />
  </MemoryRouter>,
);

describe('the age check', () => {
  it('asks 「18歳以上ですか？」 as the page heading, with the reason beside it', () => {
    expect(html).toMatch(/<h1 id="age-check-question"[^>]*>18歳以上ですか？<\/h1>/);
    expect(textOf(html)).toContain('18歳以上の方のみご覧いただけます。');
    expect(html).toContain('aria-labelledby="age-check-question" aria-describedby="age-check-explanation"');
  });

  it('answers 「はい」 with a plain form post carrying backward_path, which works without JavaScript', () => {
    const [form = ''] = html.match(/<form [^>]*>/) ?? [];
    expect(attributesOf(form)).toMatchObject({ method: 'post', action: '/age_check' });
    const [hidden = ''] = html.match(/<input [^>]*>/) ?? [];
    expect(attributesOf(hidden)).toMatchObject({ type: 'hidden', name: 'backward_path', value: '/titles/2?tid=9' });
    expect(buttonsIn(html).map((button) => [button.name, button.attributes.type])).toEqual([['はい', 'submit']]);
  });

  it('answers 「いいえ」 with a link home', () => {
    expect(linkNamed(html, 'いいえ').attributes.href).toBe('/');
  });

  it('says that 「はい」 is remembered on this device for a year', () => {
    expect(textOf(html)).toContain('「はい」を選ぶと、この端末では1年間、年齢の確認を省略します。');
  });
});
