/**
 * A query string as the pairs it was written with ('a=1', 'flag', 'q=%E3%81%82'), so that changing one
 * parameter of an address leaves every other one exactly as it was (URLSearchParams would re-encode them).
 */
export interface QueryPair {
  /** The decoded name. */
  name: string;
  /** The pair as written. */
  text: string;
}

export function queryPairs(search: string): QueryPair[] {
  return search
    .replace(/^\?/, '')
    .split('&')
    .filter(Boolean)
    .map((text) => {
      const [name = ''] = new URLSearchParams(text).keys();
      return { name, text };
    });
}

/** '?a=1&b' from pairs, or '' when there are none. */
export function queryString(pairs: readonly QueryPair[]): string {
  return pairs.length > 0 ? `?${pairs.map((pair) => pair.text).join('&')}` : '';
}

/** A pair of a name and a value, encoded as a form would. */
export function queryPair(name: string, value: string): QueryPair {
  return { name, text: new URLSearchParams({ [name]: value }).toString() };
}
