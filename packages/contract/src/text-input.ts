/**
 * Text that no part of the product can take: a NUL character (PostgreSQL's text refuses it, so a query
 * holding one failed with 500) or half of a UTF-16 surrogate pair (no UTF-8 spelling: stored, it would come
 * back as something else). The API, the sign-in service and the web server refuse such input with 400 where
 * requests are parsed, once for every route (decision 0032).
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isUnsafeText(text: string): boolean {
  return text.includes('\u0000') || LONE_SURROGATE.test(text);
}

/** A value met while walking an input, with the way back to the top for naming its path. */
interface Place {
  value: unknown;
  key: string;
  parent: Place | undefined;
}

/**
 * Where the first unsafe string in a parsed input (query, form, JSON body) is: its path, e.g. `['name']` or
 * `['items', '2']`; undefined when there is none. Walks without recursion, so the deepest body cannot
 * overflow the stack.
 */
export function findUnsafeText(input: unknown): string[] | undefined {
  const pending: Place[] = [{ value: input, key: '', parent: undefined }];
  for (let place = pending.pop(); place !== undefined; place = pending.pop()) {
    const { value } = place;
    if (typeof value === 'string') {
      if (isUnsafeText(value)) return pathOf(place);
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, item] of Object.entries(value)) pending.push({ value: item, key, parent: place });
    }
  }
  return undefined;
}

function pathOf(place: Place): string[] {
  const path: string[] = [];
  for (let at = place; at.parent !== undefined; at = at.parent) path.push(at.key);
  return path.reverse();
}
