import { type ReactNode, useEffect } from 'react';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunction,
  useLocation,
} from 'react-router';
import type { Route } from './+types/root';
import { StaleChunkNotice } from './components/stale-chunk-notice.tsx';
import { describeError } from './features/error-page/error-content.ts';
import { ErrorPage } from './features/error-page/error-page.tsx';
import { loadUrgentNotice } from './features/notices/urgent-notice.server.ts';
import { getWebRequest, webRequestMiddleware } from './lib/api.server.ts';
import { refreshStatusBeforeNavigation, startBrowserSession } from './lib/browser-session.ts';
import { useCspNonce } from './lib/csp-nonce.ts';
import { leaveStaleBuild } from './lib/deploys/stale-build.ts';
import { loadDiscreetMode } from './lib/discreet-mode.server.ts';
import { type DiscreetModeData, useDiscreetMode } from './lib/discreet-mode.ts';
import { toPublicEnv } from './lib/env.server.ts';
import { sectionParamsMiddleware } from './lib/navigation/section-params.ts';
import { titleOriginMiddleware } from './lib/navigation/title-origin.ts';
import { redirectLookupMiddleware } from './lib/redirect-lookup.server.ts';
import { refusedRequestMiddleware } from './lib/refused-request.server.ts';
import { schedulePreloadOfLinkedRoutes } from './lib/route-chunks/preload-route-chunks.ts';
import { registerServiceWorker } from './lib/service-worker.ts';
import type { CookieDomainData } from './lib/use-cookie-place.ts';
import { loadShellUserStatus } from './lib/user-status.server.ts';
// Tokens, reset, shell and buttons: first in the one viewer stylesheet (vite.config.ts, decision 0065).
import './styles/app.css';

/**
 * A request the web server refused gets the error page at once; then spec §2 rule 4, then the section
 * parameters: for the document and for the data request of every client navigation (each page has a loader,
 * so each navigation asks the server; see decision 0017).
 */
export const middleware: Route.MiddlewareFunction[] = [
  refusedRequestMiddleware,
  webRequestMiddleware,
  redirectLookupMiddleware,
  sectionParamsMiddleware,
];

/** Spec §2 rule 2: every client navigation refreshes the viewer's status (see lib/status-refresh.ts). */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [
  async (_args, next) => {
    await refreshStatusBeforeNavigation();
    return next();
  },
  // Spec §9: a page whose build is no longer deployed leaves it on its next navigation.
  async ({ request }, next) => {
    await leaveStaleBuild(request.url);
    return next();
  },
  // Spec §2 rule 3, and the section parameters removed before the server is asked (decision 0017).
  titleOriginMiddleware,
  sectionParamsMiddleware,
];

/**
 * The root loader runs for the document only: its environment never changes, and the status it loaded is
 * taken over by the browser's status store, which the client middleware refreshes on every navigation.
 */
export const shouldRevalidate: ShouldRevalidateFunction = () => false;

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  // Installable as an app (decision 0060): name, icons and colours in the manifest.
  { rel: 'manifest', href: '/manifest.webmanifest' },
  { rel: 'apple-touch-icon', href: '/icons/icon-192.png' },
];

export const meta: Route.MetaFunction = () => [{ title: 'Hanabi' }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const web = getWebRequest(context);
  const { env } = web;
  // The urgent banner's notice is asked beside the status, once per document (decision 0021). Discreet mode
  // is decided here too, so the server already renders mature artwork blurred.
  const [userStatus, urgentNotice, discreet] = await Promise.all([
    loadShellUserStatus(context),
    loadUrgentNotice(context),
    loadDiscreetMode(web, request),
  ]);
  const shell = { env: toPublicEnv(env), siteOrigin: env.WEB_ORIGIN, userStatus, urgentNotice, discreet };
  // useCookiePlace and useDiscreetMode (lib) read from here by the route id, without importing this module.
  return shell satisfies CookieDomainData & DiscreetModeData;
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useCspNonce();
  // The blur of mature artwork hangs on this attribute (components/mature-artwork.css).
  const discreet = useDiscreetMode();
  return (
    <html lang="ja" data-discreet={discreet ? '' : undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content="#12111a" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const { env, userStatus } = loaderData;
  const { pathname } = useLocation();
  useEffect(() => {
    startBrowserSession(env, userStatus);
  }, [env, userStatus]);
  // Every new page preloads the route chunks of its links, 5 at a time (spec §9).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the pathname is the trigger, not an input.
  useEffect(() => schedulePreloadOfLinkedRoutes(window), [pathname]);
  useEffect(registerServiceWorker, []);
  return (
    <>
      <Outlet />
      <StaleChunkNotice />
    </>
  );
}

/** Errors above every layout (the root loader itself failed): the error page on its own. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <main className="site-main site-main--bare">
      <ErrorPage content={describeError(error)} />
    </main>
  );
}
