import { API_ERRORS } from '@hanabi/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AMERICAN_ADDRESS } from '../../test/addresses-by-country.ts';
import { buildTestApi, type TestApi } from '../../test/build-test-api.ts';

const TITLES = '/v1/title/displayables?page=1&per_page=1';
const CONGESTED = { code: 5003, message: API_ERRORS.unavailable.message };

function get(api: TestApi, cookie?: string, remoteAddress = '127.0.0.1') {
  return api.app.inject({ method: 'GET', url: TITLES, remoteAddress, headers: cookie ? { cookie } : {} });
}

describe('the end-to-end tests’ fault cookie', () => {
  let hooked: TestApi;
  let plain: TestApi;
  beforeAll(async () => {
    hooked = await buildTestApi({ env: { HANABI_TEST_HOOKS: 'true' } });
    plain = await buildTestApi({ database: hooked.database });
  });
  afterAll(async () => {
    await plain.close();
    await hooked.close();
  });

  it('with HANABI_TEST_HOOKS, answers a request carrying it as while the database cannot serve', async () => {
    const response = await get(hooked, 'festa_auth=x; hanabi_test_fault=unavailable');

    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual(CONGESTED);
  });

  it('answers as usual without the cookie, or with a fault it does not know', async () => {
    for (const cookie of [undefined, 'hanabi_test_fault=crash', 'hanabi_test_fault=constructor']) {
      const response = await get(hooked, cookie);
      expect(response.statusCode, String(cookie)).toBe(200);
      expect(response.json(), String(cookie)).toMatchObject({ code: 2000 });
    }
  });

  it('leaves the geo restriction first: a viewer abroad is told so, not that access is congested', async () => {
    const response = await get(hooked, 'hanabi_test_fault=unavailable', AMERICAN_ADDRESS);

    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 4003 });
  });

  it('is ignored when the setting is off, as it is unless a test turns it on', async () => {
    const response = await get(plain, 'hanabi_test_fault=unavailable');

    expect(plain.config.testHooks).toBe(false);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ code: 2000 });
  });
});
