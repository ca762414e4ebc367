import { describe, expect, it } from 'vitest';
import { successResponse } from '../testing/fake-fetch.ts';
import { onlyRequest, testClient } from '../testing/test-client.ts';
import { serializeQuery } from './query.ts';

describe('serializeQuery', () => {
  it('is empty without a query or when every value is undefined', () => {
    expect(serializeQuery(undefined)).toBe('');
    expect(serializeQuery({})).toBe('');
    expect(serializeQuery({ page: undefined })).toBe('');
  });

  it('skips undefined values and keeps the others in order', () => {
    expect(serializeQuery({ page: 2, keyword: undefined, per_page: 20 })).toBe('?page=2&per_page=20');
  });

  it('writes arrays as repeated keys, skipping undefined items', () => {
    expect(serializeQuery({ genre_ids: [3, undefined, 7], empty: [] })).toBe('?genre_ids=3&genre_ids=7');
  });

  it('writes numbers, booleans, zero and empty strings as text', () => {
    expect(serializeQuery({ page: 0, is_mature: false, q: '' })).toBe('?page=0&is_mature=false&q=');
  });

  it('encodes Japanese text and reserved characters', () => {
    expect(serializeQuery({ keyword: '鬼 刃&=' })).toBe('?keyword=%E9%AC%BC+%E5%88%83%26%3D');
  });
});

describe('query and body on calls', () => {
  it('appends the serialised query to the URL', async () => {
    const { client, requests } = testClient([successResponse(null)]);
    await client.get('/v1/search', { query: { keyword: '花火', page: 1, genre_ids: [1, 2], sort: undefined } });
    expect(onlyRequest(requests).url).toBe(
      'https://api.hanabi.test/v1/search?keyword=%E8%8A%B1%E7%81%AB&page=1&genre_ids=1&genre_ids=2',
    );
  });

  it('sends no body on GET', async () => {
    const { client, requests } = testClient([successResponse(null)]);
    await client.get('/v1/search');
    expect(onlyRequest(requests).body).toBeUndefined();
  });

  it.each(['post', 'put', 'patch', 'delete'] as const)('%s sends its method, query and JSON body', async (verb) => {
    const { client, requests } = testClient([successResponse({ ok: true })]);
    await expect(
      client[verb]('/v1/users/mylist/titles', { query: { title_id: 42 }, body: { seconds: 90, title: '花火' } }),
    ).resolves.toEqual({ ok: true });
    const request = onlyRequest(requests);
    expect(request.method).toBe(verb.toUpperCase());
    expect(request.url).toBe('https://api.hanabi.test/v1/users/mylist/titles?title_id=42');
    expect(request.body).toBe('{"seconds":90,"title":"花火"}');
  });

  it('sends no body when none is given', async () => {
    const { client, requests } = testClient([successResponse(null)]);
    await client.post('/v1/episode_watching_histories', { query: { episode_id: 1 } });
    expect(onlyRequest(requests).body).toBeUndefined();
  });
});
