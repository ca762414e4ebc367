import type { UserStatus } from '@hanabi/contract';
import { type RouterContextProvider, redirect } from 'react-router';
import { accountsUrl, returnUrlOf } from './accounts-links.ts';
import { getWebRequest } from './api.server.ts';
import { requireUserStatus } from './user-status.server.ts';
import { viewerTier } from './viewer-tier.ts';

/**
 * The status of a member, for pages that require login (spec §6): a guest is sent to the sign-in service's
 * login and comes back to the page they asked for, query included.
 */
export async function requireMember(context: Readonly<RouterContextProvider>, request: Request): Promise<UserStatus> {
  const { env } = getWebRequest(context);
  const status = await requireUserStatus(context);
  if (viewerTier(status) === 'guest') {
    throw redirect(accountsUrl(env.ACCOUNTS_ORIGIN, 'login', returnUrlOf(env.WEB_ORIGIN, new URL(request.url))));
  }
  return status;
}
