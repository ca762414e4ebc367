import { describe, expect, it } from 'vitest';
import { successResponse } from '../testing/fake-fetch.ts';
import { onlyRequest, testClient } from '../testing/test-client.ts';

const entry = {
  number: 3,
  topic: 'account',
  question: 'ログインできません。',
  answer: 'ご確認ください。\n\nお試しください。',
  position: 30,
  related: [{ label: '推奨環境', to: '/requirement' }],
};

describe('FAQ endpoints', () => {
  it('getFaq: GET /v1/faq', async () => {
    const { client, requests } = testClient([successResponse({ items: [entry] })]);
    await expect(client.getFaq()).resolves.toEqual({ items: [entry] });
    expect(onlyRequest(requests).url).toBe('https://api.hanabi.test/v1/faq');
  });

  it('getFaqEntry: GET /v1/faq/{number}', async () => {
    const { client, requests } = testClient([successResponse(entry)]);
    await expect(client.getFaqEntry(3)).resolves.toEqual(entry);
    expect(onlyRequest(requests).url).toBe('https://api.hanabi.test/v1/faq/3');
  });
});
