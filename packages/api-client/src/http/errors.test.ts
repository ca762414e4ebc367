import { API_ERRORS } from '@hanabi/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api-error.ts';
import { errorResponse, jsonResponse, networkError } from '../testing/fake-fetch.ts';
import { testClient } from '../testing/test-client.ts';

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('failures become ApiError (spec §8)', () => {
  it('a network failure is status 500 with a Japanese generic message and the cause kept', async () => {
    const cause = networkError();
    const { client } = testClient([cause, cause]);
    const error = await failure(client.get('/health'));
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ApiError');
    expect(error.status).toBe(500);
    expect(error.code).toBeUndefined();
    expect(error.data).toBeUndefined();
    expect(error.message).toBe(API_ERRORS.internal.message);
    expect(error.cause).toBe(cause);
  });

  it("carries the HTTP status, the envelope's code, the response data and the server's message", async () => {
    const body = { code: 4003, message: 'このサービスは日本国内でのみご利用いただけます。' };
    const { client } = testClient([jsonResponse(403, body)]);
    const error = await failure(client.get('/v1/titles/1'));
    expect(error.status).toBe(403);
    expect(error.code).toBe(4003);
    expect(error.data).toEqual(body);
    expect(error.message).toBe(body.message);
  });

  it('keeps extra fields the server put in the error body', async () => {
    const body = { code: 4000, message: '入力内容に誤りがあります。', issues: [{ path: ['page'] }] };
    const { client } = testClient([jsonResponse(400, body)]);
    expect((await failure(client.post('/v1/activities/playbacks', { body: {} }))).data).toEqual(body);
  });

  it('falls back to the generic message when the server sent none', async () => {
    const { client } = testClient([jsonResponse(404, { code: 4004 })]);
    const error = await failure(client.get('/v1/titles/999'));
    expect(error).toMatchObject({ status: 404, code: 4004, message: API_ERRORS.internal.message });
  });

  it('keeps the HTTP status of an error whose body is not JSON, with no data', async () => {
    const { client } = testClient([new Response('<html>Not Found</html>', { status: 404 })]);
    const error = await failure(client.get('/v1/titles/999'));
    expect(error).toMatchObject({
      status: 404,
      code: undefined,
      data: undefined,
      message: API_ERRORS.internal.message,
    });
  });

  it('turns a 200 whose body is not a success envelope into a 500 carrying that body', async () => {
    const { client } = testClient([jsonResponse(200, { items: [] })]);
    const error = await failure(client.get('/v1/notices'));
    expect(error).toMatchObject({ status: 500, code: undefined, data: { items: [] } });
  });

  it("turns a 200 with a non-success code into a 500 with the server's code and message", async () => {
    const body = { code: 5003, message: 'ただいまアクセスが集中しているため、ページを表示できません。' };
    const { client } = testClient([jsonResponse(200, body)]);
    const error = await failure(client.get('/v1/notices'));
    expect(error).toMatchObject({ status: 500, code: 5003, data: body, message: body.message });
  });

  it('turns a 200 carrying contents under a code other than 2000 into a 500', async () => {
    const body = { code: 2001, contents: { items: [] } };
    const { client } = testClient([jsonResponse(200, body)]);
    const error = await failure(client.get('/v1/notices'));
    expect(error).toMatchObject({ status: 500, code: 2001, data: body });
  });

  it('turns a 200 without contents into a 500', async () => {
    const { client } = testClient([jsonResponse(200, { code: 2000 })]);
    expect((await failure(client.get('/v1/notices'))).status).toBe(500);
  });

  it('turns a 200 with an unparseable body into a 500 with no data', async () => {
    const { client } = testClient([new Response('{"code":2000,', { status: 200 })]);
    const error = await failure(client.get('/v1/notices'));
    expect(error).toMatchObject({ status: 500, data: undefined, message: API_ERRORS.internal.message });
  });

  it('turns a 200 with an empty body into a 500', async () => {
    const { client } = testClient([new Response('', { status: 200 })]);
    expect((await failure(client.get('/v1/notices'))).status).toBe(500);
  });

  it('keeps a status set by the API error catalogue', async () => {
    const { unavailable } = API_ERRORS;
    const { client } = testClient([errorResponse(unavailable.status, unavailable.code, unavailable.message)]);
    const error = await failure(client.post('/v1/episode/purchase'));
    expect(error).toMatchObject({ status: 503, code: 5003, message: unavailable.message });
  });
});
