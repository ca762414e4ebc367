import { API_ERRORS, MAX_QUERY_LENGTH } from '@hanabi/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApi, type TestApi, WEB_CLIENT_CALL_HEADERS } from '../../test/build-test-api.ts';

const envelope = (kind: keyof typeof API_ERRORS) => ({
  code: API_ERRORS[kind].code,
  message: API_ERRORS[kind].message,
});

describe('error answers', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await buildTestApi();
    // Routes a later issue will have (bodies) and a failure nobody planned, added to the real app.
    api.app.post(
      '/test/echo',
      { schema: { body: z.object({ name: z.string() }), response: { 200: z.object({ name: z.string() }) } } },
      async (request) => ({ name: request.body.name }),
    );
    api.app.get('/test/explode', async () => {
      throw new Error('database password is hunter2');
    });
    // As Drizzle reports a query whose connection the database server refused.
    api.app.get('/test/database-unreachable', async () => {
      const refused = Object.assign(new Error('connect ECONNREFUSED 10.0.0.5:5432'), { code: 'ECONNREFUSED' });
      throw new Error('Failed query: select 1\nparams: ', { cause: refused });
    });
  });
  afterAll(() => api.close());

  it('answers an unknown route with the 404 envelope, whatever the method', async () => {
    for (const [method, url] of [
      ['GET', '/v1/no-such-thing'],
      ['POST', '/health'],
      ['DELETE', '/v1/titles/1'],
    ] as const) {
      const response = await api.app.inject({ method, url });

      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual(envelope('notFound'));
    }
  });

  it('answers an over-long query string with 414 before routing, and accepts one at the limit', async () => {
    const atLimit = `?page=1&x=${'a'.repeat(MAX_QUERY_LENGTH - 9)}`;
    const overLimit = `${atLimit}a`;

    expect(atLimit.length - 1).toBe(MAX_QUERY_LENGTH);
    expect((await api.app.inject({ method: 'GET', url: `/v1/title/displayables${atLimit}` })).statusCode).toBe(200);
    for (const url of [`/v1/title/displayables${overLimit}`, `/v1/no-such-thing${overLimit}`]) {
      const response = await api.app.inject({ method: 'GET', url });

      expect(response.statusCode).toBe(414);
      expect(response.json()).toEqual(envelope('uriTooLong'));
    }
  });

  it('answers a malformed URL with the 400 envelope', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/v1/titles/%E0%A4%A' });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(envelope('badRequest'));
  });

  it('answers an invalid body with 400 naming the field, an unparsable one with 400', async () => {
    const invalid = await api.app.inject({
      method: 'POST',
      url: '/test/echo',
      headers: WEB_CLIENT_CALL_HEADERS,
      payload: { name: 42 },
    });
    const unparsable = await api.app.inject({
      method: 'POST',
      url: '/test/echo',
      headers: WEB_CLIENT_CALL_HEADERS,
      payload: '{"name":',
    });

    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({
      ...envelope('badRequest'),
      details: [{ field: 'body.name', reason: 'invalid_type' }],
    });
    expect(unparsable.statusCode).toBe(400);
    expect(unparsable.json()).toEqual(envelope('badRequest'));
  });

  it('answers a body over 1 MiB with 413 and an unsupported content type with 415', async () => {
    const tooLarge = await api.app.inject({
      method: 'POST',
      url: '/test/echo',
      headers: WEB_CLIENT_CALL_HEADERS,
      payload: { name: 'あ'.repeat(400_000) },
    });
    const xml = await api.app.inject({
      method: 'POST',
      url: '/test/echo',
      headers: { ...WEB_CLIENT_CALL_HEADERS, 'content-type': 'application/xml' },
      payload: '<name>a</name>',
    });

    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual(envelope('payloadTooLarge'));
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toEqual(envelope('unsupportedMediaType'));
  });

  it('answers an unexpected error with the 500 envelope, logs the stack and never sends it', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/test/explode' });

    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual(envelope('internal'));
    expect(response.body).not.toContain('hunter2');
    expect(response.body).not.toMatch(/\bat .+:\d+:\d+/);
    const logged = api.logs().find((line) => line.reqId === response.headers['x-request-id'] && line.level === 50);
    expect((logged?.err as { stack?: string } | undefined)?.stack).toContain('database password is hunter2');
  });

  it('answers 503 with the congestion message when the database cannot be reached, logged as a warning', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/test/database-unreachable' });

    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual(envelope('unavailable'));
    const levels = api
      .logs()
      .filter((line) => line.reqId === response.headers['x-request-id'] && Number(line.level) >= 40)
      .map((line) => line.level);
    expect(levels).toEqual([40]);
  });

  it('answers 500 in the envelope when the database fails under a real route', async () => {
    const broken = await buildTestApi();
    await broken.database.close();
    try {
      const response = await broken.app.inject({ method: 'GET', url: '/v1/titles/1' });

      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual(envelope('internal'));
    } finally {
      await broken.close();
    }
  });
});
