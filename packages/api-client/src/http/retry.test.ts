import { describe, expect, it } from 'vitest';
import { ApiError } from '../api-error.ts';
import { errorResponse, jsonResponse, networkError, successResponse } from '../testing/fake-fetch.ts';
import { testClient } from '../testing/test-client.ts';
import { RETRYABLE_STATUSES } from './retry.ts';

const RETRYABLE = [408, 409, 425, 429, 500, 502, 503, 504] as const;
const failing = (status: number) => errorResponse(status, status * 10, 'エラー');

describe('retries (spec §7)', () => {
  it('lists exactly the statuses of the spec', () => {
    expect([...RETRYABLE_STATUSES].sort((a, b) => a - b)).toEqual([...RETRYABLE]);
  });

  it.each(RETRYABLE)('retries a GET once after %i and returns the second answer', async (status) => {
    const { client, requests } = testClient([failing(status), successResponse('second')]);
    await expect(client.get('/v1/genre_groups')).resolves.toBe('second');
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET https://api.hanabi.test/v1/genre_groups',
      'GET https://api.hanabi.test/v1/genre_groups',
    ]);
  });

  it.each(RETRYABLE)('does not retry a GET a second time after %i twice', async (status) => {
    const { client, requests } = testClient([failing(status), failing(status), successResponse('third')]);
    await expect(client.get('/v1/genre_groups')).rejects.toMatchObject({ status, code: status * 10 });
    expect(requests).toHaveLength(2);
  });

  it.each(['HEAD', 'OPTIONS'] as const)('retries %s once as well', async (method) => {
    const { client, requests } = testClient([failing(503), successResponse(null), successResponse(null)]);
    await client.request(method, '/health');
    expect(requests.map((r) => r.method)).toEqual([method, method]);
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)('never retries %s, even on 503', async (method) => {
    const { client, requests } = testClient([failing(503), successResponse('second')]);
    await expect(client.request(method, '/v1/users/mylist/titles', { body: { id: 1 } })).rejects.toMatchObject({
      status: 503,
    });
    expect(requests.map((r) => r.method)).toEqual([method]);
  });

  it.each([400, 401, 403, 404, 422, 501])('does not retry a GET on %i', async (status) => {
    const { client, requests } = testClient([failing(status), successResponse('second')]);
    await expect(client.get('/v1/titles/1')).rejects.toMatchObject({ status });
    expect(requests).toHaveLength(1);
  });

  it('retries a GET once after a network failure', async () => {
    const { client, requests } = testClient([networkError(), successResponse('second')]);
    await expect(client.get('/health')).resolves.toBe('second');
    expect(requests).toHaveLength(2);
  });

  it('gives up on a GET after a second network failure, as ApiError 500', async () => {
    const { client, requests } = testClient([networkError(), networkError(), successResponse('third')]);
    await expect(client.get('/health')).rejects.toMatchObject({ status: 500 });
    expect(requests).toHaveLength(2);
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)('never retries %s after a network failure', async (method) => {
    const { client, requests } = testClient([networkError(), successResponse('second')]);
    await expect(client.request(method, '/v1/episode/purchase')).rejects.toBeInstanceOf(ApiError);
    expect(requests).toHaveLength(1);
  });

  it('sends the retry with the same URL, headers and no body change', async () => {
    const { client, requests } = testClient([jsonResponse(502, 'Bad Gateway'), successResponse(null)]);
    await client.get('/v1/titles/search', { query: { keyword: '花火' } });
    const [first, second] = requests;
    expect(second?.url).toBe(first?.url);
    expect(Object.fromEntries(second?.headers ?? [])).toEqual(Object.fromEntries(first?.headers ?? []));
  });
});
