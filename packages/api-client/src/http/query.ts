export type QueryValue = string | number | boolean;

/** Query parameters: `undefined` values are left out, arrays become repeated keys (`a=1&a=2`). */
export type Query = Readonly<Record<string, QueryValue | readonly (QueryValue | undefined)[] | undefined>>;

/** `?a=1&b=x` or '' when nothing is left to send. */
export function serializeQuery(query: Query | undefined): string {
  if (query === undefined) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (item !== undefined) params.append(key, String(item));
    }
  }
  const serialized = params.toString();
  return serialized === '' ? '' : `?${serialized}`;
}
