import { useRef, useSyncExternalStore } from 'react';
import '../../components/card-control.css';
import { Rail } from '../../components/rail.tsx';
import type { SectionPlace } from '../../lib/navigation/section-link.ts';
import { minutesLeft, type WatchingCard, watchedPercent } from './watching-card.ts';
import { removeLabel, type WatchingRowStore } from './watching-row-store.ts';
import './watching.css';

export const WATCHING_HEADING = '続きから見る';
export const WATCHING_EMPTY_TEXT = '視聴中のエピソードはありません。';

/** How far the viewer has watched: a bar and the minutes left. */
function WatchingProgress({ card }: { card: WatchingCard }) {
  const percent = watchedPercent(card);
  return (
    <span className="watching-progress">
      <span
        className="watching-progress__bar"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-label={`${percent}%視聴済み`}
      >
        <span className="watching-progress__done" style={{ width: `${percent}%` }} />
      </span>
      <span className="watching-progress__left">残り{minutesLeft(card)}分</span>
    </span>
  );
}

/**
 * Where focus goes when a card leaves, as its button goes with it: the next card's link, else the previous
 * one's, else the row itself (which then says it is empty).
 */
function focusAfterRemoving(button: HTMLElement, row: HTMLElement | null) {
  const item = button.closest('li');
  const neighbour = item?.nextElementSibling ?? item?.previousElementSibling;
  const link = neighbour?.querySelector<HTMLElement>('a');
  (link ?? row)?.focus();
}

interface WatchingRailProps {
  store: WatchingRowStore;
  /** On the home page: its links say they came from the continue-watching section. */
  place?: SectionPlace;
  /** The page's first rail: its first pictures load at once. */
  first?: boolean;
}

/**
 * The continue-watching cards as a rail: each card opens the episode where the viewer left off, shows how far
 * they got, and has a button that takes it out of the row at once (the position is kept).
 */
export function WatchingRail({ store, place, first = false }: WatchingRailProps) {
  const { cards, announcement } = useSyncExternalStore(store.subscribe, store.snapshot, store.snapshot);
  const row = useRef<HTMLDivElement>(null);
  return (
    <div ref={row} className="watching-row" tabIndex={-1}>
      {cards.length === 0 ? (
        <p className="empty-note">{WATCHING_EMPTY_TEXT}</p>
      ) : (
        <Rail
          label={WATCHING_HEADING}
          place={place}
          first={first}
          items={cards.map(({ card, failure }) => ({
            key: card.episodeId,
            path: card.path,
            image: card.thumbnail,
            shape: 'wide',
            name: card.titleName,
            note: card.episodeName,
            mature: card.mature,
            footer: <WatchingProgress card={card} />,
            action: (
              <div className="card-control">
                <button
                  type="button"
                  className="card-control__button"
                  aria-label={removeLabel(card)}
                  onClick={(event) => {
                    focusAfterRemoving(event.currentTarget, row.current);
                    void store.remove(card.episodeId);
                  }}
                >
                  <span aria-hidden="true">×</span>
                </button>
                {failure ? (
                  <p className="card-control__failure" role="alert">
                    {failure}
                  </p>
                ) : null}
              </div>
            ),
          }))}
        />
      )}
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </div>
  );
}
