import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadAccountsConfig } from '../config.ts';
import { type AccountsHarness, startAccountsHarness } from './test-support/accounts-harness.ts';

const PROXY = '192.0.2.1';

describe('client address behind a trusted proxy', () => {
  let harness: AccountsHarness | undefined;
  afterEach(async () => harness?.close());

  it('limits each client behind a configured proxy separately', async () => {
    harness = await startAccountsHarness({ TRUST_PROXY: `${PROXY}/32` });
    await harness.member('viewer@example.com', 'hanabi2024');
    const viaProxy = harness.browser(PROXY);
    const attempt = async (email: string, client: string) => {
      await viaProxy.get('/login', { 'x-forwarded-for': client });
      return viaProxy.submit('/login', { email, password: 'hanabi2024' }, { 'x-forwarded-for': client });
    };
    for (let guess = 1; guess <= 20; guess += 1) {
      expect((await attempt(`guess${guess}@example.com`, '198.51.100.1')).statusCode).toBe(401);
    }
    expect((await attempt('viewer@example.com', '198.51.100.1')).statusCode).toBe(429);
    expect((await attempt('viewer@example.com', '198.51.100.2')).statusCode).toBe(303);
  });

  it('refuses a TRUST_PROXY that is not an address, a range or a proxy-addr name', () => {
    expect(loadAccountsConfig({ APP_ENV: 'development', TRUST_PROXY: 'loopback, 10.0.0.0/8, ::1' }).trustProxy).toEqual(
      ['loopback', '10.0.0.0/8', '::1'],
    );
    expect(loadAccountsConfig({ APP_ENV: 'development' }).trustProxy).toEqual([]);
    for (const value of ['1', 'proxy.example', '10.0.0.0/33']) {
      expect(() => loadAccountsConfig({ APP_ENV: 'development', TRUST_PROXY: value }), value).toThrow(ConfigError);
    }
  });
});
