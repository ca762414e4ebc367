import type { CookiePlace } from '@hanabi/api-client';
import { useRouteLoaderData } from 'react-router';
import type { PublicEnv } from './env.server.ts';

/** What the hook reads of the root route's data: root.tsx checks that its loader returns it. */
export interface CookieDomainData {
  env: Pick<PublicEnv, 'COOKIE_DOMAIN'>;
}

/**
 * Where the browser writes the viewer's settings: the page's own address (it decides Secure) and the
 * product-wide cookie domain from the root loader. Call it in an event handler's render scope only.
 */
export function useCookiePlace(): () => CookiePlace {
  const root = useRouteLoaderData<CookieDomainData>('root');
  const domain = root?.env.COOKIE_DOMAIN ?? undefined;
  return () => ({ pageUrl: window.location.href, domain });
}
