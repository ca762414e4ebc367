import { Outlet, useRouteLoaderData } from 'react-router';
import { ConsoleError } from '../features/console/console-error.tsx';
import { ConsoleFrame } from '../features/console/console-frame.tsx';
import { loadOperator } from '../features/console/operator-session.server.ts';
import type { Route } from './+types/admin';

/**
 * The admin layout of spec §2: the operator console at /admin/* (issue 17). Its loader asks who is signed
 * in (once per request, shared with the page's gate), for the menu; each page guards itself. The console's
 * code and CSS live in features/console and reach the browser only in the chunks of these routes.
 */
export async function loader({ context }: Route.LoaderArgs) {
  return { operator: await loadOperator(context) };
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <ConsoleFrame operator={loaderData.operator}>
      <Outlet />
    </ConsoleFrame>
  );
}

/** A console page's error (403 for a role that may not open it, 404, 503…) inside the console's frame. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData<typeof loader>('layouts/admin');
  return (
    <ConsoleFrame operator={data?.operator ?? null}>
      <ConsoleError error={error} />
    </ConsoleFrame>
  );
}
