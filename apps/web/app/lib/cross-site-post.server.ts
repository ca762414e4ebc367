/**
 * Form posts of this site's own pages (the age check, the inquiry form) are refused when another site made
 * the browser send them: the browser says so in Sec-Fetch-Site. Besides the SameSite cookies, this keeps a
 * page elsewhere from acting in the viewer's name, even where no cookie is involved.
 */
export function refuseCrossSitePost(request: Request, message: string): Response | null {
  if (request.headers.get('sec-fetch-site') !== 'cross-site') return null;
  return new Response(message, { status: 403, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}
