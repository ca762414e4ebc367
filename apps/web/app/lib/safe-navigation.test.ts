import { describe, expect, it } from 'vitest';
import { COMPANY_LINKS, LINE_LINK, SOCIAL_LINKS } from './company.ts';
import { parseEnv } from './env.server.ts';
import { COMIC_SERVICE } from './external-services.ts';
import { checkNavigationTarget, navigationAllowlist, productNavigationAllowlist } from './safe-navigation.ts';

const SITE = 'https://anime.hanabi.example';
const allowlist = productNavigationAllowlist(
  parseEnv({
    WEB_ORIGIN: SITE,
    API_ORIGIN: 'https://api.hanabi.example',
    ACCOUNTS_ORIGIN: 'https://accounts.hanabi.example',
    NAVIGATION_ALLOWED_HOSTS: 'partner.example',
  }),
);

const check = (target: unknown) => checkNavigationTarget(target, allowlist);

/* ── hostile targets, generated ─────────────────────────────────────────────────────────────── */

const SCHEME_PAYLOADS: Record<string, string> = {
  javascript: 'alert(document.cookie)',
  data: 'text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  blob: 'https://anime.hanabi.example/2f1c5a52-7f0b-4a5e-9b54-3c1f3c2b8e11',
  vbscript: 'msgbox("XSS")',
};

const CASES: Record<string, (scheme: string) => string> = {
  lower: (scheme) => scheme,
  upper: (scheme) => scheme.toUpperCase(),
  mixed: (scheme) => [...scheme].map((letter, index) => (index % 2 ? letter.toUpperCase() : letter)).join(''),
};

const percent = (character: string) => `%${character.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`;
const insertAt = (text: string, index: number, inserted: string) =>
  `${text.slice(0, index)}${inserted}${text.slice(index)}`;

/** Ways a browser, a server or a later decoding step could still read `scheme:` where a check sees something else. */
const DISGUISES: Record<string, (scheme: string, rest: string) => string> = {
  plain: (scheme, rest) => `${scheme}:${rest}`,
  'leading space': (scheme, rest) => ` ${scheme}:${rest}`,
  'leading tab': (scheme, rest) => `\t${scheme}:${rest}`,
  'leading newline': (scheme, rest) => `\n${scheme}:${rest}`,
  'leading NUL': (scheme, rest) => `\u0000${scheme}:${rest}`,
  'leading unit separator': (scheme, rest) => `\u001f${scheme}:${rest}`,
  'leading no-break space': (scheme, rest) => `\u00a0${scheme}:${rest}`,
  'leading zero-width space': (scheme, rest) => `\u200b${scheme}:${rest}`,
  'leading byte-order mark': (scheme, rest) => `\ufeff${scheme}:${rest}`,
  'tab inside the scheme': (scheme, rest) => `${insertAt(scheme, 2, '\t')}:${rest}`,
  'newline inside the scheme': (scheme, rest) => `${insertAt(scheme, 2, '\n')}:${rest}`,
  'carriage return inside the scheme': (scheme, rest) => `${insertAt(scheme, 3, '\r')}:${rest}`,
  'soft hyphen inside the scheme': (scheme, rest) => `${insertAt(scheme, 1, '\u00ad')}:${rest}`,
  'entity-encoded tab inside the scheme': (scheme, rest) => `${insertAt(scheme, 2, '&#x09;')}:${rest}`,
  'decimal entity colon': (scheme, rest) => `${scheme}&#58;${rest}`,
  'hexadecimal entity colon': (scheme, rest) => `${scheme}&#x3A;${rest}`,
  'named entity colon': (scheme, rest) => `${scheme}&colon;${rest}`,
  'padded entity first letter without semicolon': (scheme, rest) =>
    `&#000${scheme.charCodeAt(0)}${scheme.slice(1)}:${rest}`,
  'percent-encoded colon': (scheme, rest) => `${scheme}${percent(':')}${rest}`,
  'percent-encoded first letter': (scheme, rest) => `${percent(scheme)}${scheme.slice(1)}:${rest}`,
  'double percent-encoded colon': (scheme, rest) => `${scheme}%253A${rest}`,
  'full-width letters and colon': (scheme, rest) =>
    `${[...scheme].map((letter) => String.fromCharCode(letter.charCodeAt(0) + 0xfee0)).join('')}：${rest}`,
};

