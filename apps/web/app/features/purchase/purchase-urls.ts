import { idempotencyKeySchema } from '@hanabi/contract';

/** A page address without its origin, as the router holds it. */
export interface PagePath {
  pathname: string;
  search: string;
}

/** The query parameter of the confirm page holding the purchase intent's idempotency key. */
export const INTENT_PARAM = 'intent';
/** The purchase intent of the confirm page's address, or null when there is none or it is not a valid key. */
export function intentOf(search: string): string | null {
  const parsed = idempotencyKeySchema.safeParse(new URLSearchParams(search).get(INTENT_PARAM));
  return parsed.success ? parsed.data : null;
}

/** The same page with its intent replaced (or removed, for null); every other query parameter is kept. */
export function withIntent(page: PagePath, intent: string | null): PagePath {
  const params = new URLSearchParams(page.search);
  if (intent === null) params.delete(INTENT_PARAM);
  else params.set(INTENT_PARAM, intent);
  const search = params.toString();
  return { pathname: page.pathname, search: search === '' ? '' : `?${search}` };
}

export const hrefOf = (page: PagePath) => `${page.pathname}${page.search}`;
