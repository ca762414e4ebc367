import { describe, expect, it } from 'vitest';
import { apiSuccess, memberStatus } from '../test/fixtures.ts';
import { ACCOUNTS, WEB } from '../test/loader-context.ts';
import { noticeApi, page } from '../test/notice-api.ts';
import { loadThroughMiddleware, middlewareArgs } from '../test/route-middleware.ts';
import { routeErrorOf } from '../test/thrown.ts';
import * as newArrivalsRoute from './notices-new-arrivals.tsx';

describe('/notices/new_arrivals', () => {
  it('sends a guest to log in, coming back to the page', async () => {
    const { context, calls } = noticeApi();
    const { status, data } = await routeErrorOf(() =>
      loadThroughMiddleware(newArrivalsRoute, middlewareArgs('/notices/new_arrivals', context)),
    );
    expect(status).toBe(302);
    const location = new URL(String(data));
    expect(location.origin + location.pathname).toBe(`${ACCOUNTS}/login`);
    expect(location.searchParams.get('destination')).toBe(`${WEB}/notices/new_arrivals`);
    expect(calls.map((call) => call.url.pathname)).toEqual(['/v1/users/statuses']);
  });

  it('lists a member the titles to come', async () => {
    const { context, calls } = noticeApi({
      '/v1/users/statuses': () => apiSuccess(memberStatus('free')),
      '/v1/title/scheduled_deliveries': () => apiSuccess(page([])),
    });
    const data = await loadThroughMiddleware(newArrivalsRoute, middlewareArgs('/notices/new_arrivals?page=2', context));
    expect(data.releases.ok).toBe(true);
    const listCall = calls.find((call) => call.url.pathname === '/v1/title/scheduled_deliveries');
    expect(Object.fromEntries(listCall?.url.searchParams ?? [])).toEqual({ page: '2', per_page: '20' });
  });
});
