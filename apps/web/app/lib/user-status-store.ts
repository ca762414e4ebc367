import type { UserStatus } from '@hanabi/contract';
import { useSyncExternalStore } from 'react';

/** The viewer's latest status in the browser, refreshed on every navigation (spec §2 rule 2). */
export interface UserStatusStore {
  get(): UserStatus | null;
  set(status: UserStatus): void;
  subscribe(listener: () => void): () => void;
}

export function createUserStatusStore(): UserStatusStore {
  let current: UserStatus | null = null;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set(status) {
      current = status;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * The browser's one store. Only browser code writes to it (the browser session and the root's client
 * middleware); on the server it stays empty, so one viewer's status can never reach another's page.
 */
export const userStatusStore = createUserStatusStore();

/**
 * The freshest status: the store's once the browser holds one, otherwise the one the server rendered with
 * (the root loader's). Server rendering and hydration both read the server's, so they agree.
 */
export function useUserStatus(renderedWith: UserStatus | null): UserStatus | null {
  const held = useSyncExternalStore(userStatusStore.subscribe, userStatusStore.get, () => null);
  return held ?? renderedWith;
}
