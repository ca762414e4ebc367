import { describe, expect, it } from 'vitest';
import { ApiError } from '../api-error.ts';
import { errorResponse, successResponse } from '../testing/fake-fetch.ts';
import { onlyRequest, testClient } from '../testing/test-client.ts';

describe('redirect endpoints', () => {
  it('lookupRedirect: GET /v1/redirects/lookup with the path encoded in the query', async () => {
    const target = { location: '/campaigns/feature-2025fall', status: 301 };
    const { client, requests } = testClient([successResponse(target)]);
    await expect(client.lookupRedirect('/campaigns/feature-2024fall')).resolves.toEqual(target);
    const request = onlyRequest(requests);
    expect(request.method).toBe('GET');
    expect(request.url).toBe('https://api.hanabi.test/v1/redirects/lookup?path=%2Fcampaigns%2Ffeature-2024fall');
  });

  it('lookupRedirect answers null when the path has no redirect', async () => {
    const { client } = testClient([errorResponse(404, 4004, 'お探しのページは見つかりませんでした。')]);
    await expect(client.lookupRedirect('/titles/1')).resolves.toBeNull();
  });

  it('lookupRedirect rejects every other failure, after the one retry of a busy API', async () => {
    const { client, requests } = testClient([
      errorResponse(503, 5003, '混雑しています。'),
      errorResponse(503, 5003, '混雑しています。'),
    ]);
    await expect(client.lookupRedirect('/titles/1')).rejects.toMatchObject({ status: 503, code: 5003 });
    expect(requests).toHaveLength(2);
  });

  it('lookupRedirect refuses a location that is neither an http(s) URL nor a path of the site', async () => {
    const { client } = testClient([successResponse({ location: 'javascript:alert(1)', status: 302 })]);
    await expect(client.lookupRedirect('/old')).rejects.toBeInstanceOf(ApiError);
  });
});
