import { type CookieSource, readCookie, TITLE_ID_LIST_LIMIT } from '@hanabi/api-client';

/**
 * The titles the home page's recommendations start from: the general titles the viewer watched, most
 * recent first, then those they marked as interesting; each once, at most as many as the API reads. The
 * mature history is left out on purpose: the home page is general, and recommending from it would show
 * on a shared screen what was watched behind the age check.
 */
export function recommendationSeeds(cookies: CookieSource): number[] {
  const watched = readCookie(cookies, 'watchedTitles') ?? [];
  const interested = readCookie(cookies, 'interestedTitles') ?? [];
  return [...new Set([...watched, ...interested])].slice(0, TITLE_ID_LIST_LIMIT);
}
