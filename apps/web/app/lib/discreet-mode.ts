/**
 * Discreet mode (decision 0058): while it is on, mature artwork is blurred until tapped, mature titles stay
 * out of the continue-watching row, and their player shows a neutral tab title and lock-screen entry. The
 * setting is the `discreet_mode` cookie, read by the server once per document (root.tsx) so the first paint
 * is already blurred; a change on my page takes effect in this tab at once, without a reload.
 */
import { type CookiePlace, type CookieSource, type CookieStore, readCookie, writeCookie } from '@hanabi/api-client';
import type { DisplayGroup } from '@hanabi/contract';
import { useSyncExternalStore } from 'react';
import { useRouteLoaderData } from 'react-router';

/** What the hook reads of the root route's data: root.tsx checks that its loader returns it. */
export interface DiscreetModeData {
  discreet: boolean;
}

/** The neutral words shown instead of a mature title's name. */
export const NEUTRAL_PLAYING_LABEL = '動画を再生中';

export function readDiscreetMode(cookies: CookieSource): boolean {
  return readCookie(cookies, 'discreetMode') === true;
}

export const isMature = (title: { display_group: DisplayGroup }): boolean => title.display_group === 'mature_group';

/** The choice made in this tab since the document loaded; null until the viewer changes it. */
let chosen: boolean | null = null;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether discreet mode is on: the document's cookie, or the viewer's later choice in this tab. */
export function useDiscreetMode(): boolean {
  const root = useRouteLoaderData<DiscreetModeData>('root');
  const choice = useSyncExternalStore(
    subscribe,
    () => chosen,
    () => null,
  );
  return choice ?? root?.discreet === true;
}

/** Keeps the viewer's choice on this browser and applies it to every part of the page showing now. */
export function chooseDiscreetMode(store: CookieStore, on: boolean, place: CookiePlace): void {
  writeCookie(store, 'discreetMode', on, place);
  chosen = on;
  for (const listener of listeners) listener();
}
