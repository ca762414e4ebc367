import type { UrgentNotice } from '@hanabi/contract';
import type { RouterContextProvider } from 'react-router';
import { getApi } from '../../lib/api.server.ts';

/**
 * The urgent notice for the page shell. A failed call leaves the banner out: it must never keep a page
 * from being shown.
 */
export async function loadUrgentNotice(context: Readonly<RouterContextProvider>): Promise<UrgentNotice> {
  try {
    return await getApi(context).getUrgentNotice();
  } catch (error) {
    console.warn('Urgent notice unavailable; rendering the page without its banner.', error);
    return null;
  }
}
