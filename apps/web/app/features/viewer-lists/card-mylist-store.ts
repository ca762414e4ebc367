/**
 * The mylist state of the title cards of one page. Every card says which title it shows; the store asks the
 * API about all of them in one call (or one per MAX_MYLIST_TITLE_IDS), then each card shows its button, and
 * presses are optimistic as on the title page (decision 0020). Two cards of the same title share one state.
 */
import { MAX_MYLIST_TITLE_IDS } from '@hanabi/contract';
import { flipOptimistically, type ToggleState, toggleState } from '../../lib/optimistic-toggle.ts';

/** The ids in as few calls as the API takes, in the order given. */
export function idBatches(ids: readonly number[], size: number = MAX_MYLIST_TITLE_IDS): number[][] {
  const batches: number[][] = [];
  for (let start = 0; start < ids.length; start += size) batches.push(ids.slice(start, start + size));
  return batches;
}

/**
 * The states once an answer arrives: every asked title is known, in the mylist when the answer lists it. A
 * state already known is kept, so a press made while the call ran is not undone by an older answer.
 */
export function mergeAnswer(
  known: ReadonlyMap<number, ToggleState>,
  asked: readonly number[],
  inMylist: readonly number[],
): Map<number, ToggleState> {
  const listed = new Set(inMylist);
  const merged = new Map(known);
  for (const id of asked) {
    if (!merged.has(id)) merged.set(id, toggleState(listed.has(id)));
  }
  return merged;
}

export interface CardMylistStore {
  /** The title's state; undefined until the API has said (the card shows no button before). */
  stateOf(titleId: number): ToggleState | undefined;
  subscribe(listener: () => void): () => void;
  /** A card of the title is on the page: its state is asked for together with every other card's. */
  want(titleId: number): void;
  /** The viewer pressed a card's button: flips it at once, saves, and puts it back with a message on failure. */
  toggle(titleId: number): Promise<void>;
}

export interface CardMylistStoreDeps {
  /** Which of the ids are in the mylist (GET /v1/users/mylist/titles?title_ids=). */
  findInMylist(titleIds: number[]): Promise<number[]>;
  /** Adds the title to the mylist (on) or takes it out. */
  save(titleId: number, on: boolean): Promise<void>;
  failureOf(wanted: boolean): string;
  /** Runs the question once every card that mounts together has said its title. */
  schedule?: (run: () => void) => void;
}

export function createCardMylistStore({
  findInMylist,
  save,
  failureOf,
  schedule = (run) => setTimeout(run, 0),
}: CardMylistStoreDeps): CardMylistStore {
  let known: ReadonlyMap<number, ToggleState> = new Map();
  /** Titles waiting for the next question. */
  const queued = new Set<number>();
  /** Titles queued, being asked about or known: never asked twice. */
  const asked = new Set<number>();
  const listeners = new Set<() => void>();

  function publish(next: ReadonlyMap<number, ToggleState>) {
    known = next;
    for (const listener of listeners) listener();
  }

  async function ask(batch: number[]) {
    try {
      publish(mergeAnswer(known, batch, await findInMylist(batch)));
    } catch (error) {
      // Without an answer the cards show no button; a card shown later asks again.
      for (const id of batch) asked.delete(id);
      console.warn('The mylist state of the title cards could not be loaded; their buttons are left out.', error);
    }
  }

  function flush() {
    const ids = [...queued];
    queued.clear();
    for (const batch of idBatches(ids)) void ask(batch);
  }

  return {
    stateOf: (titleId) => known.get(titleId),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    want(titleId) {
      if (asked.has(titleId)) return;
      asked.add(titleId);
      if (queued.size === 0) schedule(flush);
      queued.add(titleId);
    },
    async toggle(titleId) {
      const current = known.get(titleId);
      if (!current || current.pending) return;
      await flipOptimistically(
        current,
        (next) => publish(new Map(known).set(titleId, next)),
        (on) => save(titleId, on),
        failureOf,
      );
    },
  };
}
