import { describe, expect, it } from 'vitest';
import { ApiError } from '../api-error.ts';
import { errorResponse, networkError, successResponse } from '../testing/fake-fetch.ts';
import { completedPurchase, episodeDetail, ownedTitle, ownedTitleList } from '../testing/fixtures.ts';
import { onlyRequest, testClient } from '../testing/test-client.ts';

const KEY = 'c0ffee00-1234-4abc-8def-0123456789ab';

describe('episode and purchase endpoints', () => {
  it('getEpisode: GET /v1/episodes/{id}, validated as an episode with its title and access', async () => {
    const { client, requests } = testClient([successResponse(episodeDetail)]);
    await expect(client.getEpisode(421)).resolves.toEqual(episodeDetail);
    const request = onlyRequest(requests);
    expect(request.method).toBe('GET');
    expect(request.url).toBe('https://api.hanabi.test/v1/episodes/421');
  });

  it('getEpisode refuses an access the contract does not know', async () => {
    const { client } = testClient([successResponse({ ...episodeDetail, access: 'rented' })]);
    await expect(client.getEpisode(421)).rejects.toMatchObject({ status: 500 });
  });

  it('purchaseEpisode: POST /v1/episode/purchase with the episode and key in the query, an empty JSON body and the CSRF header', async () => {
    const { client, requests } = testClient([successResponse(completedPurchase)]);
    await expect(client.purchaseEpisode({ episode_id: 421, idempotency_key: KEY })).resolves.toEqual(completedPurchase);
    const request = onlyRequest(requests);
    expect(request.method).toBe('POST');
    expect(request.url).toBe(`https://api.hanabi.test/v1/episode/purchase?episode_id=421&idempotency_key=${KEY}`);
    expect(request.headers.get('content-type')).toBe('application/json');
    expect(request.headers.get('x-requested-with')).toBe('XMLHttpRequest');
    expect(request.credentials).toBe('include');
    expect(request.body).toBe('{}');
  });

  it('purchaseEpisode is never retried, whether the API is busy or the network fails', async () => {
    const busy = testClient([errorResponse(503, 5003, '混雑しています。'), successResponse(completedPurchase)]);
    await expect(busy.client.purchaseEpisode({ episode_id: 421, idempotency_key: KEY })).rejects.toMatchObject({
      status: 503,
      code: 5003,
    });
    expect(busy.requests).toHaveLength(1);

    const offline = testClient([networkError(), successResponse(completedPurchase)]);
    await expect(offline.client.purchaseEpisode({ episode_id: 421, idempotency_key: KEY })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(offline.requests).toHaveLength(1);
  });

  it('purchaseEpisode refuses an answer of an unknown status', async () => {
    const { client } = testClient([successResponse({ ...completedPurchase, status: 'refunded' })]);
    await expect(client.purchaseEpisode({ episode_id: 421, idempotency_key: KEY })).rejects.toMatchObject({
      status: 500,
    });
  });

  it('getEpisodePurchase: GET /v1/episode/purchase/{id}, validated as a purchase', async () => {
    const { client, requests } = testClient([successResponse(completedPurchase)]);
    await expect(client.getEpisodePurchase(7)).resolves.toEqual(completedPurchase);
    const request = onlyRequest(requests);
    expect(request.method).toBe('GET');
    expect(request.url).toBe('https://api.hanabi.test/v1/episode/purchase/7');
  });

  it('getOwnedTitles: GET /v1/users/owned_titles with paging, validated', async () => {
    const { client, requests } = testClient([successResponse(ownedTitleList)]);
    await expect(client.getOwnedTitles({ page: 2, per_page: 20 })).resolves.toEqual(ownedTitleList);
    expect(onlyRequest(requests).url).toBe('https://api.hanabi.test/v1/users/owned_titles?page=2&per_page=20');
  });

  it('getOwnedTitles leaves paging to the API and refuses an item without its episode count', async () => {
    const { owned_episode_count: _, ...withoutCount } = ownedTitle;
    const { client, requests } = testClient([successResponse({ ...ownedTitleList, items: [withoutCount] })]);
    await expect(client.getOwnedTitles()).rejects.toMatchObject({ status: 500 });
    expect(onlyRequest(requests).url).toBe('https://api.hanabi.test/v1/users/owned_titles');
  });
});
