import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CardActionProvider } from '../../components/card-action.tsx';
import { titleCard } from '../../test/fixtures.ts';
import { buttonsIn } from '../../test/markup.ts';
import { SearchResultList } from './search-result-list.tsx';

describe('search result rows', () => {
  it("give every row the page's control for its title, outside the row's link", () => {
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <CardActionProvider value={(title) => <button type="button">{title.name}を選ぶ</button>}>
          <SearchResultList
            results={[{ ...titleCard(1, { name: '桜の坂道' }), matched: 'name' }]}
            label="「桜」の検索結果"
          />
        </CardActionProvider>
      </MemoryRouter>,
    );

    expect(buttonsIn(html).map((button) => button.text)).toEqual(['桜の坂道を選ぶ']);
    for (const [link] of html.matchAll(/<a\s.*?<\/a>/gs)) expect(link).not.toContain('<button');
  });
});
