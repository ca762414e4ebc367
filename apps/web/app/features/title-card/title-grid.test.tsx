import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CardActionProvider, type RenderCardAction } from '../../components/card-action.tsx';
import { titleCard } from '../../test/fixtures.ts';
import { buttonsIn, linksIn } from '../../test/markup.ts';
import { TitleGrid } from './title-grid.tsx';

const titles = [titleCard(1, { name: '桜の坂道' }), titleCard(2, { name: '朝顔の約束' })];
const pressMe: RenderCardAction = (title) => <button type="button">{title.name}を選ぶ</button>;

function grid(action: RenderCardAction | null, shown = titles) {
  return renderToStaticMarkup(
    <MemoryRouter>
      <CardActionProvider value={action}>
        <TitleGrid titles={shown} label="新着作品" />
      </CardActionProvider>
    </MemoryRouter>,
  );
}

describe('the title grid', () => {
  it("gives every card the page's control for its title, beside the card's link rather than inside it", () => {
    const html = grid(pressMe);

    expect(buttonsIn(html).map((button) => button.text)).toEqual(['桜の坂道を選ぶ', '朝顔の約束を選ぶ']);
    expect(linksIn(html).map((link) => link.attributes.href)).toEqual(['/titles/1', '/titles/2']);
    for (const [link] of html.matchAll(/<a\s.*?<\/a>/gs)) expect(link).not.toContain('<button');
  });

  it('shows cards with no control when the page has none', () => {
    expect(buttonsIn(grid(null))).toEqual([]);
  });

  it("marks a mature title's card for discreet mode's blur, with its reveal button beside the link", () => {
    const mature = titleCard(3, { name: '夜の帳', display_group: 'mature_group' });
    const html = grid(null, [...titles, mature]);

    expect(html.match(/data-mature-artwork/g)).toHaveLength(1);
    expect(buttonsIn(html).map((button) => button.text)).toEqual(['画像を表示']);
    expect(buttonsIn(html)[0]?.attributes['aria-label']).toBe('夜の帳の画像を表示');
    for (const [link] of html.matchAll(/<a\s.*?<\/a>/gs)) expect(link).not.toContain('<button');
  });
});
