import { guestUserStatus, type UserStatus } from '@hanabi/contract';
import { describe, expect, it } from 'vitest';
import { apiSuccess, memberStatus, NOW } from '../../test/fixtures.ts';
import { fakeLoadContext } from '../../test/loader-context.ts';
import { middlewareArgs } from '../../test/route-middleware.ts';
import { redirectToInquiry } from './redirect-to-inquiry.server.ts';

/** The guard for a request of `path` by a viewer of that status: through (null), or where it redirects. */
async function visit(path: string, status: UserStatus): Promise<string | null> {
  const { context } = fakeLoadContext(() => apiSuccess(status));
  try {
    await redirectToInquiry(middlewareArgs(path, context), async () => new Response('page'));
    return null;
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    return thrown.headers.get('Location');
  }
}

const CONFIRM = '/episodes/5/purchase_confirm?intent=0b6f3c1e-8a2d-4f57-9c3e-2d1a7b9e4f60';

describe('redirectToInquiry', () => {
  it('sends a member whose card failed the validity check to the inquiry page, remembering the page', async () => {
    const failed = memberStatus('lite', {
      is_failed_validity_check: true,
      has_invalid_card: true,
      forced_cancel_scheduled_date: '2025-10-15',
    });
    const location = new URL((await visit(CONFIRM, failed)) ?? '', 'https://hanabi.example');
    expect(location.pathname).toBe('/support/inquiry');
    expect(location.searchParams.get('backward_path')).toBe(CONFIRM);
  });

  it('counts a card that can no longer be charged alone', async () => {
    expect(await visit(CONFIRM, memberStatus('free', { has_invalid_card: true }))).toMatch(/^\/support\/inquiry\?/);
  });

  it('lets members in good standing and guests through', async () => {
    expect(await visit(CONFIRM, memberStatus('premium'))).toBeNull();
    expect(await visit(CONFIRM, guestUserStatus(NOW))).toBeNull();
  });
});
