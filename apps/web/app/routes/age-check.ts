import { redirect } from 'react-router';
import { getWebRequest } from '../lib/api.server.ts';
import { refuseCrossSitePost } from '../lib/cross-site-post.server.ts';
import { BACKWARD_PATH_PARAM, backwardPathOf } from '../lib/guards/age-check-query.ts';
import { checkedAgeCookieHeaders } from '../lib/guards/checked-age-cookie.server.ts';
import type { Route } from './+types/age-check';

/** Nothing to show at this address: someone who opens it goes home. */
export function loader() {
  return redirect('/');
}

/**
 * 「はい」 of the age check (features/age-check), a plain form post so that it works without JavaScript:
 * records `checked_age` for a year and returns to `backward_path`, or home when that is not a path on this
 * site. A post from another site is refused: it would answer the question for the viewer.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const refusal = refuseCrossSitePost(request, '他のサイトから送信された年齢確認は受け付けられません。');
  if (refusal) return refusal;
  // A body that is not a form answers like a form without `backward_path`.
  const form = await request.formData().catch(() => new FormData());
  const backward = form.get(BACKWARD_PATH_PARAM);
  const headers = new Headers();
  for (const cookie of checkedAgeCookieHeaders(getWebRequest(context).env)) headers.append('Set-Cookie', cookie);
  return redirect(backwardPathOf(typeof backward === 'string' ? backward : null), { status: 303, headers });
}
