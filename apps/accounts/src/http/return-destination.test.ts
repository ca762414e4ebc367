import { describe, expect, it } from 'vitest';
import { safeReturnUrl } from './return-destination.ts';

const WEB = 'http://localhost:3000';
const ALLOWED = [WEB, 'http://localhost:4100', 'https://comic.hanabi.example'];
const HOME = `${WEB}/`;

const hostile: [string, unknown][] = [
  ['scheme-relative host', '//evil.example'],
  ['scheme-relative host with path', '//evil.example/titles/1'],
  ['three slashes', '///evil.example'],
  ['four slashes', '////evil.example'],
  ['slash backslash', '/\\evil.example'],
  ['backslash slash', '\\/evil.example'],
  ['two backslashes', '\\\\evil.example'],
  ['javascript URL', 'javascript:alert(1)'],
  ['mixed-case javascript URL', 'JaVaScRiPt:alert(1)'],
  ['javascript with a tab inside', 'java\tscript:alert(1)'],
  ['javascript with a comment and newline', 'javascript://%0aalert(1)'],
  ['encoded javascript scheme', 'javascript%3Aalert(1)'],
  ['data URL', 'data:text/html,<script>alert(1)</script>'],
  ['upper-case data URL', 'DATA:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
  ['vbscript URL', 'vbscript:msgbox(1)'],
  ['blob URL of the own origin', 'blob:http://localhost:3000/2f1c5a52-7f0b-4a5e-9b54-3c1f3c2b8e11'],
  ['file URL', 'file:///etc/passwd'],
  ['ftp on the own host', 'ftp://localhost:3000/'],
  ['websocket on the own host', 'ws://localhost:3000/'],
  ['another host over http', 'http://evil.example'],
  ['another host over https', 'https://evil.example/'],
  ['upper-case other host', 'HTTP://EVIL.EXAMPLE/'],
  ['own host as a subdomain prefix (https)', 'https://localhost:3000.evil.example'],
  ['own host as a subdomain prefix (http)', 'http://localhost:3000.evil.example/'],
  ['own origin as userinfo', 'http://localhost:3000@evil.example'],
  ['scheme-relative own origin as userinfo', '//localhost:3000@evil.example'],
  ['userinfo on the own origin', 'http://user:pass@localhost:3000/'],
  ['user name on the own origin', 'http://user@localhost:3000/'],
  ['encoded slash in userinfo', 'https://evil.example%2F@localhost:3000/'],
  ['backslash before @', 'http://localhost:3000\\@evil.example'],
  ['backslash in the other direction', 'http://evil.example\\@localhost:3000'],
  ['other host, own host in the fragment', 'https://evil.example#@localhost:3000'],
  ['other host, own host in the query', 'https://evil.example?@localhost:3000'],
  ['encoded scheme-relative host', '%2F%2Fevil.example'],
  ['encoded scheme-relative host, lower case', '%2f%2fevil.example'],
  ['path of encoded slashes', '/%2F%2Fevil.example'],
  ['path of encoded backslash', '/%5Cevil.example'],
  ['double-encoded scheme-relative host', '%252F%252Fevil.example'],
  ['path of double-encoded slashes', '/%252F%252Fevil.example'],
  ['path of triple-encoded slashes', '/%25252F%25252Fevil.example'],
  ['dot segments into a double slash', '/..//evil.example'],
  ['single-slash scheme', 'http:/evil.example'],
  ['scheme without slashes', 'http:evil.example'],
  ['scheme with backslashes', 'http:\\\\evil.example'],
  ['scheme with escaped slashes', 'https:\\/\\/evil.example'],
  ['encoded slashes after the scheme', 'http:%2F%2Fevil.example'],
  ['IPv6 loopback', 'http://[::1]:3000/'],
  ['decimal IP of the loopback', 'http://2130706433:3000/'],
  ['hexadecimal IP of the loopback', 'http://0x7f000001:3000/'],
  ['127.0.0.1 instead of localhost', 'http://127.0.0.1:3000/'],
  ['another port of localhost', 'http://localhost:3001/'],
  ['localhost without a port', 'http://localhost/'],
  ['https on the http origin', 'https://localhost:3000/'],
  ['trailing dot on the host', 'http://localhost.:3000/'],
  ['capital I for a lower-case l', 'http://locaIhost:3000/'],
  ['Cyrillic o in localhost', 'http://lоcalhost:3000/'],
  ['full-width localhost', 'http://ｌｏｃａｌｈｏｓｔ:3000/'],
  ['full-width slashes', '／／evil.example'],
  ['right-to-left override in a path', '/\u202e//evil.example'],
  ['zero-width space before slashes', '\u200b//evil.example'],
  ['tab inside slashes', '/\t/evil.example'],
  ['newline inside slashes', '/\n/evil.example'],
  ['carriage return inside a URL', 'http://localhost:3000/\r\nSet-Cookie:x=1'],
  ['leading space', ' //evil.example'],
  ['NUL before slashes', '\u0000//evil.example'],
  ['very long path', `/${'a'.repeat(5000)}`],
  ['very long URL of the own origin', `${WEB}/${'a'.repeat(3000)}`],
  ['plain host name', 'evil.example'],
  ['relative path without a slash', 'titles/12'],
  ['empty string', ''],
  ['missing', undefined],
  ['repeated parameter', ['/titles/1', '//evil.example']],
  ['number', 42],
];

describe('return destination allowlist', () => {
  it('covers at least 50 hostile destinations', () => {
    expect(hostile.length).toBeGreaterThanOrEqual(50);
  });

  it.each(hostile)('sends %s home', (_name, destination) => {
    expect(safeReturnUrl(destination, ALLOWED, WEB)).toBe(HOME);
  });

  it.each([
    ['/', HOME],
    ['/titles/12', `${WEB}/titles/12`],
    ['/search?keyword=%E9%AC%BC', `${WEB}/search?keyword=%E9%AC%BC`],
    ['/titles/12?from=%2Fgenres%2F3', `${WEB}/titles/12?from=%2Fgenres%2F3`],
    ['/my#points', `${WEB}/my#points`],
    ['/titles/12/../13', `${WEB}/titles/13`],
    ['http://localhost:3000/entry', `${WEB}/entry`],
    ['http://localhost:3000', HOME],
    ['HTTP://LOCALHOST:3000/entry', `${WEB}/entry`],
    ['Http://LocalHost:3000/episodes/5', `${WEB}/episodes/5`],
    ['http://localhost:4100/logout', 'http://localhost:4100/logout'],
    ['https://comic.hanabi.example/books/1', 'https://comic.hanabi.example/books/1'],
    ['HTTPS://Comic.Hanabi.Example/books/1', 'https://comic.hanabi.example/books/1'],
  ])('keeps %s as %s', (destination, expected) => {
    expect(safeReturnUrl(destination, ALLOWED, WEB)).toBe(expected);
  });
});
