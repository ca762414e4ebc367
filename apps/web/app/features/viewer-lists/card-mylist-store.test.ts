import { describe, expect, it, vi } from 'vitest';
import { toggleState } from '../../lib/optimistic-toggle.ts';
import { createCardMylistStore, idBatches, mergeAnswer } from './card-mylist-store.ts';

const failureOf = (wanted: boolean) => (wanted ? '追加できませんでした。' : '削除できませんでした。');

/** A store whose question runs when the test says, answering from `inMylist`; records every call. */
function storeWith(inMylist: number[], save: (titleId: number, on: boolean) => Promise<void> = async () => {}) {
  const questions: number[][] = [];
  let scheduled: (() => void) | null = null;
  const store = createCardMylistStore({
    findInMylist: async (titleIds) => {
      questions.push(titleIds);
      return titleIds.filter((id) => inMylist.includes(id));
    },
    save,
    failureOf,
    schedule: (run) => {
      scheduled = run;
    },
  });
  /** Runs the scheduled question and waits for its answer. */
  const answer = async () => {
    scheduled?.();
    scheduled = null;
    await vi.waitFor(() => expect(questions.length).toBeGreaterThan(0));
    await Promise.resolve();
  };
  return { store, questions, answer };
}

describe('batching the ids of a page of cards', () => {
  it('keeps up to 100 ids in one call, in order', () => {
    const ids = Array.from({ length: 230 }, (_, index) => index + 1);

    expect(idBatches(ids).map((batch) => batch.length)).toEqual([100, 100, 30]);
    expect(idBatches(ids)[2]?.[0]).toBe(201);
    expect(idBatches([7, 3])).toEqual([[7, 3]]);
    expect(idBatches([])).toEqual([]);
  });

  it('asks about every card of the page in one call, each title once', async () => {
    const { store, questions, answer } = storeWith([12]);
    for (const id of [12, 15, 12, 18]) store.want(id);

    await answer();

    expect(questions).toEqual([[12, 15, 18]]);
    store.want(15);
    expect(questions).toHaveLength(1);
  });
});

describe('merging an answer into the known states', () => {
  it('knows every asked title: in the mylist when the answer lists it, out otherwise', () => {
    const merged = mergeAnswer(new Map(), [4, 5], [5]);

    expect(merged.get(4)).toEqual(toggleState(false));
    expect(merged.get(5)).toEqual(toggleState(true));
  });

  it('keeps a state already known, so an older answer does not undo a press', () => {
    const pressed = { on: true, pending: true, failure: null };

    expect(mergeAnswer(new Map([[4, pressed]]), [4], []).get(4)).toBe(pressed);
  });
});

describe('the card store', () => {
  it('shows no state before the answer, then the answer', async () => {
    const { store, answer } = storeWith([12]);
    store.want(12);
    store.want(13);
    expect(store.stateOf(12)).toBeUndefined();

    await answer();

    expect(store.stateOf(12)?.on).toBe(true);
    expect(store.stateOf(13)?.on).toBe(false);
  });

  it('flips a card at once, saves, and tells the cards of the page', async () => {
    const saved: Array<[number, boolean]> = [];
    const { store, answer } = storeWith([], async (titleId, on) => {
      saved.push([titleId, on]);
    });
    store.want(12);
    await answer();
    const seen: boolean[] = [];
    store.subscribe(() => seen.push(store.stateOf(12)?.on ?? false));

    await store.toggle(12);

    expect(saved).toEqual([[12, true]]);
    expect(seen).toEqual([true, true]);
    expect(store.stateOf(12)).toEqual(toggleState(true));
  });

  it('puts the card back with a Japanese message when saving fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { store, answer } = storeWith([12], async () => {
      throw new Error('offline');
    });
    store.want(12);
    await answer();

    await store.toggle(12);

    expect(store.stateOf(12)).toEqual({ on: true, pending: false, failure: '削除できませんでした。' });
  });

  it('ignores a press on a card whose state is unknown', async () => {
    const save = vi.fn(async () => {});
    const { store } = storeWith([], save);

    await store.toggle(12);

    expect(save).not.toHaveBeenCalled();
    expect(store.stateOf(12)).toBeUndefined();
  });

  it('leaves the buttons out when the question fails, and asks again for a card shown later', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const asked: number[][] = [];
    const runs: Array<() => void> = [];
    const store = createCardMylistStore({
      findInMylist: async (titleIds) => {
        asked.push(titleIds);
        if (asked.length === 1) throw new Error('offline');
        return titleIds;
      },
      save: async () => {},
      failureOf,
      schedule: (run) => runs.push(run),
    });
    store.want(12);
    runs.shift()?.();
    await vi.waitFor(() => expect(asked).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(store.stateOf(12)).toBeUndefined();

    store.want(12);
    runs.shift()?.();
    await vi.waitFor(() => expect(store.stateOf(12)?.on).toBe(true));
    expect(asked).toEqual([[12], [12]]);
  });
});
