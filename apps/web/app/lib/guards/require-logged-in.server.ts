import { type MiddlewareFunction, redirect } from 'react-router';
import { accountsUrl, returnUrlOf } from '../accounts-links.ts';
import { getWebRequest } from '../api.server.ts';
import { requireUserStatus } from '../user-status.server.ts';
import { viewerTier } from '../viewer-tier.ts';

/**
 * The require-logged-in guard (spec §6): a guest is sent to the sign-in service's login and comes back to
 * the page they asked for, query included. The page's loader then reads the member's status with
 * requireUserStatus, which answers from the same call.
 */
export const requireLoggedIn: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const status = await requireUserStatus(context);
  if (viewerTier(status) === 'guest') {
    const { env } = getWebRequest(context);
    throw redirect(accountsUrl(env.ACCOUNTS_ORIGIN, 'login', returnUrlOf(env.WEB_ORIGIN, new URL(request.url))));
  }
  return next();
};
