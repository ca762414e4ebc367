import { describe, expect, it } from 'vitest';
import { successResponse } from '../testing/fake-fetch.ts';
import { onlyRequest, testClient } from '../testing/test-client.ts';

const campaign = {
  slug: 'list-dokusen',
  name: '独占・先行配信',
  lead: 'Hanabiだけ、Hanabiが最初。',
  layout: 'default',
  requires_age_permission: false,
  starts_at: '2025-09-01T00:00:00+09:00',
  ends_at: '2026-09-01T00:00:00+09:00',
} as const;

describe('campaign endpoints', () => {
  it('getCampaigns: GET /v1/campaigns with paging and the display group', async () => {
    const list = { items: [campaign], pagination: { page: 2, per_page: 10, total: 11, total_pages: 2 } };
    const { client, requests } = testClient([successResponse(list)]);
    await expect(client.getCampaigns({ page: 2, per_page: 10, display_group: 'mature_group' })).resolves.toEqual(list);
    expect(onlyRequest(requests).url).toBe(
      'https://api.hanabi.test/v1/campaigns?page=2&per_page=10&display_group=mature_group',
    );
  });

  it('getCampaign: GET /v1/campaigns/{slug}, validated as a campaign', async () => {
    const { client, requests } = testClient([successResponse({ ...campaign, slug: '-1604', body: '', titles: [] })]);
    await expect(client.getCampaign('-1604')).resolves.toMatchObject({ slug: '-1604', titles: [] });
    expect(onlyRequest(requests).url).toBe('https://api.hanabi.test/v1/campaigns/-1604');
  });

  it('getCampaign rejects an answer with an unknown layout', async () => {
    const { client } = testClient([successResponse({ ...campaign, layout: 'admin', body: '', titles: [] })]);
    await expect(client.getCampaign('1')).rejects.toMatchObject({ status: 500 });
  });
});
