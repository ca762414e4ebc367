import { refuseCrossSitePost } from '../../lib/cross-site-post.server.ts';

const CROSS_SITE_MESSAGE = '他のサイトから送信された操作は受け付けられません。';

/**
 * A console form's post: refused (403) when another site made the browser send it, as the viewer's forms
 * are, since it would act in the operator's name; a body that is not a form reads as an empty form.
 */
export async function readConsoleForm(request: Request): Promise<FormData | Response> {
  const refusal = refuseCrossSitePost(request, CROSS_SITE_MESSAGE);
  if (refusal) return refusal;
  return request.formData().catch(() => new FormData());
}
