import { describe, expect, it } from 'vitest';
import { ApiError } from '../api-error.ts';
import { errorResponse, successResponse } from '../testing/fake-fetch.ts';
import { onlyRequest, testClient } from '../testing/test-client.ts';

describe('AbortSignal', () => {
  it('is handed to fetch', async () => {
    const controller = new AbortController();
    const { client, requests } = testClient([successResponse(null)]);
    await client.get('/health', { signal: controller.signal });
    expect(onlyRequest(requests).signal).toBe(controller.signal);
  });

  it('rejects an aborted call with the AbortError itself, not an ApiError, and does not retry it', async () => {
    const controller = new AbortController();
    controller.abort();
    const { client, requests } = testClient([successResponse(null), successResponse(null)]);
    const error = await client.get('/health', { signal: controller.signal }).catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ name: 'AbortError' });
    expect(requests).toHaveLength(1);
  });

  it('stops a retry when the caller aborts after the first answer', async () => {
    const controller = new AbortController();
    const { client, requests } = testClient([
      () => {
        controller.abort();
        return errorResponse(503, 5003, '混雑');
      },
      successResponse('second'),
    ]);
    const error = await client.get('/health', { signal: controller.signal }).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'AbortError' });
    expect(requests).toHaveLength(1);
  });

  it('reaches fetch through the typed endpoint methods too', async () => {
    const controller = new AbortController();
    const { client, requests } = testClient([successResponse({ status: 'ok', database: 'ok' })]);
    await client.getHealth({ signal: controller.signal });
    expect(onlyRequest(requests).signal).toBe(controller.signal);
  });
});
