/**
 * The redirects page's save (decision 0050): an absolute URL off the allowlist the lookup follows is refused
 * beside its field before the API is called, and the API's refusal of a chain lands beside the field it names.
 */
import { ApiError } from '@hanabi/api-client';
import type { AdminApiClient } from '@hanabi/api-client/admin';
import { describe, expect, it, vi } from 'vitest';
import { parseEnv } from '../../../lib/env.server.ts';
import { productNavigationAllowlist } from '../../../lib/safe-navigation.ts';
import { answerRedirectsPost } from './redirect-actions.server.ts';

const allowlist = productNavigationAllowlist(
  parseEnv({ WEB_ORIGIN: 'https://anime.hanabi.example', NAVIGATION_ALLOWED_HOSTS: 'partner.example' }),
);

function formOf(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}

const create = (to_location: string) =>
  formOf({ intent: 'create', from_path: '/old', to_location, status: '302', enabled: 'on' });

function apiAnswering(createAdminRedirect: AdminApiClient['createAdminRedirect']) {
  return { createAdminRedirect: vi.fn(createAdminRedirect) } as unknown as AdminApiClient & {
    createAdminRedirect: ReturnType<typeof vi.fn>;
  };
}

describe('answerRedirectsPost', () => {
  it('refuses a URL of a host the lookup would not follow, beside the field, without calling the API', async () => {
    const api = apiAnswering(async () => {
      throw new Error('not to be called');
    });

    const answer = await answerRedirectsPost(create('https://elsewhere.example/page'), api, allowlist);

    expect(answer).toMatchObject({
      kind: 'save_refused',
      errors: { to_location: expect.stringContaining('許可されたサイトのものではない') },
    });
    expect(api.createAdminRedirect).not.toHaveBeenCalled();
  });

  it.each([
    ['a configured partner', 'https://partner.example/campaign'],
    ['the comic service the product links to', 'https://comic.hanabi.example/works'],
    ['a path of the site', '/campaigns/summer'],
  ])('saves a redirect to %s', async (_case, location) => {
    const api = apiAnswering(async (request) => ({
      id: 1,
      from_path: request.from_path,
      to_location: request.to_location,
      status: 302,
      enabled: true,
      created_at: '2026-01-01T00:00:00+09:00',
      updated_at: '2026-01-01T00:00:00+09:00',
    }));

    const answer = await answerRedirectsPost(create(location), api, allowlist);

    expect(answer).toEqual({ kind: 'done', message: '/old の転送を追加しました。' });
  });

  it("shows the API's refusal of a chain beside the location", async () => {
    const message = '転送先の /b はさらに /c へ転送されています。';
    const api = apiAnswering(async () => {
      throw new ApiError({
        status: 409,
        message,
        data: { code: 4009, message, details: [{ field: 'body.to_location', reason: 'onward' }] },
      });
    });

    const answer = await answerRedirectsPost(create('/b'), api, allowlist);

    expect(answer).toMatchObject({ kind: 'save_refused', errors: { to_location: message }, formError: null });
  });
});
