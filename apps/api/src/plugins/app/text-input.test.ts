import { API_ERRORS } from '@hanabi/contract';
import { inquiries } from '@hanabi/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApi, type TestApi, WEB_CLIENT_CALL_HEADERS } from '../../test/build-test-api.ts';

/** Text no part of the product can take is refused where requests are parsed, for every route (decision 0032). */
describe('a NUL or half a surrogate pair in the input', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await buildTestApi();
  });
  afterAll(() => api.close());

  const refusal = (field: string) => ({
    code: 4000,
    message: API_ERRORS.badRequest.message,
    details: [{ field, reason: 'invalid_characters' }],
  });

  it.each([
    ['/v1/search?q=%E3%81%AF%00', 'querystring.q'],
    ['/v1/fulltext_search?q=%00', 'querystring.q'],
    ['/v1/titles/search?q=a%00b', 'querystring.q'],
    ['/v1/redirects/lookup?path=%2Fa%00', 'querystring.path'],
  ])('in the query of %s is answered 400 in Japanese, never 500', async (url, field) => {
    const response = await api.app.inject({ method: 'GET', url });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusal(field));
  });

  it.each([
    ['a NUL', 'name', '\u0000'],
    ['a NUL', 'email', 'fan\u0000@example.com'],
    ['half a surrogate pair', 'body', 'お問い合わせの内容です\uD800'],
  ])('in an inquiry field (%s in %s) is answered 400 in Japanese, and nothing is kept', async (_name, field, value) => {
    const inquiry = { category: 'other', email: 'fan@example.com', body: 'お問い合わせの内容です。', [field]: value };
    const kept = () => api.database.db.$count(inquiries);
    const before = await kept();
    const response = await api.app.inject({
      method: 'POST',
      url: '/v1/inquiries',
      headers: WEB_CLIENT_CALL_HEADERS,
      payload: JSON.stringify(inquiry),
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusal(`body.${field}`));
    expect(await kept()).toBe(before);
  });

  it('deep inside a body is found without overflowing the stack', async () => {
    const deep = `${'{"a":'.repeat(50_000)}"\\u0000"${'}'.repeat(50_000)}`;
    const response = await api.app.inject({
      method: 'POST',
      url: '/v1/inquiries',
      headers: WEB_CLIENT_CALL_HEADERS,
      payload: deep,
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 4000, message: API_ERRORS.badRequest.message });
  });
});
