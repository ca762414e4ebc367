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

  it('shows an uploaded thumbnail in the size it is drawn at, and the demo picture as it was', () => {
    const uploaded = {
      url: 'https://media.hanabi.test/images/thumbnail/abc/640.jpg',
      width: 640,
      height: 360,
      variants: (['avif', 'jpg'] as const).flatMap((extension) =>
        [320, 640].map((width) => ({
          url: `https://media.hanabi.test/images/thumbnail/abc/${width}.${extension}`,
          width,
          height: (width * 9) / 16,
          type: extension === 'jpg' ? ('image/jpeg' as const) : ('image/avif' as const),
        })),
      ),
    };
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <EpisodeList episodes={[episode(1, { thumbnail: uploaded }), episode(2)]} />
      </MemoryRouter>,
    );
    expect(html).toContain(
      '<source type="image/avif" srcSet="https://media.hanabi.test/images/thumbnail/abc/320.avif 320w, https://media.hanabi.test/images/thumbnail/abc/640.avif 640w" sizes="(min-width: 600px) 200px, 40vw"/>',
    );
    expect(html.match(/<picture/g)).toHaveLength(1);
    expect(html).toContain(`src="${episode(2).thumbnail.url}"`);
  });
});
