import { unmatchedRoute } from '../lib/route-errors.ts';
import type { Route } from './+types/not-found';

export function loader({ request }: Route.LoaderArgs): never {
  throw unmatchedRoute(new URL(request.url).pathname);
}

export default function NotFound() {
  return null;
}
