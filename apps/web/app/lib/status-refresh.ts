import type { UserStatus } from '@hanabi/contract';
import { type StatusReporter, statusReport } from './status-report.ts';
import type { UserStatusStore } from './user-status-store.ts';

export interface StatusRefresherOptions {
  store: UserStatusStore;
  fetchStatus: () => Promise<UserStatus>;
  reporters: readonly StatusReporter[];
  /** A failed status call or reporter; the held status stays as it was. */
  onError: (error: unknown) => void;
}

export interface StatusRefresher {
  /** Holds a status and reports it, without asking the API (the status the server rendered with). */
  accept(status: UserStatus): void;
  /** Asks the API for the status; a call already under way is shared rather than repeated. */
  refresh(): Promise<void>;
  /**
   * Spec §2 rule 2: refreshes the status on a navigation, making the navigation wait only when no status
   * (and so no current_timestamp) is held yet. It never fails: a navigation is not stopped by a status hiccup.
   */
  beforeNavigation(): Promise<void>;
}

export function createStatusRefresher({
  store,
  fetchStatus,
  reporters,
  onError,
}: StatusRefresherOptions): StatusRefresher {
  let inFlight: Promise<void> | null = null;

  function accept(status: UserStatus): void {
    store.set(status);
    const report = statusReport(status);
    for (const reporter of reporters) {
      try {
        reporter.report(report);
      } catch (error) {
        onError(error);
      }
    }
  }

  function refresh(): Promise<void> {
    inFlight ??= fetchStatus()
      .then(accept, onError)
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  }

  async function beforeNavigation(): Promise<void> {
    const refreshing = refresh();
    if (store.get() === null) await refreshing;
  }

  return { accept, refresh, beforeNavigation };
}
