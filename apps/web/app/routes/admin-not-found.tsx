import { requireOperator } from '../features/console/operator-session.server.ts';
import { unmatchedRoute } from '../lib/route-errors.ts';
import type { Route } from './+types/admin-not-found';

/** A console address that names no page: signed out, it is the sign-in page; signed in, the console's 404. */
export async function loader(args: Route.LoaderArgs) {
  await requireOperator(args);
  throw unmatchedRoute(new URL(args.request.url).pathname);
}

export default function AdminNotFound() {
  return null;
}
