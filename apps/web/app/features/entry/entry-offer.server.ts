import type { PaidPlanKey } from '@hanabi/contract';
import { type RouterContextProvider, redirect } from 'react-router';
import { accountsUrl, returnUrlOf } from '../../lib/accounts-links.ts';
import { getWebRequest, loadSection } from '../../lib/api.server.ts';
import { requireUserStatus } from '../../lib/user-status.server.ts';
import { hasPaidPlan, viewerTier } from '../../lib/viewer-tier.ts';

/** What an entry page offers: registration to guests, the plans to free members. */
export type EntryOffer =
  | { audience: 'guest'; registerUrl: string; loginUrl: string }
  | { audience: 'free'; entryUrls: Record<PaidPlanKey, string>; isReentry: boolean };

/**
 * The entry pages are for viewers who are neither lite nor premium (spec §2): members with a plan are sent
 * home. Guests register (or log in) and come back to this page; free members enter a plan on the sign-in
 * service and come back home. A free member who had a plan before sees the re-entry appeal (spec §4).
 */
export async function loadEntryOffer(context: Readonly<RouterContextProvider>, request: Request): Promise<EntryOffer> {
  const { env, api } = getWebRequest(context);
  const status = await requireUserStatus(context);
  const tier = viewerTier(status);
  if (hasPaidPlan(tier)) throw redirect('/');

  if (tier === 'guest') {
    const backHere = returnUrlOf(env.WEB_ORIGIN, new URL(request.url));
    return {
      audience: 'guest',
      registerUrl: accountsUrl(env.ACCOUNTS_ORIGIN, 'register', backHere),
      loginUrl: accountsUrl(env.ACCOUNTS_ORIGIN, 'login', backHere),
    };
  }

  const home = `${env.WEB_ORIGIN}/`;
  // Only the flag is needed; without it (a failed call) the page simply shows no appeal.
  const histories = await loadSection(() => api.getSubscribeHistories({ per_page: 1 }));
  return {
    audience: 'free',
    entryUrls: {
      lite: accountsUrl(env.ACCOUNTS_ORIGIN, 'entry', home, { plan: 'lite' }),
      premium: accountsUrl(env.ACCOUNTS_ORIGIN, 'entry', home, { plan: 'premium' }),
    },
    isReentry: histories.ok && histories.data.has_subscribe_history,
  };
}
