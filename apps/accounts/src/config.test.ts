import { randomBytes } from 'node:crypto';
import { DEFAULT_CONNECTION_LIMITS } from '@hanabi/db';
import { DEVELOPMENT_SEAL_KEY } from '@hanabi/membership';
import { describe, expect, it } from 'vitest';
import { assertSandboxAllowed } from './billing/configured-processor.ts';
import { ConfigError, loadAccountsConfig } from './config.ts';

describe('sign-in service configuration', () => {
  it('is production when APP_ENV is unset: the development key is refused, the sandbox takes no payments', () => {
    expect(() => loadAccountsConfig({})).toThrow(/REQUEST_FORM_KEY must be set to a secret key in production/);
    const config = loadAccountsConfig({ REQUEST_FORM_KEY: randomBytes(32).toString('base64') });
    expect(config.appEnv).toBe('production');
    expect(config.paymentsSandbox).toBe(false);
    expect(() => assertSandboxAllowed(config)).toThrow(
      /PAYMENT_PROCESSOR: production takes no payments in the sandbox/,
    );
  });

  it('takes payments in the sandbox outside production, and in production only when PAYMENT_PROCESSOR names it', () => {
    const key = randomBytes(32).toString('base64');
    expect(loadAccountsConfig({ APP_ENV: 'development' }).paymentsSandbox).toBe(true);
    expect(loadAccountsConfig({ APP_ENV: 'staging' }).paymentsSandbox).toBe(true);
    const named = loadAccountsConfig({ APP_ENV: 'production', REQUEST_FORM_KEY: key, PAYMENT_PROCESSOR: 'sandbox' });
    expect(() => assertSandboxAllowed(named)).not.toThrow();
    expect(() =>
      loadAccountsConfig({ APP_ENV: 'production', REQUEST_FORM_KEY: key, PAYMENT_PROCESSOR: 'stripe' }),
    ).toThrow(/PAYMENT_PROCESSOR/);
  });

  it('refuses to run in production with the published development key, or with none', () => {
    for (const key of [undefined, '', DEVELOPMENT_SEAL_KEY]) {
      expect(() => loadAccountsConfig({ APP_ENV: 'production', REQUEST_FORM_KEY: key })).toThrow(
        /REQUEST_FORM_KEY must be set to a secret key in production/,
      );
    }
  });

  it('names REQUEST_FORM_KEY when it is not 32 bytes', () => {
    const short = randomBytes(16).toString('base64');
    expect(() => loadAccountsConfig({ REQUEST_FORM_KEY: short })).toThrow(ConfigError);
    expect(() => loadAccountsConfig({ REQUEST_FORM_KEY: short })).toThrow(/REQUEST_FORM_KEY/);
  });

  it('uses a production key of its own, and makes cookies Secure on a public https origin', () => {
    const key = randomBytes(32);
    const config = loadAccountsConfig({
      APP_ENV: 'production',
      REQUEST_FORM_KEY: key.toString('base64'),
      ACCOUNTS_ORIGIN: 'https://accounts.hanabi.example',
      WEB_ORIGIN: 'https://hanabi.example',
      COOKIE_DOMAIN: '.hanabi.example',
    });
    expect(config.requestFormKey.equals(key)).toBe(true);
    expect(config.cookie).toEqual({ domain: '.hanabi.example', secure: true });
    expect(config.allowedReturnOrigins).toEqual(['https://hanabi.example', 'https://accounts.hanabi.example']);
  });

  it('reads the database timeouts and pool size, with the same defaults as the API, naming a bad value', () => {
    expect(loadAccountsConfig({ APP_ENV: 'development' }).databaseLimits).toEqual(DEFAULT_CONNECTION_LIMITS);
    expect(
      loadAccountsConfig({ APP_ENV: 'development', DATABASE_STATEMENT_TIMEOUT_MS: '2500', DATABASE_POOL_SIZE: '4' })
        .databaseLimits,
    ).toMatchObject({ statementTimeoutMs: 2_500, poolSize: 4, lockTimeoutMs: DEFAULT_CONNECTION_LIMITS.lockTimeoutMs });
    expect(() => loadAccountsConfig({ DATABASE_LOCK_TIMEOUT_MS: 'soon' })).toThrow(/DATABASE_LOCK_TIMEOUT_MS/);
  });

  it('runs one worker by default and serves no metrics port unless one is set (decision 0056)', () => {
    expect(loadAccountsConfig({ APP_ENV: 'development' }).operations).toEqual({
      workers: 1,
      metrics: undefined,
      shutdownTimeoutMs: 10_000,
    });
    expect(
      loadAccountsConfig({ APP_ENV: 'development', ACCOUNTS_WORKERS: '2', ACCOUNTS_METRICS_PORT: '9410' }).operations,
    ).toEqual({ workers: 2, metrics: { host: '127.0.0.1', port: 9410, token: undefined }, shutdownTimeoutMs: 10_000 });
    expect(() => loadAccountsConfig({ APP_ENV: 'development', ACCOUNTS_WORKERS: '0' })).toThrow(/ACCOUNTS_WORKERS/);
  });
});
