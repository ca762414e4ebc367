import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { watchingEntry } from '../../test/fixtures.ts';
import { buttonsIn, linksIn, textOf } from '../../test/markup.ts';
import { memberWatchingCard } from './watching-card.ts';
import { WatchingRail } from './watching-rail.tsx';
import { createWatchingRowStore, type SaveVisibility, type WatchingRowStore } from './watching-row-store.ts';

const cards = [watchingEntry(21, 2, 600), watchingEntry(35, 3, 1380), watchingEntry(40, 4, 60)].map(memberWatchingCard);

const render = (store: WatchingRowStore) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <WatchingRail store={store} />
    </MemoryRouter>,
  );

/** The episodes the row shows, by the names of their remove buttons (not the rail's previous/next). */
const removeButtons = (html: string) =>
  buttonsIn(html)
    .map((button) => button.name)
    .filter((name) => name.endsWith('から削除'));

/** A save the test answers: it records each call and waits until the test settles it. */
function pendingSave() {
  const calls: Array<[number, boolean]> = [];
  let settle: (failure?: Error) => void = () => {};
  const save: SaveVisibility = (episodeId, visible) => {
    calls.push([episodeId, visible]);
    return new Promise<void>((resolve, reject) => {
      settle = (failure) => (failure ? reject(failure) : resolve());
    });
  };
  return { save, calls, settle: (failure?: Error) => settle(failure) };
}

describe('the continue-watching rail', () => {
  it('shows each episode with its title, how far it is watched and what is left, linking to where it plays', () => {
    const html = render(createWatchingRowStore(cards, async () => {}));

    expect(html).toContain('aria-label="続きから見る"');
    expect(linksIn(html).map((link) => link.text)).toEqual([
      '作品2 第21話 エピソード21 残り14分',
      '作品3 第35話 エピソード35 残り1分',
      '作品4 第40話 エピソード40 残り23分',
    ]);
    expect([...html.matchAll(/role="progressbar"[^>]*aria-label="([^"]+)"/g)].map(([, label]) => label)).toEqual([
      '41%視聴済み',
      '95%視聴済み',
      '4%視聴済み',
    ]);
    expect(html).toMatch(/<img [^>]*src="http:\/\/localhost:4000\/media\/images\/episode-21\.webp"[^>]*width="640"/);
    expect(removeButtons(html)).toEqual([
      '『第21話 エピソード21』を続きから見るから削除',
      '『第35話 エピソード35』を続きから見るから削除',
      '『第40話 エピソード40』を続きから見るから削除',
    ]);
    for (const [link] of html.matchAll(/<a\s.*?<\/a>/gs)) expect(link).not.toContain('<button');
  });

  it('takes a removed card out at once, saves the removal, and keeps the card out', async () => {
    const { save, calls, settle } = pendingSave();
    const store = createWatchingRowStore(cards, save);

    const removal = store.remove(35);
    const whileSaving = render(store);
    expect(removeButtons(whileSaving)).toEqual([
      '『第21話 エピソード21』を続きから見るから削除',
      '『第40話 エピソード40』を続きから見るから削除',
    ]);
    expect(calls).toEqual([[35, false]]);
    expect(whileSaving).toContain(
      '<p class="visually-hidden" role="status">『第35話 エピソード35』を続きから見るから削除しました。</p>',
    );

    settle();
    await removal;
    const after = render(store);
    expect(linksIn(after).map((link) => link.text)).not.toContain('作品3 第35話 エピソード35 残り1分');
    expect(removeButtons(after)).toHaveLength(2);
    expect(after).not.toContain('role="alert"');
  });

  it('brings the card back to its place with a message when the removal fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { save, settle } = pendingSave();
    const store = createWatchingRowStore(cards, save);

    const removal = store.remove(35);
    settle(new Error('offline'));
    await removal;

    const html = render(store);
    expect(removeButtons(html)).toEqual([
      '『第21話 エピソード21』を続きから見るから削除',
      '『第35話 エピソード35』を続きから見るから削除',
      '『第40話 エピソード40』を続きから見るから削除',
    ]);
    expect(html).toContain(
      '<p class="card-control__failure" role="alert">続きから見るから削除できませんでした。時間をおいてもう一度お試しください。</p>',
    );
    expect(html).not.toContain('削除しました。');
  });

  it('says the row is empty once its last card is removed', async () => {
    const store = createWatchingRowStore(cards.slice(0, 1), async () => {});
    await store.remove(21);
    const html = render(store);
    expect(textOf(html)).toContain('視聴中のエピソードはありません。');
    expect(linksIn(html)).toEqual([]);
  });

  it('saves a card once, however often its button is pressed while the removal is saving', async () => {
    const { save, calls, settle } = pendingSave();
    const store = createWatchingRowStore(cards, save);
    const first = store.remove(21);
    await store.remove(21);
    settle();
    await first;
    expect(calls).toEqual([[21, false]]);
  });
});
