import { describe, expect, it } from 'vitest';
import { successResponse } from '../testing/fake-fetch.ts';
import { onlyRequest, testClient } from '../testing/test-client.ts';

const section = { id: 1, slug: 'important', name: '重要なお知らせ' };
const summary = {
  id: 7,
  slug: 'apology_for_double_billing',
  section,
  title: '二重請求に関するお詫び',
  published_at: '2025-10-01T12:00:00+09:00',
  urgent_until: null,
};

describe('notice endpoints', () => {
  it('getNotices: GET /v1/notices with the section and page', async () => {
    const list = { items: [summary], pagination: { page: 2, per_page: 10, total: 11, total_pages: 2 } };
    const { client, requests } = testClient([successResponse(list)]);
    await expect(client.getNotices({ section_id: 1, page: 2, per_page: 10 })).resolves.toEqual(list);
    expect(onlyRequest(requests).url).toBe('https://api.hanabi.test/v1/notices?section_id=1&page=2&per_page=10');
  });

  it('getNotice: GET /v1/notices/{id} by id or by slug', async () => {
    const notice = { ...summary, body: '本文です。' };
    const { client, requests } = testClient([successResponse(notice), successResponse(notice)]);
    await expect(client.getNotice(7)).resolves.toEqual(notice);
    await expect(client.getNotice('apology_for_double_billing')).resolves.toEqual(notice);
    expect(requests.map((request) => request.url)).toEqual([
      'https://api.hanabi.test/v1/notices/7',
      'https://api.hanabi.test/v1/notices/apology_for_double_billing',
    ]);
  });

  it('getUrgentNotice: the urgent notice, or null when there is none', async () => {
    const { client } = testClient([successResponse(summary), successResponse(null)]);
    await expect(client.getUrgentNotice()).resolves.toEqual(summary);
    await expect(client.getUrgentNotice()).resolves.toBeNull();
  });

  it('getNoticeSections: GET /v1/notice_sections', async () => {
    const { client, requests } = testClient([successResponse({ items: [section] })]);
    await expect(client.getNoticeSections()).resolves.toEqual({ items: [section] });
    expect(onlyRequest(requests).url).toBe('https://api.hanabi.test/v1/notice_sections');
  });
});
