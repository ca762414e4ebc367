import type { MylistTitleList } from '@hanabi/contract';
import { describe, expect, it } from 'vitest';
import { successResponse } from '../testing/fake-fetch.ts';
import { titleCard } from '../testing/fixtures.ts';
import { onlyRequest, testClient } from '../testing/test-client.ts';

const mylist: MylistTitleList = {
  items: [{ ...titleCard, added_at: '2025-10-01T12:00:00+09:00' }],
  pagination: { page: 1, per_page: 1, total: 1, total_pages: 1 },
};
const emptyPage = { items: [], pagination: { page: 1, per_page: 1, total: 0, total_pages: 0 } };

describe('viewer-list endpoints', () => {
  it('getMylistTitles: GET /v1/users/mylist/titles with sort and paging, validated', async () => {
    const { client, requests } = testClient([successResponse(mylist)]);
    await expect(client.getMylistTitles({ sort: 'kana', page: 2 })).resolves.toEqual(mylist);
    expect(onlyRequest(requests).url).toBe('https://api.hanabi.test/v1/users/mylist/titles?sort=kana&page=2');
  });

  it('isInMylist asks about one title and reads the total', async () => {
    const { client, requests } = testClient([successResponse(mylist), successResponse(emptyPage)]);
    await expect(client.isInMylist(42)).resolves.toBe(true);
    await expect(client.isInMylist(43)).resolves.toBe(false);
    expect(requests[1]?.url).toBe('https://api.hanabi.test/v1/users/mylist/titles?title_id=43&per_page=1');
  });

  it('mylistTitleIdsAmong asks about every id in one call and answers those in the mylist', async () => {
    const { client, requests } = testClient([successResponse(mylist)]);
    await expect(client.mylistTitleIdsAmong([7, 42, 9])).resolves.toEqual([titleCard.id]);
    expect(onlyRequest(requests).url).toBe(
      'https://api.hanabi.test/v1/users/mylist/titles?title_ids=7%2C42%2C9&per_page=3',
    );
  });

  it('mylistTitleIdsAmong makes no call for no ids', async () => {
    const { client, requests } = testClient([]);
    await expect(client.mylistTitleIdsAmong([])).resolves.toEqual([]);
    expect(requests).toEqual([]);
  });

  it('addToMylist: POST with the title in the query, an empty JSON body and the CSRF header', async () => {
    const entry = { title_id: 42, added_at: '2025-10-01T12:00:00+09:00' };
    const { client, requests } = testClient([successResponse(entry)]);
    await expect(client.addToMylist(42)).resolves.toEqual(entry);
    const request = onlyRequest(requests);
    expect(request.method).toBe('POST');
    expect(request.url).toBe('https://api.hanabi.test/v1/users/mylist/titles?title_id=42');
    expect(request.headers.get('x-requested-with')).toBe('XMLHttpRequest');
    expect(request.body).toBe('{}');
  });

  it('removeFromMylist and unhideTitle: DELETE of the title', async () => {
    const { client, requests } = testClient([successResponse(null), successResponse(null)]);
    await client.removeFromMylist(42);
    await client.unhideTitle(42);
    expect(requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      'DELETE https://api.hanabi.test/v1/users/mylist/titles/42',
      'DELETE https://api.hanabi.test/v1/users/hidden_titles/42',
    ]);
  });

  it('hideTitle and getHiddenTitles: POST and GET /v1/users/hidden_titles', async () => {
    const entry = { title_id: 42, hidden_at: '2025-10-01T12:00:00+09:00' };
    const hidden = { ...emptyPage, items: [{ ...titleCard, hidden_at: entry.hidden_at }] };
    const { client, requests } = testClient([successResponse(entry), successResponse(hidden)]);
    await expect(client.hideTitle(42)).resolves.toEqual(entry);
    await expect(client.getHiddenTitles({ per_page: 5 })).resolves.toEqual(hidden);
    expect(requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      'POST https://api.hanabi.test/v1/users/hidden_titles?title_id=42',
      'GET https://api.hanabi.test/v1/users/hidden_titles?per_page=5',
    ]);
  });
});
