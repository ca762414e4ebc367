import { useState } from 'react';
import { browserApi } from '../../lib/browser-session.ts';
import { flipOptimistically, toggleState } from '../../lib/optimistic-toggle.ts';
import './viewer-lists.css';

export const MYLIST_ADD_LABEL = 'マイリストに追加';
export const MYLIST_REMOVE_LABEL = 'マイリストから削除';

export function mylistFailureMessage(wanted: boolean): string {
  return wanted
    ? 'マイリストに追加できませんでした。通信環境をご確認のうえ、もう一度お試しください。'
    : 'マイリストから削除できませんでした。通信環境をご確認のうえ、もう一度お試しください。';
}

/** Saves the viewer's choice: adds the title to the mylist or takes it out. */
export function saveMylist(titleId: number) {
  return async (on: boolean) => {
    const api = await browserApi();
    if (on) await api.addToMylist(titleId);
    else await api.removeFromMylist(titleId);
  };
}

interface MylistToggleProps {
  titleId: number;
  /** Named for screen readers when several toggles share a page (a list of titles). */
  titleName?: string;
  inMylist: boolean;
  /** A smaller button, for lists. */
  compact?: boolean;
}

/**
 * Adds the title to the member's mylist or removes it. The button changes as soon as it is pressed and
 * changes back, saying why, if the API refuses (optimistic, decision 0020); aria-pressed tells screen
 * readers whether the title is in the mylist.
 */
export function MylistToggle({ titleId, titleName, inMylist, compact = false }: MylistToggleProps) {
  const [state, setState] = useState(() => toggleState(inMylist));
  const label = state.on ? MYLIST_REMOVE_LABEL : MYLIST_ADD_LABEL;
  return (
    <div className="mylist-toggle">
      <button
        type="button"
        className={[
          'button',
          state.on ? 'button--outline' : 'button--primary',
          compact ? 'button--small' : '',
          'mylist-toggle__button',
        ]
          .filter(Boolean)
          .join(' ')}
        aria-pressed={state.on}
        aria-busy={state.pending}
        aria-label={titleName ? `${titleName}を${label}` : undefined}
        disabled={state.pending}
        onClick={() => flipOptimistically(state, setState, saveMylist(titleId), mylistFailureMessage)}
      >
        <span aria-hidden="true" className="mylist-toggle__mark">
          {state.on ? '✓' : '＋'}
        </span>
        {label}
      </button>
      {state.failure ? (
        <p className="form-error" role="alert">
          {state.failure}
        </p>
      ) : null}
    </div>
  );
}

/** For guests: the mylist is for members, so the control is a way to log in and come back. */
export function MylistLoginLink({ loginUrl }: { loginUrl: string }) {
  return (
    <div className="mylist-toggle">
      <a href={loginUrl} className="button button--outline mylist-toggle__button">
        ログインしてマイリストに追加
      </a>
    </div>
  );
}
