/**
 * Hostile values for the property-based tests that drive every operation of the API and every form of the
 * sign-in service (decision 0032): not a list of known bad inputs but classes of them — NUL and control
 * characters, halves of surrogate pairs, numbers no column holds, arrays where one value is expected,
 * oversized and deeply nested bodies, odd methods and headers.
 */
import fc from 'fast-check';

/** Single UTF-16 code units, lone surrogates and control characters included. */
const anyCodeUnit = fc.integer({ min: 0, max: 0xffff }).map((unit) => String.fromCharCode(unit));

const NOTABLE_TEXTS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDFFFy',
  '\uDBFF\uDBFF',
  '\u202E\u200B',
  '0',
  '-1',
  '-0',
  '1.5',
  '1e309',
  '-1e309',
  '99999999999999999999999999',
  '-9223372036854775809',
  '2147483648',
  '0x7fffffff',
  'NaN',
  'Infinity',
  'true',
  'null',
  'undefined',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  '../../../etc/passwd',
  '%00',
  '%',
  "' OR '1'='1",
  '<script>alert(1)</script>',
  'ｈａｎａｂｉ',
  'はなび🎆',
  '0000-01-01T00:00:00Z',
  '9999-12-31T23:59:59-09:00',
  '2025-02-30T00:00:00+09:00',
];

/** Ordinary text with a character no part of the product can take somewhere inside. */
const textWithUnsafeCharacter = fc
  .tuple(
    fc.string({ maxLength: 8 }),
    fc.constantFrom('\u0000', '\u0000', '\uD800', '\uDC00'),
    fc.string({ maxLength: 8 }),
  )
  .map((parts) => parts.join(''));

/** A value as a query string, a form field, a path segment or a JSON string would carry it. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NOTABLE_TEXTS) },
  { weight: 3, arbitrary: textWithUnsafeCharacter },
  { weight: 2, arbitrary: fc.string({ unit: anyCodeUnit, maxLength: 24 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 24 }) },
  { weight: 1, arbitrary: fc.oneof(fc.bigInt().map(String), fc.double().map(String)) },
  { weight: 1, arbitrary: fc.string({ minLength: 3_000, maxLength: 5_000 }) },
);

/** One value, or the same parameter repeated: an array where the route expects a scalar. */
export const hostileParameter: fc.Arbitrary<string | string[]> = fc.oneof(
  { weight: 4, arbitrary: hostileText },
  { weight: 1, arbitrary: fc.array(hostileText, { minLength: 2, maxLength: 3 }) },
);

/** A JSON value of hostile leaves: strings, huge and fractional numbers, arrays for scalars, nested objects. */
export const hostileJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileText,
    fc.double(),
    fc.bigInt().map((value) => Number(value)),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(hostileText, tie('value'), { maxKeys: 4 }),
  ),
})).value;

/**
 * A JSON object with the keys a route's body names, each holding a hostile value (some missing, some
 * extra), so that requests get past the shape check and into the route.
 */
export function hostileObjectWith(keys: readonly string[]): fc.Arbitrary<Record<string, unknown>> {
  return fc
    .tuple(
      fc.subarray([...keys]),
      fc.array(hostileJson, { minLength: keys.length, maxLength: keys.length }),
      fc.dictionary(hostileText, hostileJson, { maxKeys: 2 }),
    )
    .map(([present, values, extra]) => ({
      ...extra,
      ...Object.fromEntries(present.map((key, index) => [key, values[index]])),
    }));
}

/** Text of a body as it arrives: nested thousands deep, over a megabyte, truncated, not JSON at all. */
export const hostileBodyText: fc.Arbitrary<string> = fc.oneof(
  fc.integer({ min: 1_000, max: 200_000 }).map((depth) => `${'['.repeat(depth)}${']'.repeat(depth)}`),
  fc.integer({ min: 1_000, max: 100_000 }).map((depth) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`),
  fc.integer({ min: 1_048_577, max: 1_200_000 }).map((size) => JSON.stringify({ body: 'あ'.repeat(size / 3) })),
  fc.constantFrom('', '{', '{"a":', 'null', '[]', '"text"', '\u0000', '{"__proto__":{"polluted":true}}'),
  hostileText,
);

/** Methods a route was not made for, including those Node's fetch refuses to build. */
export const oddMethod: fc.Arbitrary<string> = fc.constantFrom(
  'PUT',
  'PATCH',
  'DELETE',
  'OPTIONS',
  'TRACE',
  'PROPFIND',
  'MKCOL',
  'SEARCH',
);

/** Content types a body may claim, right or wrong. */
export const oddContentType: fc.Arbitrary<string> = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-16',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/octet-stream',
  'application/xml',
  '*/*',
);

/** Header values a client may send: printable, so that they can travel at all, but anything else goes. */
export const hostileHeaderValue: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    'null',
    '*',
    '0000-01-01T00:00:00Z',
    '9999-12-31T23:59:59-09:00',
    '1e309',
    'x'.repeat(4_000),
  ),
  fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)), maxLength: 40 }),
);

/**
 * `text` for a URL: percent-encoded, with halves of surrogate pairs written as the bytes a careless client
 * sends for them (encodeURIComponent refuses them).
 */
export function encodeUrlComponent(text: string): string {
  return text.replace(/[\uD800-\uDFFF]|[^\uD800-\uDFFF]+/g, (part) => {
    const unit = part.charCodeAt(0);
    if (part.length === 1 && unit >= 0xd800 && unit <= 0xdfff) {
      const bytes = [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)];
      return bytes.map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
    }
    return encodeURIComponent(part);
  });
}

/** A query string of these parameters, arrays written as repeated parameters. */
export function hostileQuery(parameters: Record<string, string | string[] | undefined>): string {
  const pairs = Object.entries(parameters).flatMap(([name, value]) =>
    value === undefined ? [] : (Array.isArray(value) ? value : [value]).map((item) => [name, item] as const),
  );
  return pairs.map(([name, value]) => `${encodeUrlComponent(name)}=${encodeUrlComponent(value)}`).join('&');
}

/** Rejects with a clear message when `work` takes longer than `ms`: a hang is a failure, not a slow pass. */
export function withinTime<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** Japanese text, as every error message of the product is. */
export const JAPANESE = /[\u3040-\u30FF\u4E00-\u9FFF]/;
