import { guestUserStatus } from '@hanabi/contract';
import { describe, expect, it, vi } from 'vitest';
import { apiFailure, apiSuccess, memberStatus, NOW, titleCard } from '../../test/fixtures.ts';
import { fakeLoadContext } from '../../test/loader-context.ts';
import { loadViewerListState } from './viewer-list-state.server.ts';

const page = (total: number) => ({
  items: total > 0 ? [{ ...titleCard(12), added_at: NOW, hidden_at: NOW }] : [],
  pagination: { page: 1, per_page: 1, total, total_pages: total },
});

describe("the title page's view of the viewer lists", () => {
  it('gives a guest a login link that comes back to the title page', async () => {
    const { context, calls } = fakeLoadContext(() => apiSuccess(guestUserStatus(NOW)));

    const state = await loadViewerListState(context, 12, '/titles/12');

    expect(state).toEqual({
      signedIn: false,
      loginUrl: 'http://localhost:4100/login?design=1&destination=http%3A%2F%2Flocalhost%3A3000%2Ftitles%2F12',
    });
    expect(calls.map((call) => call.url.pathname)).toEqual(['/v1/users/statuses']);
  });

  it("asks a member's mylist and hidden titles about this one title", async () => {
    const { context, calls } = fakeLoadContext((url) => {
      if (url.pathname === '/v1/users/statuses') return apiSuccess(memberStatus('free'));
      return apiSuccess(page(url.pathname === '/v1/users/mylist/titles' ? 1 : 0));
    });

    expect(await loadViewerListState(context, 12, '/titles/12')).toEqual({
      signedIn: true,
      inMylist: true,
      hidden: false,
    });
    expect(calls.slice(1).map((call) => `${call.url.pathname}${call.url.search}`)).toEqual([
      '/v1/users/mylist/titles?title_id=12&per_page=1',
      '/v1/users/hidden_titles?title_id=12&per_page=1',
    ]);
  });

  it('leaves the controls out, rather than failing the page, when the lists cannot be read', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { context } = fakeLoadContext((url) =>
      url.pathname === '/v1/users/statuses'
        ? apiSuccess(memberStatus('free'))
        : apiFailure(503, 5003, 'ただいま混み合っています。'),
    );

    expect(await loadViewerListState(context, 12, '/titles/12')).toBeNull();
  });
});
