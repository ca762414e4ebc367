import { API_ERRORS } from '@hanabi/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AMERICAN_ADDRESS } from '../../test/addresses-by-country.ts';
import { buildTestApi, type TestApi, WEB_CLIENT_CALL_HEADERS } from '../../test/build-test-api.ts';
import { insertEpisode, insertTitle } from '../../test/catalogue-fixtures.ts';
import { type SandboxLicenseServer, sandboxLicenseServer } from '../../test/license-server-sandbox.ts';
import { insertEpisodeMedia } from '../../test/playback-fixtures.ts';

const CDM_REQUEST = Buffer.from([0x08, 0x04, 0xca, 0xfe, 0x00, 0xff]);
const BINARY_CALL_HEADERS = { ...WEB_CLIENT_CALL_HEADERS, 'content-type': 'application/octet-stream' };

describe('POST /v1/licenses/{widevine|playready|fairplay}/:episode_id', () => {
  let api: TestApi;
  let widevine: SandboxLicenseServer;
  let free: number;
  let sold: number;

  beforeAll(async () => {
    widevine = sandboxLicenseServer();
    api = await buildTestApi({ licenseServers: { widevine } });
    const { db } = api.database;
    const titleId = await insertTitle(db);
    free = await insertEpisode(db, titleId, { number: 1, isFree: true, pricePoints: null, includedPlanIds: [] });
    sold = await insertEpisode(db, titleId, { number: 2, pricePoints: 300, includedPlanIds: [] });
    for (const id of [free, sold]) await insertEpisodeMedia(db, id);
  });
  afterAll(() => api.close());

  function license(
    system: string,
    episodeId: number,
    options: { remoteAddress?: string; headers?: Record<string, string> } = {},
  ) {
    return api.app.inject({
      method: 'POST',
      url: `/v1/licenses/${system}/${episodeId}`,
      headers: options.headers ?? BINARY_CALL_HEADERS,
      remoteAddress: options.remoteAddress,
      payload: CDM_REQUEST,
    });
  }

  it('forwards an entitled viewer’s licence request to the vendor and answers its licence, never cached', async () => {
    widevine.answerWith({
      outcome: 'licence',
      body: Buffer.from('widevine-licence'),
      contentType: 'application/octet-stream',
    });
    const before = widevine.received.length;

    const response = await license('widevine', free);

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-type']).toBe('application/octet-stream');
    expect(response.rawPayload.toString()).toBe('widevine-licence');
    expect(widevine.received.slice(before)).toEqual([CDM_REQUEST]);
  });

  it('refuses a viewer who may not watch, without asking the vendor', async () => {
    const before = widevine.received.length;

    const response = await license('widevine', sold);

    expect(response.statusCode).toBe(403);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json().message).toBe('このエピソードを再生する権利がないため、再生できません。');
    expect(widevine.received.length).toBe(before);
  });

  it('answers 502 when the vendor refuses or cannot be reached, and 504 when it does not answer in time', async () => {
    widevine.answerWith({ outcome: 'failed', reason: 'vendor answered 500' });
    const failed = await license('widevine', free);
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toEqual({ code: API_ERRORS.badGateway.code, message: API_ERRORS.badGateway.message });

    widevine.answerWith({ outcome: 'timeout' });
    const late = await license('widevine', free);
    expect(late.statusCode).toBe(504);
    expect(late.json()).toEqual({ code: API_ERRORS.gatewayTimeout.code, message: API_ERRORS.gatewayTimeout.message });
  });

  it('answers 501 with a clear Japanese message for a system without a configured licence server', async () => {
    for (const [system, name] of [
      ['playready', 'PlayReady'],
      ['fairplay', 'FairPlay'],
    ]) {
      const response = await license(system as string, free);
      expect(response.statusCode).toBe(501);
      expect(response.json()).toMatchObject({
        code: 5001,
        message: expect.stringContaining(`${name}での再生には対応していません`),
      });
    }
  });

  it('is 400 for an unknown DRM system or an empty request, 415 for a JSON body and 4003 outside Japan', async () => {
    expect((await license('primetime', free)).statusCode).toBe(400);
    const empty = await api.app.inject({
      method: 'POST',
      url: `/v1/licenses/widevine/${free}`,
      headers: BINARY_CALL_HEADERS,
    });
    expect(empty.statusCode).toBe(400);
    expect((await license('widevine', free, { headers: WEB_CLIENT_CALL_HEADERS })).statusCode).toBe(415);
    const abroad = await license('widevine', free, { remoteAddress: AMERICAN_ADDRESS });
    expect(abroad.statusCode).toBe(403);
    expect(abroad.json().code).toBe(4003);
  });
});
