import { renderToStaticMarkup } from 'react-dom/server';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { titleCard } from '../../test/fixtures.ts';
import { buttonsIn, linksIn, textOf } from '../../test/markup.ts';
import { HiddenTitleList } from './hidden-title-list.tsx';
import { MylistEmpty } from './mylist-empty.tsx';
import { MylistTitleList } from './mylist-title-list.tsx';
import { mylistFailureMessage } from './mylist-toggle.tsx';
import { TitleListControls } from './title-list-controls.tsx';
import type { ViewerListState } from './viewer-list-state.ts';

const render = (node: React.ReactNode) => renderToStaticMarkup(<MemoryRouter>{node}</MemoryRouter>);
/** For pieces that reload the page's data (useRevalidator needs a data router). */
const renderInDataRouter = (node: React.ReactNode) =>
  renderToStaticMarkup(<RouterProvider router={createMemoryRouter([{ path: '/', element: node }])} />);
const controls = (viewer: ViewerListState | null) => render(<TitleListControls titleId={12} viewer={viewer} />);

describe('the title page list controls', () => {
  it('offers a member to add a title that is not in the mylist, and to hide it', () => {
    const buttons = buttonsIn(controls({ signedIn: true, inMylist: false, hidden: false }));

    expect(buttons.map((button) => button.text)).toEqual(['＋ マイリストに追加', 'この作品を非表示にする']);
    expect(buttons[0]?.attributes['aria-pressed']).toBe('false');
  });

  it('shows a title in the mylist as pressed, offering to remove it', () => {
    const [toggle] = buttonsIn(controls({ signedIn: true, inMylist: true, hidden: false }));

    expect(toggle?.text).toBe('✓ マイリストから削除');
    expect(toggle?.attributes['aria-pressed']).toBe('true');
  });

  it('says when the member hid the title, and offers to show it again', () => {
    const html = controls({ signedIn: true, inMylist: false, hidden: true });

    expect(textOf(html)).toContain('この作品は非表示にしています。');
    expect(buttonsIn(html).map((button) => button.text)).toContain('表示に戻す');
  });

  it('gives a guest a link to log in instead, and no hide control', () => {
    const loginUrl = 'https://accounts.hanabi.test/login?design=1&destination=https%3A%2F%2Fhanabi.test%2Ftitles%2F12';
    const html = controls({ signedIn: false, loginUrl });

    expect(buttonsIn(html)).toEqual([]);
    expect(linksIn(html).map((link) => [link.text, link.attributes.href])).toEqual([
      ['ログインしてマイリストに追加', loginUrl],
    ]);
  });

  it('leaves the controls out when the lists could not be loaded', () => {
    expect(controls(null)).toBe('');
  });

  it('explains a failed change in Japanese, for each direction', () => {
    expect(mylistFailureMessage(true)).toMatch(/^マイリストに追加できませんでした。/);
    expect(mylistFailureMessage(false)).toMatch(/^マイリストから削除できませんでした。/);
  });
});

describe('the member list rows', () => {
  it('lists mylist titles with when they were added and a remove control named after the title', () => {
    const html = render(
      <MylistTitleList items={[{ ...titleCard(7, { name: '桜の坂道' }), added_at: '2025-10-01T12:00:00+09:00' }]} />,
    );

    expect(linksIn(html)[0]?.attributes.href).toBe('/titles/7');
    expect(textOf(html)).toContain('2025年10月1日に追加');
    expect(buttonsIn(html).map((button) => [button.name, button.attributes['aria-pressed']])).toEqual([
      ['桜の坂道をマイリストから削除', 'true'],
    ]);
  });

  it('lists hidden titles each with 表示に戻す', () => {
    const html = renderInDataRouter(
      <HiddenTitleList
        items={[{ ...titleCard(8, { name: '港町ララバイ' }), hidden_at: '2025-10-01T12:00:00+09:00' }]}
      />,
    );

    expect(buttonsIn(html).map((button) => button.name)).toEqual(['港町ララバイを表示に戻す']);
  });

  it('says an empty mylist is empty and links to titles to browse', () => {
    const html = render(<MylistEmpty />);

    expect(textOf(html)).toContain('マイリストに作品がありません');
    expect(linksIn(html).map((link) => [link.text, link.attributes.href])).toEqual([['作品をさがす', '/']]);
  });
});
