import { API_ERRORS } from '@hanabi/contract';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApi, type TestApi, WEB_CLIENT_CALL_HEADERS } from '../../test/build-test-api.ts';
import { CROSS_SITE_MESSAGE } from './csrf-defence.ts';

const refusedAsCrossSite = { code: 4030, message: CROSS_SITE_MESSAGE };

describe('state-changing calls (CSRF defence)', () => {
  let api: TestApi;
  let changes = 0;

  beforeAll(async () => {
    api = await buildTestApi();
    // State-changing routes as later issues add them, under /v1 and /admin; each counts what reached it.
    const echo = async (request: { body: unknown }) => {
      changes += 1;
      return { body: request.body ?? null };
    };
    const schema = { body: z.object({ name: z.string() }).nullish() };
    api.app.post('/v1/test/things', { schema }, echo);
    api.app.put('/v1/test/things/1', { schema }, echo);
    api.app.patch('/v1/test/things/1', { schema }, echo);
    api.app.delete('/v1/test/things/1', echo);
    api.app.post('/admin/v1/test/things', { schema }, echo);
  });
  afterAll(() => api.close());

  async function refused(request: InjectOptions) {
    const before = changes;
    const response = await api.app.inject(request);
    expect(changes, 'the route never ran').toBe(before);
    return response;
  }

  it('refuses a cross-site HTML form post (form content type, foreign Origin, no X-Requested-With)', async () => {
    for (const contentType of ['application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'text/plain']) {
      const response = await refused({
        method: 'POST',
        url: '/v1/test/things',
        headers: { origin: 'https://evil.example', 'content-type': contentType },
        payload: 'name=evil',
      });

      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject(refusedAsCrossSite);
    }
  });

  it('refuses a JSON call from another origin even with the header, and an opaque (null) origin', async () => {
    for (const origin of ['https://evil.example', 'http://web.hanabi.test.evil.example', 'null']) {
      const response = await refused({
        method: 'POST',
        url: '/v1/test/things',
        headers: { ...WEB_CLIENT_CALL_HEADERS, origin },
        payload: { name: 'evil' },
      });

      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject(refusedAsCrossSite);
    }
  });

  it('refuses a call without X-Requested-With: XMLHttpRequest, whatever its content type', async () => {
    const response = await refused({
      method: 'POST',
      url: '/v1/test/things',
      headers: { 'content-type': 'application/json' },
      payload: { name: 'a' },
    });

    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      ...refusedAsCrossSite,
      details: [{ field: 'headers.x-requested-with', reason: 'missing' }],
    });
  });

  it('answers 415 to a call with the header but a body that is not JSON, or no content type', async () => {
    for (const contentType of ['text/plain', 'application/x-www-form-urlencoded', undefined]) {
      const response = await refused({
        method: 'POST',
        url: '/v1/test/things',
        headers: {
          'x-requested-with': 'XMLHttpRequest',
          ...(contentType ? { 'content-type': contentType } : {}),
        },
        payload: contentType ? 'name=a' : undefined,
      });

      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({ code: 4015, message: API_ERRORS.unsupportedMediaType.message });
    }
  });

  it('guards PUT, PATCH and DELETE, and routes under /admin, the same way', async () => {
    for (const [method, url] of [
      ['PUT', '/v1/test/things/1'],
      ['PATCH', '/v1/test/things/1'],
      ['DELETE', '/v1/test/things/1'],
      ['POST', '/admin/v1/test/things'],
    ] as const) {
      const response = await refused({ method, url, headers: { 'content-type': 'text/plain' }, payload: 'x' });

      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it("lets the web client's calls through: from its origin, or from its server (no Origin), any charset", async () => {
    const fromBrowser = await api.app.inject({
      method: 'POST',
      url: '/v1/test/things',
      headers: WEB_CLIENT_CALL_HEADERS,
      payload: { name: 'あ' },
    });
    const fromServer = await api.app.inject({
      method: 'PATCH',
      url: '/v1/test/things/1',
      headers: { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'Application/JSON; charset=UTF-8' },
      payload: JSON.stringify({ name: 'い' }),
    });

    expect(fromBrowser.statusCode).toBe(200);
    expect(fromBrowser.json()).toEqual({ body: { name: 'あ' } });
    expect(fromServer.statusCode).toBe(200);
    expect(fromServer.json()).toEqual({ body: { name: 'い' } });
  });

  it('accepts the empty JSON body the web client sends with a DELETE or a POST that carries nothing', async () => {
    for (const method of ['DELETE', 'POST'] as const) {
      const url = method === 'DELETE' ? '/v1/test/things/1' : '/v1/test/things';
      const response = await api.app.inject({
        method,
        url,
        headers: { ...WEB_CLIENT_CALL_HEADERS, 'content-length': '0' },
        payload: '',
      });

      expect(response.statusCode, method).toBe(200);
      expect(response.json()).toEqual({ body: null });
    }
  });

  it('still refuses malformed JSON and prototype poisoning with 400', async () => {
    for (const payload of ['{"name":', '{"__proto__":{"polluted":true},"name":"a"}', ' ']) {
      const response = await refused({
        method: 'POST',
        url: '/v1/test/things',
        headers: WEB_CLIENT_CALL_HEADERS,
        payload,
      });

      expect(response.statusCode, payload).toBe(400);
    }
  });

  it('leaves reads alone, and answers an unknown route 404 whatever it is sent with', async () => {
    const read = await api.app.inject({
      method: 'GET',
      url: '/v1/users/statuses',
      headers: { origin: 'https://evil.example' },
    });
    const unknown = await api.app.inject({ method: 'POST', url: '/v1/no-such-thing' });

    expect(read.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(404);
  });
});
