/**
 * Whether discreet mode is on for this request (decision 0058): a member's setting is kept by the API and
 * follows them to every browser; a guest's is the `discreet_mode` cookie of their browser. Asked once per
 * request however many loaders need it (the root's shell, home's continue-watching row, the player).
 */
import { parseCookieHeader } from '@hanabi/api-client';
import type { WebRequestContext } from './api.server.ts';
import { readDiscreetMode } from './discreet-mode.ts';

const perRequest = new WeakMap<WebRequestContext, Promise<boolean>>();

async function decide(web: WebRequestContext, request: Request): Promise<boolean> {
  const browserChoice = readDiscreetMode(parseCookieHeader(request.headers.get('cookie')));
  const status = await web.userStatus().catch(() => null);
  if (!status?.is_logged_in) return browserChoice;
  try {
    return (await web.api.getViewerSettings()).discreet;
  } catch (error) {
    // The page still renders; this browser's own choice is the best guess until the API answers again.
    console.error('Viewer settings unavailable; using this browser’s discreet mode choice.', error);
    return browserChoice;
  }
}

export function loadDiscreetMode(web: WebRequestContext, request: Request): Promise<boolean> {
  let decided = perRequest.get(web);
  if (!decided) {
    decided = decide(web, request);
    perRequest.set(web, decided);
  }
  return decided;
}
