import { describe, expect, it } from 'vitest';
import { CONSOLE_WEB, consoleApi, consoleArgs, operatorMe, SIGNED_OUT, withCookies } from '../test/console-api.ts';
import { apiSuccess } from '../test/fixtures.ts';
import { action } from './admin-logout.ts';

const CLEARED = 'hanabi_operator=; Max-Age=0; Path=/admin; HttpOnly; SameSite=Strict';

describe('console sign-out', () => {
  it('ends the session at the API, passes on the cleared cookie, and opens the sign-in page', async () => {
    const api = consoleApi(operatorMe('admin'), { 'DELETE /admin/v1/session': withCookies(apiSuccess(null), CLEARED) });
    const answer = (await action(consoleArgs(api.context, '/admin/logout', {}))) as Response;
    expect(api.sent()).toMatchObject([{ method: 'DELETE', path: '/admin/v1/session' }]);
    expect(answer.status).toBe(303);
    expect(new URL(answer.headers.get('Location') ?? '', CONSOLE_WEB).pathname).toBe('/admin/login');
    expect(api.web.setCookieHeaders()).toEqual(
      expect.arrayContaining([CLEARED, CLEARED.replace('Path=/admin;', 'Path=/admin.data;')]),
    );
  });

  it('opens the sign-in page when the session had already ended', async () => {
    const api = consoleApi(null, { 'DELETE /admin/v1/session': SIGNED_OUT() });
    const answer = (await action(consoleArgs(api.context, '/admin/logout', {}))) as Response;
    expect(answer.headers.get('Location')).toBe('/admin/login');
  });

  it('refuses a sign-out another site made the browser send', async () => {
    const api = consoleApi(operatorMe('admin'));
    const answer = (await action(
      consoleArgs(api.context, '/admin/logout', {}, { Origin: 'https://evil.example' }),
    )) as Response;
    expect(answer.status).toBe(403);
    expect(api.sent()).toEqual([]);
  });
});
