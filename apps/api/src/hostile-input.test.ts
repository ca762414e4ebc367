/**
 * Every operation of /openapi.json, driven with hostile input (decision 0032): whatever arrives — in the path,
 * the query, the headers or the body, by whatever method — the API answers in time with a status below 500,
 * and every refusal is the error envelope with a Japanese message. What this finds is fixed where requests
 * are parsed and errors answered, once for every route, never per route.
 */
import { JAPANESE, withinTime } from '@hanabi/contract/testing';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import type { LicenseServer } from './modules/licenses/license-servers.ts';
import { buildTestApi, TEST_WEB_ORIGIN } from './test/build-test-api.ts';
import { insertMember, signIn, topUpPoints } from './test/member-fixtures.ts';
import { hostileRequestFor, type OpenApiDocument, operationsOf, slotsOf } from './test/openapi-requests.ts';

/**
 * Runs per input of each operation. Ten took the file to 100 s once the operator API documented 100-odd more
 * operations; five keeps it near 50 s on a two-core machine, and every CI run draws new inputs.
 */
const RUNS_PER_INPUT = 5;
/** Deeply nested and oversized bodies take their time on a busy machine. */
const OPERATION_TIMEOUT_MS = 60_000;

/** Every vendor licence server answers, so that no system is 501 "not configured" here. */
const anyLicence: LicenseServer = {
  forward: async () => ({ outcome: 'licence', body: Buffer.from('licence'), contentType: 'application/octet-stream' }),
};

// Development, so that X-Debug-Time is honoured: the widest surface.
const api = await buildTestApi({
  licenseServers: { widevine: anyLicence, playready: anyLicence, fairplay: anyLicence },
});
const member = await insertMember(api.database.db);
await topUpPoints(api.database.db, member.id, 5_000);
const context = { webOrigin: TEST_WEB_ORIGIN, memberToken: await signIn(api.database.db, member.id) };
const document = (await api.app.inject({ method: 'GET', url: '/openapi.json' })).json() as OpenApiDocument;
const operations = operationsOf(document);

describe('every operation of /openapi.json, driven with hostile input', () => {
  afterAll(() => api.close());

  it('covers every operation the API documents', () => {
    expect(operations.length).toBeGreaterThanOrEqual(50);
    expect(operations.filter((operation) => operation.body !== undefined).length).toBeGreaterThanOrEqual(2);
  });

  it.each(operations.map((operation) => [`${operation.method} ${operation.path}`, operation] as const))(
    '%s answers below 500, in time, refusals in the Japanese error envelope',
    async (_name, operation) => {
      // One input after another is the hostile one, so that each gets its share of the runs.
      for (const target of slotsOf(operation)) {
        await fc.assert(
          fc.asyncProperty(hostileRequestFor(operation, target, context), async (request) => {
            const what = `${request.method} ${request.url.slice(0, 200)}`;
            const response = await withinTime(api.app.inject(request as InjectOptions), 10_000, what);
            expect(response.statusCode, `${what}\n${response.body.slice(0, 300)}`).toBeLessThan(500);
            if (response.statusCode >= 400 && request.method !== 'HEAD') {
              expect(response.json()).toMatchObject({
                code: expect.any(Number),
                message: expect.stringMatching(JAPANESE),
              });
            }
          }),
          // The first failing request as it was: shrinking re-sends it hundreds of times, past the test's time.
          { numRuns: RUNS_PER_INPUT, endOnFailure: true },
        );
      }
    },
    OPERATION_TIMEOUT_MS,
  );
});
