import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApi, TEST_API_ORIGIN, type TestApi } from '../../test/build-test-api.ts';

interface Operation {
  parameters?: Array<{ name: string; in: string }>;
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
}

const TUS_STATUSES: Record<string, string> = {
  'post /admin/v1/video-uploads': '201',
  'head /admin/v1/video-uploads/{upload_id}': '200',
  'patch /admin/v1/video-uploads/{upload_id}': '204',
};

describe('API documentation', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await buildTestApi();
  });
  afterAll(() => api.close());

  it('serves an OpenAPI 3 document listing every route with its answers', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/openapi.json' });

    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(document.info.title).toBe('Hanabi API');
    expect(document.servers).toEqual([{ url: TEST_API_ORIGIN }]);
    expect(Object.keys(document.paths).sort()).toEqual([
      '/admin/v1/audit-log',
      '/admin/v1/campaigns',
      '/admin/v1/campaigns/{id}',
      '/admin/v1/campaigns/{id}/titles',
      '/admin/v1/dynamic_landings',
      '/admin/v1/dynamic_landings/{id}',
      '/admin/v1/dynamic_landings/{id}/titles',
      '/admin/v1/editor_picks',
      '/admin/v1/editor_picks/current',
      '/admin/v1/editor_picks/{id}',
      '/admin/v1/editor_picks/{id}/titles',
      '/admin/v1/episodes/{id}',
      '/admin/v1/episodes/{id}/cut-scenes',
      '/admin/v1/episodes/{id}/markers',
      '/admin/v1/episodes/{id}/packaging-jobs',
      '/admin/v1/episodes/{id}/publish',
      '/admin/v1/episodes/{id}/thumbnail',
      '/admin/v1/episodes/{id}/unpublish',
      '/admin/v1/faq',
      '/admin/v1/faq/{id}',
      '/admin/v1/features',
      '/admin/v1/features/{id}',
      '/admin/v1/features/{id}/titles',
      '/admin/v1/genre-groups',
      '/admin/v1/genre-groups/order',
      '/admin/v1/genre-groups/{id}',
      '/admin/v1/genre-groups/{id}/genre-order',
      '/admin/v1/genres',
      '/admin/v1/genres/{id}',
      '/admin/v1/genres/{id}/merge',
      '/admin/v1/grants',
      '/admin/v1/grants/{id}/approve',
      '/admin/v1/grants/{id}/reject',
      '/admin/v1/home_layouts',
      '/admin/v1/home_layouts/current',
      '/admin/v1/home_layouts/{id}',
      '/admin/v1/home_slides',
      '/admin/v1/home_slides/order',
      '/admin/v1/home_slides/{id}',
      '/admin/v1/home_slides/{id}/image',
      '/admin/v1/inquiries',
      '/admin/v1/inquiries/{id}',
      '/admin/v1/inquiries/{id}/notes',
      '/admin/v1/inquiries/{id}/replies',
      '/admin/v1/inquiry-assignees',
      '/admin/v1/ledger-check',
      '/admin/v1/me',
      '/admin/v1/members',
      '/admin/v1/members/{id}',
      '/admin/v1/members/{id}/grants',
      '/admin/v1/members/{id}/sessions/revoke',
      '/admin/v1/notice-sections',
      '/admin/v1/notice-sections/{id}',
      '/admin/v1/notices',
      '/admin/v1/notices/{id}',
      '/admin/v1/notices/{id}/preview',
      '/admin/v1/operators',
      '/admin/v1/operators/{id}/disable',
      '/admin/v1/operators/{id}/enable',
      '/admin/v1/operators/{id}/reset-access',
      '/admin/v1/operators/{id}/role',
      '/admin/v1/operators/{id}/sessions',
      '/admin/v1/packaging-jobs/{job_id}',
      '/admin/v1/packaging-jobs/{job_id}/cancel',
      '/admin/v1/packaging-jobs/{job_id}/retry',
      '/admin/v1/payments',
      '/admin/v1/payments/{id}/refund',
      '/admin/v1/purchases',
      '/admin/v1/purchases/{id}/refund',
      '/admin/v1/redirects',
      '/admin/v1/redirects/{id}',
      '/admin/v1/reports/daily-sales',
      '/admin/v1/reports/double-billing',
      '/admin/v1/reports/plan-revenue',
      '/admin/v1/reports/points-liability',
      '/admin/v1/rules/revisions/{id}',
      '/admin/v1/rules/revisions/{id}/publish',
      '/admin/v1/rules/{document}/revisions',
      '/admin/v1/session',
      '/admin/v1/setup',
      '/admin/v1/setup/lookup',
      '/admin/v1/sign-in',
      '/admin/v1/sign-in/second-factor',
      '/admin/v1/tags',
      '/admin/v1/tags/order',
      '/admin/v1/tags/{id}',
      '/admin/v1/tags/{id}/merge',
      '/admin/v1/titles',
      '/admin/v1/titles/{id}',
      '/admin/v1/titles/{id}/episodes',
      '/admin/v1/titles/{id}/images/{kind}',
      '/admin/v1/titles/{id}/preview',
      '/admin/v1/titles/{id}/publish',
      '/admin/v1/titles/{id}/unpublish',
      '/admin/v1/video-uploads',
      '/admin/v1/video-uploads/{upload_id}',
      '/health',
      '/v1/activities/playbacks',
      '/v1/auth_tokens',
      '/v1/campaigns',
      '/v1/campaigns/{slug}',
      '/v1/dynamic_landings',
      '/v1/episode/newly_updates',
      '/v1/episode/purchase',
      '/v1/episode/purchase/{id}',
      '/v1/episode_watching_histories',
      '/v1/episodes/{id}',
      '/v1/faq',
      '/v1/faq/{number}',
      '/v1/festa/recommended_titles',
      '/v1/free_titles',
      '/v1/fulltext_search',
      '/v1/genre_groups',
      '/v1/home_layout',
      '/v1/home_slides',
      '/v1/inquiries',
      '/v1/licenses/clearkey/{episode_id}',
      '/v1/licenses/{system}/{episode_id}',
      '/v1/logouts',
      '/v1/notice_sections',
      '/v1/notices',
      '/v1/notices/urgent_notice',
      '/v1/notices/{id}',
      '/v1/recommended_titles',
      '/v1/redirects/lookup',
      '/v1/rules/{document}',
      '/v1/rules/{document}/revisions/{id}',
      '/v1/scene/newly_updates',
      '/v1/search',
      '/v1/title/displayables',
      '/v1/title/est_deliveries',
      '/v1/title/exclusives',
      '/v1/title/features',
      '/v1/title/newly_updates',
      '/v1/title/ranking_by_genres',
      '/v1/title/rankings',
      '/v1/title/scheduled_deliveries',
      '/v1/title/scheduled_end_deliveries',
      '/v1/titles/search',
      '/v1/titles/{id}',
      '/v1/users/hidden_titles',
      '/v1/users/hidden_titles/{id}',
      '/v1/users/mylist/titles',
      '/v1/users/mylist/titles/{id}',
      '/v1/users/owned_titles',
      '/v1/users/presents',
      '/v1/users/presents/{id}/receive',
      '/v1/users/statuses',
      '/v1/users/subscribe_histories',
      '/v1/users/title_access',
      '/v1/users/viewer_settings',
      '/v1/users/watching_episodes',
      '/v2/episodes/{id}',
    ]);
    for (const [path, item] of Object.entries(document.paths as Record<string, Record<string, Operation>>)) {
      for (const [method, operation] of Object.entries(item)) {
        // The tus upload calls answer in headers, with the protocol's statuses and no body (decision 0047).
        const tusStatus = TUS_STATUSES[`${method} ${path}`];
        const success = tusStatus
          ? operation.responses[tusStatus]
          : operation.responses['200']?.content?.['application/json']?.schema;
        // A vendor DRM licence is binary, as the vendor wrote it: its description says so, as a tus answer's does.
        const described = path === '/v1/licenses/{system}/{episode_id}' || tusStatus !== undefined;
        const answer = described ? { description: expect.any(String) } : { type: 'object' };
        expect(success, `${method} ${path} documents its ${tusStatus ?? '200'} answer`).toMatchObject(answer);
        expect(
          operation.responses['500'] ?? operation.responses['503'],
          `${method} ${path} documents failures`,
        ).toBeDefined();
      }
    }
    expect(Object.keys(document.paths['/v1/logouts'])).toEqual(['delete']);
    expect(Object.keys(document.paths['/v1/users/presents/{id}/receive'])).toEqual(['post']);
    expect(Object.keys(document.paths['/v1/users/mylist/titles']).sort()).toEqual(['get', 'post']);
    expect(Object.keys(document.paths['/v1/users/hidden_titles']).sort()).toEqual(['get', 'post']);
    expect(Object.keys(document.paths['/v1/users/watching_episodes']).sort()).toEqual(['get', 'post']);
    const visibility = document.paths['/v1/users/watching_episodes'].post as Operation;
    expect(visibility.parameters?.map((parameter) => parameter.name).sort()).toEqual(['episode_id', 'visible']);
    const purchase = document.paths['/v1/episode/purchase'].post as Operation;
    expect(purchase.parameters?.map((parameter) => parameter.name).sort()).toEqual(['episode_id', 'idempotency_key']);
    const getTitle = document.paths['/v1/titles/{id}'].get as Operation;
    expect(getTitle.parameters).toEqual([expect.objectContaining({ name: 'id', in: 'path' })]);
    expect(Object.keys(getTitle.responses).sort()).toEqual(['200', '400', '404', '500']);
    const displayables = document.paths['/v1/title/displayables'].get as Operation;
    expect(displayables.parameters?.map((parameter) => parameter.name).sort()).toEqual([
      'design_type',
      'display_group',
      'genre_id',
      'page',
      'per_page',
      'sort',
      'tag_id',
    ]);
  });

  it('serves the reference page at /docs', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/docs' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('<title>Hanabi API</title>');
  });
});
