import { DESIGN_TYPES } from '@hanabi/contract';

/** Pages of the provider's sign-in service the web client links to (ACCOUNTS_ORIGIN). */
export type AccountsPage = 'login' | 'register' | 'entry' | 'points' | 'plan/cancel' | 'card' | 'request_form';

/**
 * A link to the provider's sign-in service (spec §7): the page's own parameters (`plan`, `uid`) first, then
 * `design` for the anime service and `destination` holding the encoded URL the viewer comes back to.
 */
export function accountsUrl(
  accountsOrigin: string,
  page: AccountsPage,
  returnUrl: string,
  params: Readonly<Record<string, string>> = {},
): string {
  const origin = accountsOrigin.replace(/\/+$/, '');
  const pairs: Array<[string, string]> = [
    ...Object.entries(params),
    ['design', String(DESIGN_TYPES.anime)],
    ['destination', returnUrl],
  ];
  const query = pairs.map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('&');
  return `${origin}/${page}?${query}`;
}

/** The absolute URL of the page being viewed, from the site origin and the router location. */
export function returnUrlOf(siteOrigin: string, location: { pathname: string; search: string }): string {
  return `${siteOrigin}${location.pathname}${location.search}`;
}
