import { type ReactNode, useRef, useState } from 'react';
import { Outlet, useLocation, useRouteLoaderData } from 'react-router';
import { NavigationProgress } from '../components/navigation-progress.tsx';
import { DevTimeControl } from '../features/dev-time/dev-time-control.tsx';
import { Drawer } from '../features/drawer/drawer.tsx';
import { describeError } from '../features/error-page/error-content.ts';
import { ErrorPage } from '../features/error-page/error-page.tsx';
import { Footer } from '../features/footer/footer.tsx';
import { Header } from '../features/header/header.tsx';
import { UrgentNoticeBanner } from '../features/notices/urgent-notice-banner.tsx';
import { MylistOnCards } from '../features/viewer-lists/card-mylist-toggle.tsx';
import { useUserStatus } from '../lib/user-status-store.ts';
import { viewerTier } from '../lib/viewer-tier.ts';
import type { loader as rootLoader } from '../root.tsx';
import type { Route } from './+types/default';

const DRAWER_ID = 'site-drawer';

/**
 * The drawer is open for the location it was opened at: any navigation (a link in it, the back button)
 * closes it. The stale mark is dropped during render (React's pattern for state derived from a change), so
 * coming forward to that location again does not reopen it.
 */
function useDrawerState() {
  const location = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  if (openAt !== null && openAt !== location.key) setOpenAt(null);
  const open = openAt === location.key;
  return {
    open,
    toggle: () => setOpenAt(open ? null : location.key),
    opened: () => setOpenAt(location.key),
    close: () => setOpenAt(null),
  };
}

export function DefaultLayout({ children }: { children: ReactNode }) {
  const root = useRouteLoaderData<typeof rootLoader>('root');
  const status = useUserStatus(root?.userStatus ?? null);
  const drawer = useDrawerState();
  const menuButton = useRef<HTMLButtonElement>(null);
  return (
    <div className="site">
      <NavigationProgress />
      <a href="#main" className="skip-link">
        本文へスキップ
      </a>
      {root ? (
        <>
          <Header
            tier={viewerTier(status)}
            accountsOrigin={root.env.ACCOUNTS_ORIGIN}
            siteOrigin={root.siteOrigin}
            menu={{ open: drawer.open, controls: DRAWER_ID, onToggle: drawer.toggle, buttonRef: menuButton }}
          />
          <Drawer
            id={DRAWER_ID}
            open={drawer.open}
            onClose={drawer.close}
            onOpenedEarly={drawer.opened}
            returnFocusTo={menuButton}
            status={status}
            accountsOrigin={root.env.ACCOUNTS_ORIGIN}
            siteOrigin={root.siteOrigin}
          />
        </>
      ) : null}
      <UrgentNoticeBanner notice={root?.urgentNotice ?? null} serverTime={status?.current_timestamp ?? null} />
      <main id="main" className="site-main">
        <MylistOnCards signedIn={status?.is_logged_in === true}>{children}</MylistOnCards>
      </main>
      <Footer currentTimestamp={status?.current_timestamp ?? null} />
      <DevTimeControl env={root?.env} serverTime={status?.current_timestamp ?? null} />
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
