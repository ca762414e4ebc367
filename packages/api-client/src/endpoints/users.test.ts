import type { PresentList, SubscribeHistories } from '@hanabi/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api-error.ts';
import { errorResponse, jsonResponse, successResponse } from '../testing/fake-fetch.ts';
import { onlyRequest, testClient } from '../testing/test-client.ts';

const histories: SubscribeHistories = {
  items: [
    {
      plan_id: 1,
      plan_name: 'ライト',
      payment_method: 'credit',
      started_at: '2024-10-01T10:00:00+09:00',
      ended_at: null,
      end_reason: null,
    },
  ],
  pagination: { page: 2, per_page: 5, total: 6, total_pages: 2 },
  has_subscribe_history: true,
};

const presents: PresentList = {
  items: [
    {
      id: 9,
      kind: 'gift_points',
      name: '入会記念ギフト',
      points: 300,
      points_valid_days: 180,
      receivable_until: '2025-12-31T23:59:59+09:00',
      received_at: null,
      status: 'receivable',
    },
  ],
  pagination: { page: 1, per_page: 20, total: 1, total_pages: 1 },
};

describe('member endpoints', () => {
  it('getSubscribeHistories: GET /v1/users/subscribe_histories with paging, validated', async () => {
    const { client, requests } = testClient([successResponse(histories)]);
    await expect(client.getSubscribeHistories({ page: 2, per_page: 5 })).resolves.toEqual(histories);
    const request = onlyRequest(requests);
    expect(request.method).toBe('GET');
    expect(request.url).toBe('https://api.hanabi.test/v1/users/subscribe_histories?page=2&per_page=5');
  });

  it('getSubscribeHistories leaves paging to the API and refuses an answer without has_subscribe_history', async () => {
    const { has_subscribe_history: _, ...withoutFlag } = histories;
    const { client, requests } = testClient([successResponse(withoutFlag)]);
    await expect(client.getSubscribeHistories()).rejects.toMatchObject({ status: 500 });
    expect(onlyRequest(requests).url).toBe('https://api.hanabi.test/v1/users/subscribe_histories');
  });

  it('getPresents: GET /v1/users/presents with paging, validated', async () => {
    const { client, requests } = testClient([successResponse(presents)]);
    await expect(client.getPresents({ page: 1 })).resolves.toEqual(presents);
    expect(onlyRequest(requests).url).toBe('https://api.hanabi.test/v1/users/presents?page=1');
  });

  it('getPresents refuses a present of an unknown status', async () => {
    const [present] = presents.items;
    const { client } = testClient([successResponse({ ...presents, items: [{ ...present, status: 'lost' }] })]);
    await expect(client.getPresents()).rejects.toBeInstanceOf(ApiError);
  });

  it('receivePresent: POST /v1/users/presents/{id}/receive as JSON with the CSRF header, never retried', async () => {
    const { client, requests } = testClient([successResponse(presents.items[0])]);
    await expect(client.receivePresent(9)).resolves.toBeUndefined();
    const request = onlyRequest(requests);
    expect(request.method).toBe('POST');
    expect(request.url).toBe('https://api.hanabi.test/v1/users/presents/9/receive');
    expect(request.headers.get('content-type')).toBe('application/json');
    expect(request.headers.get('x-requested-with')).toBe('XMLHttpRequest');
    expect(request.body).toBe('{}');

    const failing = testClient([errorResponse(503, 5003, '混雑しています。'), successResponse(null)]);
    await expect(failing.client.receivePresent(9)).rejects.toMatchObject({ status: 503, code: 5003 });
    expect(failing.requests).toHaveLength(1);
  });

  it('logout: DELETE /v1/logouts with credentials and the CSRF header, resolving on { code: 2000, contents: null }', async () => {
    const { client, requests } = testClient([jsonResponse(200, { code: 2000, contents: null })]);
    await expect(client.logout()).resolves.toBeUndefined();
    const request = onlyRequest(requests);
    expect(request.method).toBe('DELETE');
    expect(request.url).toBe('https://api.hanabi.test/v1/logouts');
    expect(request.credentials).toBe('include');
    expect(request.headers.get('x-requested-with')).toBe('XMLHttpRequest');
    expect(request.body).toBeUndefined();
  });

  it('logout fails with the API status and is not retried', async () => {
    const { client, requests } = testClient([errorResponse(500, 5000, '失敗しました。'), successResponse(null)]);
    await expect(client.logout()).rejects.toMatchObject({ status: 500, code: 5000 });
    expect(requests).toHaveLength(1);
  });
});
