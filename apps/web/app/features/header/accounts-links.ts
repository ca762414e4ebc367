import { DESIGN_TYPES } from '@hanabi/contract';

export type AccountsPage = 'login' | 'register';

/**
 * A link to the provider's sign-in service (spec §7): `design` for the anime service and `destination`
 * holding the encoded URL the viewer comes back to.
 */
export function accountsUrl(accountsOrigin: string, page: AccountsPage, returnUrl: string): string {
  const origin = accountsOrigin.replace(/\/+$/, '');
  return `${origin}/${page}?design=${DESIGN_TYPES.anime}&destination=${encodeURIComponent(returnUrl)}`;
}

/** The absolute URL of the page being viewed, from the site origin and the router location. */
export function returnUrlOf(siteOrigin: string, location: { pathname: string; search: string }): string {
  return `${siteOrigin}${location.pathname}${location.search}`;
}
