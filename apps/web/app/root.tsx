import type { ReactNode } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router';
import type { Route } from './+types/root';
import { describeError } from './features/error-page/error-content.ts';
import { ErrorPage } from './features/error-page/error-page.tsx';
import { getWebRequest, webRequestMiddleware } from './lib/api.server.ts';
import { toPublicEnv } from './lib/env.server.ts';
import { loadUserStatus } from './lib/user-status.server.ts';
import stylesheet from './styles/app.css?url';

export const middleware: Route.MiddlewareFunction[] = [webRequestMiddleware];

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'stylesheet', href: stylesheet },
];

export const meta: Route.MetaFunction = () => [{ title: 'Hanabi' }];

export async function loader({ context }: Route.LoaderArgs) {
  const { env, api } = getWebRequest(context);
  const userStatus = await loadUserStatus(api);
  return {
    env: toPublicEnv(env),
    siteOrigin: env.WEB_ORIGIN,
    isGuest: userStatus === null || !userStatus.is_logged_in,
  };
}

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="ja">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content="#12111a" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** Errors above every layout (the root loader itself failed): the error page on its own. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <main className="site-main site-main--bare">
      <ErrorPage content={describeError(error)} />
    </main>
  );
}