const schemeVectors = Object.entries(SCHEME_PAYLOADS).flatMap(([scheme, rest]) =>
  Object.entries(CASES).flatMap(([caseName, inCase]) =>
    Object.entries(DISGUISES).map(([disguise, write]): [string, string] => [
      `${scheme}, ${caseName} case, ${disguise}`,
      write(inCase(scheme), rest),
    ]),
  ),
);

/** Classic vectors from the XSS filter-evasion cheat sheets. */
const cheatSheetVectors: [string, string][] = [
  ['comment then newline', 'javascript://%0Aalert(1)'],
  ['comment then CRLF', 'javascript://comment%0d%0aalert(1)'],
  ['entity tab', "jav&#x09;ascript:alert('XSS');"],
  ['entity newline', "jav&#x0A;ascript:alert('XSS');"],
  ['entity carriage return', "jav&#x0D;ascript:alert('XSS');"],
  ['leading spaces and an entity control', ' &#14;  javascript:alert(1)'],
  [
    'every character a decimal entity',
    '&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#49;&#41;',
  ],
  [
    'every character a padded decimal entity without semicolons',
    '&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)',
  ],
  [
    'every character a hexadecimal entity without semicolons',
    '&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x31&#x29',
  ],
  ['every character percent-encoded', '%6A%61%76%61%73%63%72%69%70%74%3Aalert(1)'],
  ['SVG data URL', 'data:image/svg+xml,<svg onload=alert(1)>'],
  ['data URL without a type', 'data:,alert(1)'],
  ['blob of an opaque origin', 'blob:null/5e4c1b2a'],
  ['NUL inside the scheme', 'java\u0000script:alert(1)'],
  ['line separator before the colon', 'javascript\u2028:alert(1)'],
  ['right-to-left override', '\u202ejavascript:alert(1)'],
  ['vbscript with a leading form feed', '\fvbscript:msgbox(1)'],
  ['triple percent-encoded colon', 'javascript%25253Aalert(1)'],
];

