import { browserCookieStore } from '@hanabi/api-client';
import { guestUserStatus } from '@hanabi/contract';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { type AppEnv, parseEnv, toPublicEnv } from '../../lib/env.server.ts';
import { apiSuccess } from '../../test/fixtures.ts';
import { fakeLoadContext } from '../../test/loader-context.ts';
import { attributesOf, buttonsIn, textOf } from '../../test/markup.ts';
import { applyDebugTime, debugTimeFromInput, japanInputValue } from './debug-time.ts';
import { DevTimeControl } from './dev-time-control.tsx';

const render = (appEnv: AppEnv | undefined, serverTime: string | null = '2024-12-02T14:59:59Z') =>
  renderToStaticMarkup(
    <DevTimeControl env={appEnv && toPublicEnv(parseEnv({ APP_ENV: appEnv }))} serverTime={serverTime} />,
  );

function inputOf(html: string): Record<string, string> {
  const tag = /<input\s[^>]*>/.exec(html)?.[0];
  if (tag === undefined) throw new Error('no input in the control');
  return attributesOf(tag);
}

/** A browser page's document.cookie, recording every cookie string written to it. */
function fakeDocument() {
  const writes: string[] = [];
  const document = {
    get cookie() {
      return '';
    },
    set cookie(value: string) {
      writes.push(value);
    },
  };
  return { store: browserCookieStore({ document }), writes };
}

const LOCAL_PAGE = { pageUrl: 'http://localhost:3000/titles/12', domain: undefined };

describe('the server-time control', () => {
  it.each<AppEnv>(['development', 'staging'])('is shown in %s, titled 開発用: サーバー時刻', (appEnv) => {
    const html = render(appEnv);
    expect(textOf(html)).toContain('開発用: サーバー時刻');
    expect(buttonsIn(html).map((button) => button.name)).toEqual(['設定', '解除']);
  });

  it('is absent in production, and without an environment', () => {
    expect(render('production')).toBe('');
    expect(render(undefined)).toBe('');
  });

  it('takes a date and time to the second in Japan time, starting from the server time', () => {
    expect(inputOf(render('development'))).toMatchObject({
      type: 'datetime-local',
      step: '1',
      'aria-label': '日時（日本時間）',
      value: '2024-12-02T23:59:59',
    });
    expect(inputOf(render('development', null)).value).toBe('');
  });
});

describe('setting and clearing the server time', () => {
  it('sets dev_debug_time to the Japan time entered, for one day', () => {
    const { store, writes } = fakeDocument();
    expect(applyDebugTime('2024-12-03T00:00:00', store, LOCAL_PAGE)).toBe(true);
    expect(writes).toEqual(['dev_debug_time=2024-12-03T00%3A00%3A00%2B09%3A00; Max-Age=86400; Path=/; SameSite=Lax']);
  });

  it('is Secure and product-wide on the deployed site', () => {
    const { store, writes } = fakeDocument();
    applyDebugTime('2024-12-02T23:59:59', store, { pageUrl: 'https://stg.hanabi.example/', domain: '.hanabi.example' });
    expect(writes).toEqual([
      'dev_debug_time=2024-12-02T23%3A59%3A59%2B09%3A00; Max-Age=86400; Path=/; SameSite=Lax; Secure; Domain=.hanabi.example',
    ]);
  });

  it('clears the cookie with 解除', () => {
    const { store, writes } = fakeDocument();
    expect(applyDebugTime(null, store, LOCAL_PAGE)).toBe(true);
    expect(writes).toEqual(['dev_debug_time=; Max-Age=0; Path=/; SameSite=Lax']);
  });

  it.each(['', '2024-12-03', '2024-02-30T00:00', '2024-12-03T25:00', 'あした'])(
    'writes nothing for %j, which is no date and time',
    (value) => {
      const { store, writes } = fakeDocument();
      expect(applyDebugTime(value, store, LOCAL_PAGE)).toBe(false);
      expect(writes).toEqual([]);
    },
  );

  it('reads a value without seconds, as browsers give whole minutes, as the start of that minute', () => {
    expect(debugTimeFromInput('2024-12-03T00:00')).toBe('2024-12-03T00:00:00+09:00');
    expect(japanInputValue('2024-12-03T00:00:00+09:00')).toBe('2024-12-03T00:00:00');
  });

  it.each([
    ['development', '2024-12-03T00:00:00+09:00'],
    ['production', null],
  ] as const)('is what the API is told the time is in %s (X-Debug-Time)', async (appEnv, sent) => {
    const { store, writes } = fakeDocument();
    applyDebugTime('2024-12-03T00:00:00', store, LOCAL_PAGE);
    const cookiePair = writes[0]?.split(';')[0] ?? '';
    const { web, calls } = fakeLoadContext(
      () => apiSuccess(guestUserStatus('2024-12-03T00:00:00+09:00')),
      { cookie: `festa_auth=s1; ${cookiePair}` },
      { APP_ENV: appEnv },
    );
    await web.userStatus();
    expect(calls[0]?.headers.get('X-Debug-Time')).toBe(sent);
  });

  it('is neither shown nor sent when APP_ENV is unset: a web server started on its own is production', async () => {
    const env = toPublicEnv(parseEnv({}));
    expect(renderToStaticMarkup(<DevTimeControl env={env} serverTime="2024-12-02T14:59:59Z" />)).toBe('');

    const { web, calls } = fakeLoadContext(
      () => apiSuccess(guestUserStatus('2024-12-03T00:00:00+09:00')),
      { cookie: 'dev_debug_time=2024-12-03T00%3A00%3A00%2B09%3A00' },
      {},
    );
    await web.userStatus();
    expect(calls[0]?.headers.has('X-Debug-Time')).toBe(false);
  });
});
