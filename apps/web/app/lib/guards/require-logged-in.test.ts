import { guestUserStatus } from '@hanabi/contract';
import { describe, expect, it } from 'vitest';
import { apiFailure, apiSuccess, memberStatus, NOW } from '../../test/fixtures.ts';
import { fakeLoadContext } from '../../test/loader-context.ts';
import { middlewareArgs } from '../../test/route-middleware.ts';
import { requireLoggedIn } from './require-logged-in.server.ts';

const WEB = 'https://hanabi.example';
const ACCOUNTS = 'https://accounts.hanabi.example';

async function visit(path: string, statusAnswer: () => Response) {
  const { context } = fakeLoadContext(statusAnswer, {}, { WEB_ORIGIN: WEB, ACCOUNTS_ORIGIN: ACCOUNTS });
  let passed = false;
  await requireLoggedIn(middlewareArgs(path, context), async () => {
    passed = true;
    return new Response('page');
  });
  return passed;
}

describe('requireLoggedIn', () => {
  it('lets a member of any plan through', async () => {
    for (const tier of ['free', 'lite', 'premium'] as const) {
      expect(await visit('/my', () => apiSuccess(memberStatus(tier)))).toBe(true);
    }
  });

  it("sends a guest to the sign-in service's login, coming back to the page asked for on the site origin", async () => {
    const thrown = await visit('/my/purchased?page=2', () => apiSuccess(guestUserStatus(NOW))).catch((error) => error);
    expect(thrown).toBeInstanceOf(Response);
    const location = new URL((thrown as Response).headers.get('Location') ?? '');
    expect((thrown as Response).status).toBe(302);
    expect(`${location.origin}${location.pathname}`).toBe(`${ACCOUNTS}/login`);
    expect(location.searchParams.get('design')).toBe('1');
    expect(location.searchParams.get('destination')).toBe(`${WEB}/my/purchased?page=2`);
  });

  it('fails with the status of the status call rather than guess the viewer is a guest', async () => {
    await expect(visit('/my', () => apiFailure(503, 5003, '混雑しています。'))).rejects.toMatchObject({
      init: { status: 503 },
    });
  });
});
