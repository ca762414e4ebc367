import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { episode } from '../../test/fixtures.ts';
import { linkNamed, linkNames } from '../../test/markup.ts';
import { EpisodeList } from './episode-list.tsx';

describe('episode list', () => {
  const renderList = () =>
    renderToStaticMarkup(
      <MemoryRouter>
        <EpisodeList
          episodes={[
            episode(1, { is_free: true, price_points: 300 }),
            episode(2, { is_free: false, price_points: 1200 }),
            episode(3, { is_free: false, price_points: null }),
          ]}
        />
      </MemoryRouter>,
    );

  it('anchors every episode so that other pages can link to it', () => {
    expect(renderList().match(/id="episode-\d+"/g)).toEqual(['id="episode-1"', 'id="episode-2"', 'id="episode-3"']);
  });

  it('leads from every episode to its player', () => {
    const html = renderList();
    expect(linkNamed(html, '第1話 エピソード1').attributes.href).toBe('/titles/1/episodes/1');
    expect(linkNamed(html, '第3話 エピソード3').attributes.href).toBe('/titles/1/episodes/3');
  });

  it('offers to buy only the episodes sold for points that are not free', () => {
    const html = renderList();
    expect(linkNames(html).filter((name) => name.endsWith('で購入'))).toEqual(['第2話 エピソード2を1,200ptで購入']);
    const buy = linkNamed(html, '第2話 エピソード2を1,200ptで購入');
    expect(buy.text).toBe('1,200ptで購入');
    expect(buy.attributes.href).toBe('/episodes/2/purchase_confirm');
  });
});