/** Another site, or this one in a way some reader would take for another. */
const hostVectors: [string, unknown][] = [
  ['scheme-relative host', '//evil.example'],
  ['scheme-relative host with a path', '//evil.example/titles/1'],
  ['three slashes', '///evil.example'],
  ['four slashes', '////evil.example'],
  ['slash backslash', '/\\evil.example'],
  ['backslash slash', '\\/evil.example'],
  ['two backslashes', '\\\\evil.example'],
  ['tab between slashes', '/\t/evil.example'],
  ['newline between slashes', '/\n/evil.example'],
  ['leading space before slashes', ' //evil.example'],
  ['zero-width space before slashes', '\u200b//evil.example'],
  ['right-to-left override in a path', '/\u202e//evil.example'],
  ['full-width slashes', '／／evil.example'],
  ['encoded slashes', '%2F%2Fevil.example'],
  ['path of encoded slashes', '/%2F%2Fevil.example'],
  ['path of an encoded backslash', '/%5Cevil.example'],
  ['path of double-encoded slashes', '/%252F%252Fevil.example'],
  ['path of triple-encoded slashes', '/%25252F%25252Fevil.example'],
  ['dot segment into a double slash', '/.//evil.example'],
  ['parent segment into a double slash', '/..//evil.example'],
  ['https without slashes', 'https:evil.example'],
  ['https with one slash', 'https:/evil.example'],
  ['http without slashes', 'http:evil.example'],
  ['https with backslashes', 'https:\\\\evil.example'],
  ['https with escaped slashes', 'https:\\/\\/evil.example'],
  ['encoded slashes after the scheme', 'https:%2F%2Fevil.example'],
  ['another host', 'https://evil.example/'],
  ['another host, upper case', 'HTTPS://EVIL.EXAMPLE/'],
  ['product host as user name', 'https://hanabi.example@evil.com'],
  ['site as user name', 'https://anime.hanabi.example@evil.example/'],
  ['allowed host as user name', 'https://x.com@evil.example/'],
  ['credentials on an allowed host', 'https://user:pass@x.com/'],
  ['user name on the site', 'https://someone@anime.hanabi.example/'],
  ['backslash before @', 'https://anime.hanabi.example\\@evil.example'],
  ['allowed host as a prefix', 'https://x.com.evil.example/'],
  ['site as a prefix', 'https://anime.hanabi.example.evil.example/'],
  ['allowed host in the path', 'https://evil.example/x.com'],
  ['allowed host in the query', 'https://evil.example?x.com'],
  ['allowed host in the fragment', 'https://evil.example#@x.com'],
  ['allowed host with a letter more', 'https://xx.com/'],
  ['allowed host with a trailing dot', 'https://x.com./'],
  ['allowed host over plain http', 'http://x.com/'],
  ['allowed host on another port', 'https://x.com:8443/'],
  ['allowed host with its default port written out', 'https://x.com:443/'],
  ['sign-in service over plain http', 'http://accounts.hanabi.example/login'],
  ['Cyrillic х for x', 'https://х.com/'],
  ['Cyrillic о in youtube', 'https://www.yоutube.com/@hanabi_anime'],
  ['full-width host', 'https://ｘ.com/'],
  ['ideographic full stop in the host', 'https://x。com/'],
  ['punycode host', 'https://xn--80ak6aa92e.com/'],
  ['percent-encoded dot in the host', 'https://x%2Ecom/'],
  ['percent-encoded letter in the host', 'https://%78.com/'],
  ['hexadecimal IP address', 'https://0x7f000001/'],
  ['decimal IP address', 'https://2130706433/'],
  ['IPv6 loopback', 'https://[::1]/'],
  ['plain host name', 'evil.example'],
  ['relative path without a slash', 'titles/12'],
  ['query only', '?next=/titles/1'],
  ['fragment only', '#top'],
  ['file URL', 'file:///etc/passwd'],
  ['FTP on an allowed host', 'ftp://x.com/'],
  ['websocket on the site', 'wss://anime.hanabi.example/'],
  ['mail address', 'mailto:support@hanabi.example'],
  ['telephone number', 'tel:0120000000'],
  ['Android intent', 'intent://scan/#Intent;scheme=zxing;end'],
  ['browser settings', 'chrome://settings'],
  ['blank page', 'about:blank'],
  ['view source of an allowed page', 'view-source:https://x.com/'],
  ['header injection in a path', '/titles/1\r\nSet-Cookie: festa_auth=stolen'],
  ['trailing space', '/titles/12 '],
  ['very long path', `/${'a'.repeat(3000)}`],
  ['empty', ''],
  ['a space', ' '],
  ['missing', undefined],
  ['null', null],
  ['a number', 42],
  ['a repeated query parameter', ['/titles/1', '//evil.example']],
  ['an object', { toString: () => '/titles/1' }],
];

