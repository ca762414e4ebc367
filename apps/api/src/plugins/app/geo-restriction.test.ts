import { API_ERRORS } from '@hanabi/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADDRESSES_IN_JAPAN,
  ADDRESSES_OUTSIDE_JAPAN,
  AMERICAN_ADDRESS,
  JAPANESE_ADDRESS,
} from '../../test/addresses-by-country.ts';
import { buildTestApi, TEST_WEB_ORIGIN, type TestApi } from '../../test/build-test-api.ts';

const OUTSIDE_JAPAN = { code: 4003, message: API_ERRORS.outsideJapan.message };
const DATA = '/v1/users/statuses';
const PROXY = '10.0.0.2';
/** Empty counts as unset: the APP_ENV's own default instead of the test APIs' (loopback allowed everywhere). */
const UNSET = '';

function get(api: TestApi, remoteAddress: string, headers: Record<string, string> = {}, url = DATA) {
  return api.app.inject({ method: 'GET', url, remoteAddress, headers });
}

describe('geo restriction', () => {
  let development: TestApi;
  let production: TestApi;
  beforeAll(async () => {
    development = await buildTestApi({ env: { GEO_ALLOW_PRIVATE: UNSET } });
    production = await buildTestApi({
      env: { APP_ENV: 'production', TRUST_PROXY: '10.0.0.0/8', GEO_ALLOW_PRIVATE: UNSET },
      database: development.database,
    });
  });
  afterAll(async () => {
    await production.close();
    await development.close();
  });

  describe('by the address of the connection', () => {
    it.each(ADDRESSES_IN_JAPAN)('answers $address (in $country)', async ({ address }) => {
      const response = await get(development, address);

      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ code: 2000 });
    });

    it.each(ADDRESSES_OUTSIDE_JAPAN)('refuses $address (in $country) with 4003', async ({ address }) => {
      const response = await get(development, address);

      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(OUTSIDE_JAPAN);
    });

    it('refuses an address the database does not place, and says why in the log', async () => {
      for (const address of ['192.0.2.1', '2001:db8::1']) {
        expect((await get(development, address)).json(), address).toEqual(OUTSIDE_JAPAN);
      }
      await get(development, AMERICAN_ADDRESS);

      const refusals = development.logs().filter((line) => line.msg === 'outside Japan');
      expect(refusals).toContainEqual(expect.objectContaining({ clientAddress: '192.0.2.1', country: 'unknown' }));
      expect(refusals).toContainEqual(expect.objectContaining({ clientAddress: AMERICAN_ADDRESS, country: 'US' }));
    });

    it('treats an IPv4 client of a dual-stack socket as its IPv4 address', async () => {
      expect((await get(development, `::ffff:${AMERICAN_ADDRESS}`)).statusCode).toBe(403);
      expect((await get(development, '::ffff:133.0.0.1')).statusCode).toBe(200);
    });
  });

  describe('on every route but /health', () => {
    const refusedEverywhere = [
      ['GET', DATA],
      ['GET', '/v1/titles/1'],
      ['GET', '/media/art/titles/sample/key-art.svg'],
      ['GET', '/openapi.json'],
      ['GET', '/docs'],
      ['GET', '/v1/no-such-route'],
      ['DELETE', '/v1/sessions'],
      ['POST', '/health'],
    ] as const;

    it.each(refusedEverywhere)('refuses %s %s from outside Japan', async (method, url) => {
      const response = await development.app.inject({ method, url, remoteAddress: AMERICAN_ADDRESS });

      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(OUTSIDE_JAPAN);
    });

    it.each(refusedEverywhere)('lets %s %s through from Japan', async (method, url) => {
      const response = await development.app.inject({ method, url, remoteAddress: JAPANESE_ADDRESS });

      expect(response.body).not.toContain('"code":4003');
    });

    it('answers GET and HEAD /health from anywhere, so that monitoring reaches it', async () => {
      for (const method of ['GET', 'HEAD'] as const) {
        for (const remoteAddress of [AMERICAN_ADDRESS, '192.0.2.1', PROXY]) {
          const response = await production.app.inject({ method, url: '/health', remoteAddress });
          expect(response.statusCode, `${method} from ${remoteAddress}`).toBe(200);
        }
      }
    });
  });

  describe('for the web client in the browser', () => {
    it('sends the 4003 with CORS headers and the request id, so that the client can read it', async () => {
      const response = await get(development, AMERICAN_ADDRESS, { origin: TEST_WEB_ORIGIN });

      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(OUTSIDE_JAPAN);
      expect(response.headers['access-control-allow-origin']).toBe(TEST_WEB_ORIGIN);
      expect(response.headers['access-control-allow-credentials']).toBe('true');
      expect(response.headers['x-request-id']).toEqual(expect.any(String));
    });

    it('lets the preflight through, or the browser would never see the 4003', async () => {
      const response = await development.app.inject({
        method: 'OPTIONS',
        url: DATA,
        remoteAddress: AMERICAN_ADDRESS,
        headers: { origin: TEST_WEB_ORIGIN, 'access-control-request-method': 'GET' },
      });

      expect(response.statusCode).toBe(204);
      expect(response.headers['access-control-allow-origin']).toBe(TEST_WEB_ORIGIN);
    });
  });

  describe('loopback and private addresses', () => {
    const privateAddresses = ['127.0.0.1', '::1', '::ffff:127.0.0.1', '10.1.2.3', '172.20.0.4', '192.168.1.20'];
    const localIpv6 = ['fd00::7', 'fe80::1'];

    it('are allowed in development, where the launcher, the tests and a phone on the LAN call from them', async () => {
      for (const address of [...privateAddresses, ...localIpv6]) {
        expect((await get(development, address)).statusCode, address).toBe(200);
      }
    });

    it('are refused in production and staging, unless GEO_ALLOW_PRIVATE says otherwise', async () => {
      const staging = await buildTestApi({
        env: { APP_ENV: 'staging', GEO_ALLOW_PRIVATE: UNSET },
        database: development.database,
      });
      const allowed = await buildTestApi({
        env: { APP_ENV: 'production', GEO_ALLOW_PRIVATE: 'true' },
        database: development.database,
      });
      try {
        for (const address of [...privateAddresses, ...localIpv6]) {
          expect((await get(production, address)).json(), `production, ${address}`).toEqual(OUTSIDE_JAPAN);
          expect((await get(staging, address)).json(), `staging, ${address}`).toEqual(OUTSIDE_JAPAN);
          expect((await get(allowed, address)).statusCode, `allowed, ${address}`).toBe(200);
        }
        expect((await get(allowed, AMERICAN_ADDRESS)).json()).toEqual(OUTSIDE_JAPAN);
      } finally {
        await allowed.close();
        await staging.close();
      }
    });
  });

  describe('X-Forwarded-For', () => {
    it('is ignored from a peer that is not a trusted proxy, whatever it claims', async () => {
      for (const api of [development, production]) {
        const spoofedJapan = await get(api, AMERICAN_ADDRESS, { 'x-forwarded-for': JAPANESE_ADDRESS });
        const spoofedAbroad = await get(api, JAPANESE_ADDRESS, { 'x-forwarded-for': AMERICAN_ADDRESS });

        expect(spoofedJapan.statusCode).toBe(403);
        expect(spoofedJapan.json()).toEqual(OUTSIDE_JAPAN);
        expect(spoofedAbroad.statusCode).toBe(200);
      }
    });

    it.each([
      ['the viewer in Japan', '133.0.0.1', 200],
      ['the viewer abroad', AMERICAN_ADDRESS, 403],
      ['a Japanese address the viewer wrote before the proxy added theirs', `133.0.0.1, ${AMERICAN_ADDRESS}`, 403],
      ['a foreign address the viewer wrote before the proxy added theirs', `${AMERICAN_ADDRESS}, 133.0.0.1`, 200],
      [
        'the viewer in Japan behind a second trusted proxy (the web server)',
        `${AMERICAN_ADDRESS}, 133.0.0.1, 10.9.8.7`,
        200,
      ],
      ['only trusted proxies: the first of them is the client, a private address', '10.0.0.3', 403],
      ['garbage', 'not an address', 403],
    ])('from a trusted proxy decides by its rightmost untrusted address: %s', async (_case, forwardedFor, status) => {
      const response = await get(production, PROXY, { 'x-forwarded-for': forwardedFor });

      expect(response.statusCode).toBe(status);
    });

    it('from a trusted proxy that sends none leaves the proxy as the client, refused in production', async () => {
      expect((await get(production, PROXY)).json()).toEqual(OUTSIDE_JAPAN);
    });
  });
});
