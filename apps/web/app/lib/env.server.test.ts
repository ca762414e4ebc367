import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { parseEnv, toPublicEnv } from './env.server.ts';

describe('parseEnv', () => {
  it('has working defaults for a local run, and is production when APP_ENV is unset', () => {
    expect(parseEnv({})).toEqual({
      WEB_PORT: 3000,
      HOST: '127.0.0.1',
      WEB_ORIGIN: 'http://localhost:3000',
      API_ORIGIN: 'http://localhost:4000',
      API_INTERNAL_URL: 'http://localhost:4000',
      ACCOUNTS_ORIGIN: 'http://localhost:4100',
      APP_ENV: 'production',
      NAVIGATION_ALLOWED_HOSTS: [],
      // API answers shared caches may keep are kept 5 s to render guests' pages from (decision 0057).
      API_ANSWER_CACHE_SECONDS: 5,
      PAGE_CACHE_SECONDS: 5,
      LOG_LEVEL: 'info',
      METRICS_HOST: '127.0.0.1',
      SHUTDOWN_TIMEOUT_MS: 10_000,
      // One worker per core unless WEB_WORKERS says otherwise (decision 0056).
      WEB_WORKERS: availableParallelism(),
    });
  });

  it('reads the cookie domain and the extra hosts navigation may go to', () => {
    const env = parseEnv({
      COOKIE_DOMAIN: '.hanabi.example',
      NAVIGATION_ALLOWED_HOSTS: ' partner.example, Shop.Hanabi.example ,,media.example:8443',
    });
    expect(env.COOKIE_DOMAIN).toBe('.hanabi.example');
    expect(env.NAVIGATION_ALLOWED_HOSTS).toEqual(['partner.example', 'shop.hanabi.example', 'media.example:8443']);
    expect(toPublicEnv(env).COOKIE_DOMAIN).toBe('.hanabi.example');
  });

  it.each(['https://partner.example', 'partner.example/path', 'user@partner.example', 'ｐａｒｔｎｅｒ.example'])(
    'refuses %s among the extra hosts',
    (host) => {
      expect(() => parseEnv({ NAVIGATION_ALLOWED_HOSTS: host })).toThrowError(/NAVIGATION_ALLOWED_HOSTS/);
    },
  );

  it('sends SSR calls to API_INTERNAL_URL when set, and to the public origin otherwise', () => {
    expect(parseEnv({ API_ORIGIN: 'https://api.hanabi.example/' }).API_INTERNAL_URL).toBe('https://api.hanabi.example');
    const env = parseEnv({ API_ORIGIN: 'https://api.hanabi.example', API_INTERNAL_URL: 'http://10.0.0.12:4000' });
    expect(env.API_ORIGIN).toBe('https://api.hanabi.example');
    expect(env.API_INTERNAL_URL).toBe('http://10.0.0.12:4000');
  });

  it('keeps only the origin of WEB_ORIGIN', () => {
    expect(parseEnv({ WEB_ORIGIN: 'https://Hanabi.Example:443/anime/' }).WEB_ORIGIN).toBe('https://hanabi.example');
    expect(parseEnv({ WEB_ORIGIN: 'http://localhost:3000/' }).WEB_ORIGIN).toBe('http://localhost:3000');
    expect(() => parseEnv({ WEB_ORIGIN: 'hanabi.example' })).toThrowError(/WEB_ORIGIN/);
  });

  it('reads how long API answers are kept for guests, 0 keeping none, and refuses a negative or huge one', () => {
    expect(parseEnv({ API_ANSWER_CACHE_SECONDS: '0' }).API_ANSWER_CACHE_SECONDS).toBe(0);
    expect(parseEnv({ API_ANSWER_CACHE_SECONDS: '30' }).API_ANSWER_CACHE_SECONDS).toBe(30);
    expect(() => parseEnv({ API_ANSWER_CACHE_SECONDS: '-1' })).toThrow(/API_ANSWER_CACHE_SECONDS/);
    expect(() => parseEnv({ API_ANSWER_CACHE_SECONDS: '3600' })).toThrow(/API_ANSWER_CACHE_SECONDS/);
    expect(parseEnv({ PAGE_CACHE_SECONDS: '0' }).PAGE_CACHE_SECONDS).toBe(0);
    expect(() => parseEnv({ PAGE_CACHE_SECONDS: '-1' })).toThrow(/PAGE_CACHE_SECONDS/);
  });

  it('treats empty variables as unset', () => {
    expect(parseEnv({ WEB_PORT: '', APP_ENV: '' })).toMatchObject({ WEB_PORT: 3000, APP_ENV: 'production' });
  });

  it('names every bad variable in one line', () => {
    expect(() =>
      parseEnv({ WEB_PORT: 'eighty', APP_ENV: 'prod', API_ORIGIN: 'ftp://x', WEB_ORIGIN: 'ftp://y' }),
    ).toThrowError(/^Invalid web environment: .*WEB_PORT.*WEB_ORIGIN.*API_ORIGIN.*APP_ENV[^\n]*$/);
  });

  it('exposes only public settings to the browser', () => {
    const env = parseEnv({ API_INTERNAL_URL: 'http://10.0.0.12:4000', APP_ENV: 'staging' });
    expect(toPublicEnv(env)).toEqual({
      API_ORIGIN: 'http://localhost:4000',
      ACCOUNTS_ORIGIN: 'http://localhost:4100',
      APP_ENV: 'staging',
      COOKIE_DOMAIN: null,
      SENTRY_DSN: null,
      ANALYTICS_ID: null,
    });
  });

  it('passes the error-monitoring DSN and the analytics id to the browser when configured', () => {
    const env = parseEnv({ SENTRY_DSN: 'https://key@o1.ingest.sentry.example/42', ANALYTICS_ID: 'G-HANABI123' });
    expect(toPublicEnv(env)).toMatchObject({
      SENTRY_DSN: 'https://key@o1.ingest.sentry.example/42',
      ANALYTICS_ID: 'G-HANABI123',
    });
  });

  it('refuses a malformed DSN or measurement id', () => {
    expect(() => parseEnv({ SENTRY_DSN: 'not a url', ANALYTICS_ID: 'UA-1234-1' })).toThrowError(
      /SENTRY_DSN.*ANALYTICS_ID/,
    );
  });
});
