/**
 * The cards of one continue-watching row and the viewer's removals. A removed card leaves at once and the
 * removal is saved behind it; when saving fails the card comes back with a message (optimistic, as the
 * mylist buttons: decision 0020). Removing keeps where the viewer left off (decision 0028).
 */
import { flipOptimistically, type ToggleState, toggleState } from '../../lib/optimistic-toggle.ts';
import type { WatchingCard } from './watching-card.ts';

export const REMOVAL_FAILURE = '続きから見るから削除できませんでした。時間をおいてもう一度お試しください。';

/** The name of a card's remove button. */
export const removeLabel = (card: WatchingCard) => `『${card.episodeName}』を続きから見るから削除`;

/** Saves whether the episode is in the row: through the API for a member, in local storage for a guest. */
export type SaveVisibility = (episodeId: number, visible: boolean) => Promise<void>;

export interface ShownCard {
  card: WatchingCard;
  /** Why the last removal of this card did not hold; null when there was none. */
  failure: string | null;
}

export interface WatchingRowSnapshot {
  /** The cards still in the row, in the row's order. */
  cards: ShownCard[];
  /** Said to screen readers when a card leaves: 「『第3話 旅立ち』を続きから見るから削除しました。」 */
  announcement: string;
}

export interface WatchingRowStore {
  snapshot(): WatchingRowSnapshot;
  subscribe(listener: () => void): () => void;
  /** Takes the card out of the row at once and saves it; puts it back with a message if that fails. */
  remove(episodeId: number): Promise<void>;
}

export function createWatchingRowStore(cards: readonly WatchingCard[], save: SaveVisibility): WatchingRowStore {
  /** Each card's place in the row: `on` while it is in. */
  const states = new Map(cards.map((card) => [card.episodeId, toggleState(true)]));
  const listeners = new Set<() => void>();
  let announcement = '';
  let current = build();

  function build(): WatchingRowSnapshot {
    const shown = cards.flatMap((card) => {
      const state = states.get(card.episodeId);
      return state?.on ? [{ card, failure: state.failure }] : [];
    });
    return { cards: shown, announcement };
  }

  function publish(card: WatchingCard, next: ToggleState) {
    states.set(card.episodeId, next);
    announcement = next.on ? '' : `${removeLabel(card)}しました。`;
    current = build();
    for (const listener of listeners) listener();
  }

  return {
    snapshot: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async remove(episodeId) {
      const card = cards.find((candidate) => candidate.episodeId === episodeId);
      const state = states.get(episodeId);
      if (!card || !state?.on || state.pending) return;
      await flipOptimistically(
        state,
        (next) => publish(card, next),
        (visible) => save(episodeId, visible),
        () => REMOVAL_FAILURE,
      );
    },
  };
}
