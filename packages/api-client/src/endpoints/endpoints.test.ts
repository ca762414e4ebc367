import { describe, expect, it } from 'vitest';
import { ApiError } from '../api-error.ts';
import { successResponse } from '../testing/fake-fetch.ts';
import { guestStatus, healthy, title, titleCardList } from '../testing/fixtures.ts';
import { onlyRequest, testClient } from '../testing/test-client.ts';

describe('typed endpoint methods', () => {
  it('getTitle: GET /v1/titles/{id}, validated as a title', async () => {
    const { client, requests } = testClient([successResponse(title)]);
    await expect(client.getTitle(42)).resolves.toEqual(title);
    const request = onlyRequest(requests);
    expect(request.method).toBe('GET');
    expect(request.url).toBe('https://api.hanabi.test/v1/titles/42');
  });

  it('getTitle rejects contents that are not a title', async () => {
    const { client } = testClient([successResponse({ ...title, episodes: 'none' })]);
    await expect(client.getTitle(42)).rejects.toMatchObject({ status: 500, data: { issues: expect.any(Array) } });
  });

  it('getUserStatus: GET /v1/users/statuses, validated as a user status', async () => {
    const { client, requests } = testClient([successResponse(guestStatus)]);
    await expect(client.getUserStatus()).resolves.toEqual(guestStatus);
    expect(onlyRequest(requests).url).toBe('https://api.hanabi.test/v1/users/statuses');
  });

  it('getUserStatus rejects an unknown plan id', async () => {
    const { client } = testClient([successResponse({ ...guestStatus, subscribed_plan_id: 3 })]);
    await expect(client.getUserStatus()).rejects.toBeInstanceOf(ApiError);
  });

  it('getDisplayableTitles: GET /v1/title/displayables with page, per_page and display_group', async () => {
    const { client, requests } = testClient([successResponse(titleCardList)]);
    await expect(
      client.getDisplayableTitles({ page: 2, per_page: 10, display_group: 'mature_group' }),
    ).resolves.toEqual(titleCardList);
    expect(onlyRequest(requests).url).toBe(
      'https://api.hanabi.test/v1/title/displayables?page=2&per_page=10&display_group=mature_group',
    );
  });

  it('getDisplayableTitles leaves the defaults to the API', async () => {
    const { client, requests } = testClient([successResponse(titleCardList)]);
    await client.getDisplayableTitles();
    expect(onlyRequest(requests).url).toBe('https://api.hanabi.test/v1/title/displayables');
  });

  it('getHealth: GET /health, validated as health', async () => {
    const { client, requests } = testClient([successResponse(healthy)]);
    await expect(client.getHealth()).resolves.toEqual(healthy);
    expect(onlyRequest(requests).url).toBe('https://api.hanabi.test/health');
  });
});
