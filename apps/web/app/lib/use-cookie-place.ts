import type { CookiePlace } from '@hanabi/api-client';
import { useRouteLoaderData } from 'react-router';
import type { loader as rootLoader } from '../root.tsx';

/**
 * Where the browser writes the viewer's settings: the page's own address (it decides Secure) and the
 * product-wide cookie domain from the root loader. Call it in an event handler's render scope only.
 */
export function useCookiePlace(): () => CookiePlace {
  const root = useRouteLoaderData<typeof rootLoader>('root');
  const domain = root?.env.COOKIE_DOMAIN ?? undefined;
  return () => ({ pageUrl: window.location.href, domain });
}
