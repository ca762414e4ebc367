/**
 * Form posts of this site's own pages (the age check, the inquiry form) are refused when another site made
 * the browser send them, even where no cookie is involved: a page elsewhere must not act in the viewer's
 * name. Browsers say so in Sec-Fetch-Site; those that do not send it (older Safari among them) still name
 * the page's origin in Origin, which must then be this site's own — the origin of the request's URL, which
 * the web server builds on WEB_ORIGIN (server/page-requests.ts). A post with neither header did not come
 * from another site's page in a browser. Besides this, the site's cookies are SameSite.
 */
function isCrossSite(request: Request): boolean {
  const fetchSite = request.headers.get('sec-fetch-site');
  if (fetchSite !== null) return fetchSite === 'cross-site';
  const origin = request.headers.get('origin');
  return origin !== null && origin !== new URL(request.url).origin;
}

export function refuseCrossSitePost(request: Request, message: string): Response | null {
  if (!isCrossSite(request)) return null;
  return new Response(message, { status: 403, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}
