import type { ReactNode } from 'react';
import { Outlet, useRouteLoaderData } from 'react-router';
import { describeError } from '../features/error-page/error-content.ts';
import { ErrorPage } from '../features/error-page/error-page.tsx';
import { Footer } from '../features/footer/footer.tsx';
import { Header } from '../features/header/header.tsx';
import type { loader as rootLoader } from '../root.tsx';
import type { Route } from './+types/default';

function DefaultLayout({ children }: { children: ReactNode }) {
  const root = useRouteLoaderData<typeof rootLoader>('root');
  return (
    <div className="site">
      <a href="#main" className="skip-link">
        本文へスキップ
      </a>
      {root ? (
        <Header isGuest={root.isGuest} accountsOrigin={root.env.ACCOUNTS_ORIGIN} siteOrigin={root.siteOrigin} />
      ) : null}
      <main id="main" className="site-main">
        {children}
      </main>
      <Footer />
    </div>
  );
}

export default function DefaultLayoutRoute() {
  return (
    <DefaultLayout>
      <Outlet />
    </DefaultLayout>
  );
}

/** Errors of the pages in this layout: the error page with the header and footer around it. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <DefaultLayout>
      <ErrorPage content={describeError(error)} />
    </DefaultLayout>
  );
}
