/** Test support: what the entry pages offer each viewer, and the checks both entry pages pass. */
import { guestUserStatus } from '@hanabi/contract';
import { expect } from 'vitest';
import type { EntryOffer } from '../features/entry/entry-offer.server.ts';
import { memberStatus, NOW } from './fixtures.ts';
import { ACCOUNTS, WEB } from './loader-context.ts';
import { memberApi } from './member-api.ts';
import { middlewareArgs } from './route-middleware.ts';
import { redirectOf } from './thrown.ts';

/** What the entry pages offer a guest: registration and login on the sign-in service. */
export const guestOffer = {
  audience: 'guest',
  registerUrl: 'https://accounts.hanabi.example/register?design=1&destination=back',
  loginUrl: 'https://accounts.hanabi.example/login?design=1&destination=back',
} satisfies EntryOffer;

/** What the entry pages offer a free member: either plan, with the welcome back when they had one before. */
export const freeOffer = (isReentry: boolean): EntryOffer => ({
  audience: 'free',
  entryUrls: {
    lite: 'https://accounts.hanabi.example/entry?plan=lite&design=1&destination=home',
    premium: 'https://accounts.hanabi.example/entry?plan=premium&design=1&destination=home',
  },
  isReentry,
});

type EntryLoader = (args: ReturnType<typeof middlewareArgs>) => Promise<{ offer: EntryOffer }>;

/** Lite and premium members who open the entry page at `path` are sent home (302 to /). */
export async function sendsPaidMembersHome(path: string, loader: EntryLoader) {
  for (const tier of ['lite', 'premium'] as const) {
    const { context } = memberApi(memberStatus(tier));
    const { status, location } = await redirectOf(() => loader(middlewareArgs(path, context)), WEB);
    expect(status).toBe(302);
    expect(location.href).toBe(`${WEB}/`);
  }
}

/** A guest on the entry page at `path` gets registration and login that come back to the page. */
export async function givesGuestsTheWayBack(path: string, loader: EntryLoader) {
  const { context, calls } = memberApi(guestUserStatus(NOW));
  const { offer } = await loader(middlewareArgs(path, context));
  if (offer.audience !== 'guest') throw new Error('expected the guest offer');
  const register = new URL(offer.registerUrl);
  expect(register.origin + register.pathname).toBe(`${ACCOUNTS}/register`);
  expect(register.searchParams.get('destination')).toBe(`${WEB}${path}`);
  expect(new URL(offer.loginUrl).searchParams.get('destination')).toBe(`${WEB}${path}`);
  expect(calls.map((call) => call.url.pathname)).toEqual(['/v1/users/statuses']);
}
