/**
 * A path on this site to send the viewer back to (`backward_path`), or null. The value comes from the
 * address or a form, so anyone can write it: it must pass the navigation safety check (lib/safe-navigation)
 * as a path of this site — no `//host`, backslash, hidden character or disguised path. A fragment is dropped.
 */
import { checkNavigationTarget, navigationAllowlist } from '../safe-navigation.ts';

/** Paths only: no outside origin is allowed, and nobody can write an absolute URL on this placeholder. */
const PATHS_ONLY = navigationAllowlist('http://same-site.invalid', []);

export function sameSitePath(candidate: string | null | undefined): string | null {
  if (!candidate?.startsWith('/')) return null;
  const target = checkNavigationTarget(candidate, PATHS_ONLY);
  return target.kind === 'internal' ? (target.path.split('#', 1)[0] ?? null) : null;
}
