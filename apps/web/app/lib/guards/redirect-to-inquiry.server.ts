import { type MiddlewareFunction, redirect } from 'react-router';
import { requireUserStatus } from '../user-status.server.ts';
import { BACKWARD_PATH_PARAM } from './age-check-query.ts';
import { hasCardInDefault } from './payment-standing.ts';

/** The inquiry page (spec §2, /support/inquiry), which explains why the viewer was sent there. */
export const INQUIRY_PATH = '/support/inquiry';

/**
 * The redirect-to-inquiry guard (decision 0016; the spec does not show its rule): a member whose card is in
 * default may not start a purchase. They are sent to the inquiry page, which says what happened and links
 * to the card page of the sign-in service, coming back to the page they asked for (`backward_path`).
 */
export const redirectToInquiry: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  if (hasCardInDefault(await requireUserStatus(context))) {
    const { pathname, search } = new URL(request.url);
    throw redirect(`${INQUIRY_PATH}?${new URLSearchParams({ [BACKWARD_PATH_PARAM]: `${pathname}${search}` })}`);
  }
  return next();
};