describe('refused targets', () => {
  it('covers well over a hundred hostile inputs', () => {
    expect(schemeVectors.length + cheatSheetVectors.length + hostVectors.length).toBeGreaterThan(300);
  });

  it.each(schemeVectors)('refuses %s as a forbidden scheme', (_, target) => {
    expect(check(target)).toEqual({ kind: 'refused', reason: 'forbidden-scheme' });
  });

  it.each(cheatSheetVectors)('refuses the cheat-sheet vector: %s', (_, target) => {
    expect(check(target)).toEqual({ kind: 'refused', reason: 'forbidden-scheme' });
  });

  it.each(hostVectors)('refuses %s', (_, target) => {
    expect(check(target).kind).toBe('refused');
  });

  it('says why, for the logs', () => {
    expect(check('//evil.example')).toEqual({ kind: 'refused', reason: 'scheme-relative' });
    expect(check('/\\evil.example')).toEqual({ kind: 'refused', reason: 'hidden-characters' });
    expect(check('/%2F%2Fevil.example')).toEqual({ kind: 'refused', reason: 'disguised-path' });
    expect(check('https:evil.example')).toEqual({ kind: 'refused', reason: 'not-http' });
    expect(check('https://hanabi.example@evil.com')).toEqual({ kind: 'refused', reason: 'credentials' });
    expect(check('https://ｘ.com/')).toEqual({ kind: 'refused', reason: 'disguised-host' });
    expect(check('https://evil.example/')).toEqual({ kind: 'refused', reason: 'host-not-allowed' });
    expect(check('titles/12')).toEqual({ kind: 'refused', reason: 'not-a-path' });
    expect(check(['/'])).toEqual({ kind: 'refused', reason: 'not-text' });
  });
});

/* ── legitimate targets ─────────────────────────────────────────────────────────────────────── */

describe('allowed targets', () => {
  it.each([
    ['/', '/'],
    ['/titles/12', '/titles/12'],
    ['/titles/12?tid=3#episodes', '/titles/12?tid=3#episodes'],
    ['/exclusive_titles?is_mature=true', '/exclusive_titles?is_mature=true'],
    ['/search?keyword=%E9%AC%BC%E6%BB%85', '/search?keyword=%E9%AC%BC%E6%BB%85'],
    ['/search?keyword=鬼滅', '/search?keyword=%E9%AC%BC%E6%BB%85'],
    ['/titles/12/../34', '/titles/34'],
    [
      '/lp/dynamic_singleimage_a?utm_source=x.com&next=https://x.com',
      '/lp/dynamic_singleimage_a?utm_source=x.com&next=https://x.com',
    ],
    ['/titles/12?back=/%2F', '/titles/12?back=/%2F'],
    [`${SITE}/premium?refp=top`, '/premium?refp=top'],
    ['HTTPS://ANIME.HANABI.EXAMPLE/rankings', '/rankings'],
  ])('%s is a path of this site: %s', (target, path) => {
    expect(check(target)).toEqual({ kind: 'internal', path });
  });

  it.each([
    'https://accounts.hanabi.example/login?design=1&destination=https%3A%2F%2Fanime.hanabi.example%2Fmy',
    'https://api.hanabi.example/docs',
    'https://comic.hanabi.example/',
    'https://partner.example/campaign?from=hanabi',
    'https://www.youtube.com/@hanabi_anime?sub=1',
  ])('%s is an allowed outside address', (target) => {
    expect(check(target)).toEqual({ kind: 'external', url: target });
  });

  it('allows every address the footer and the drawer link to, without listing them again', () => {
    for (const href of [...COMPANY_LINKS, ...SOCIAL_LINKS, LINE_LINK].map((link) => link.href)) {
      expect(check(href)).toEqual({ kind: 'external', url: href });
    }
    expect(check(COMIC_SERVICE.url)).toEqual({ kind: 'external', url: `${COMIC_SERVICE.url}/` });
  });

  it('allows the local services of a development run, over plain http', () => {
    const local = productNavigationAllowlist(parseEnv({}));
    expect(checkNavigationTarget('http://localhost:4100/login', local)).toEqual({
      kind: 'external',
      url: 'http://localhost:4100/login',
    });
    expect(checkNavigationTarget('http://localhost:3000/my', local)).toEqual({ kind: 'internal', path: '/my' });
    expect(checkNavigationTarget('http://localhost:5000/', local).kind).toBe('refused');
  });

  it('allows no outside address unless it is listed', () => {
    const siteOnly = navigationAllowlist(SITE, []);
    expect(checkNavigationTarget('/titles/1', siteOnly)).toEqual({ kind: 'internal', path: '/titles/1' });
    expect(checkNavigationTarget('https://x.com/hanabi_anime', siteOnly)).toEqual({
      kind: 'refused',
      reason: 'host-not-allowed',
    });
  });
});
