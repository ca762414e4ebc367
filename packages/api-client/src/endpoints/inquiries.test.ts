import { describe, expect, it } from 'vitest';
import { errorResponse, successResponse } from '../testing/fake-fetch.ts';
import { onlyRequest, testClient } from '../testing/test-client.ts';

const INQUIRY = {
  category: 'payment',
  email: 'viewer@example.jp',
  body: '請求が二重になっていないか確認したいです。',
} as const;
const RECEIPT = { id: 12, category: 'payment', received_at: '2025-10-01T12:00:00+09:00' };

describe('inquiry endpoints', () => {
  it('sendInquiry: POST /v1/inquiries with the inquiry as a JSON body and the state-changing headers', async () => {
    const { client, requests } = testClient([successResponse(RECEIPT)]);
    await expect(client.sendInquiry(INQUIRY)).resolves.toEqual(RECEIPT);
    const request = onlyRequest(requests);
    expect(request.method).toBe('POST');
    expect(request.url).toBe('https://api.hanabi.test/v1/inquiries');
    expect(request.headers.get('x-requested-with')).toBe('XMLHttpRequest');
    expect(JSON.parse(String(request.body))).toEqual(INQUIRY);
  });

  it('sendInquiry is never retried: a rate-limited inquiry is an error the form shows', async () => {
    const { client, requests } = testClient([
      errorResponse(429, 4029, '1時間ほど時間をおいてから、もう一度お送りください。'),
      successResponse(RECEIPT),
    ]);
    await expect(client.sendInquiry(INQUIRY)).rejects.toMatchObject({ status: 429, code: 4029 });
    expect(requests).toHaveLength(1);
  });
});
