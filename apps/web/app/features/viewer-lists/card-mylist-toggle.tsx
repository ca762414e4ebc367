import { type ReactNode, useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { CardActionProvider, type CardSubject } from '../../components/card-action.tsx';
import '../../components/card-control.css';
import { browserApi } from '../../lib/browser-session.ts';
import { type CardMylistStore, createCardMylistStore } from './card-mylist-store.ts';
import { MYLIST_ADD_LABEL, MYLIST_REMOVE_LABEL, mylistFailureMessage, saveMylist } from './mylist-toggle.tsx';
import './viewer-lists.css';

/**
 * The mylist button of one title card, over its poster's corner. It appears (fading in, taking no room) once
 * the page's one question about its cards has answered, so it never shows a state it does not know.
 */
function CardMylistToggle({ store, title }: { store: CardMylistStore; title: CardSubject }) {
  useEffect(() => {
    store.want(title.id);
  }, [store, title.id]);
  const state = useSyncExternalStore(
    store.subscribe,
    () => store.stateOf(title.id),
    () => undefined,
  );
  if (!state) return null;
  const label = state.on ? MYLIST_REMOVE_LABEL : MYLIST_ADD_LABEL;
  return (
    <div className="card-control">
      <button
        type="button"
        className={`card-control__button card-mylist__button${state.on ? ' card-mylist__button--on' : ''}`}
        aria-pressed={state.on}
        aria-busy={state.pending}
        aria-label={`${title.name}を${label}`}
        disabled={state.pending}
        onClick={() => store.toggle(title.id)}
      >
        <span aria-hidden="true">{state.on ? '✓' : '＋'}</span>
      </button>
      {state.failure ? (
        <p className="card-control__failure" role="alert">
          {state.failure}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Gives the title cards of the page a mylist button when the viewer is a member (a guest finds the way to
 * log in on the title page). Each page has its own store, so its states are asked afresh and a change made
 * on another page (the title page, /my/mylist) shows.
 */
export function MylistOnCards({ signedIn, children }: { signedIn: boolean; children: ReactNode }) {
  const { key } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page (location key) starts a new store.
  const store = useMemo(
    () =>
      createCardMylistStore({
        findInMylist: async (titleIds) => (await browserApi()).mylistTitleIdsAmong(titleIds),
        save: (titleId, on) => saveMylist(titleId)(on),
        failureOf: mylistFailureMessage,
      }),
    [key],
  );
  const renderToggle = useCallback((title: CardSubject) => <CardMylistToggle store={store} title={title} />, [store]);
  return <CardActionProvider value={signedIn ? renderToggle : null}>{children}</CardActionProvider>;
}
