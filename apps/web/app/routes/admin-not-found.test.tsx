import { describe, expect, it } from 'vitest';
import { CONSOLE_WEB, consoleApi, consoleArgs, operatorMe } from '../test/console-api.ts';
import { outcomeOf } from '../test/thrown.ts';
import { loader } from './admin-not-found.tsx';

describe('a console address that names no page', () => {
  it('is the sign-in page when signed out, the 404 page when signed in', async () => {
    const guest = await outcomeOf(() => loader(consoleArgs(consoleApi(null).context, '/admin/titles')), CONSOLE_WEB);
    expect(guest.location?.pathname).toBe('/admin/login');
    const operator = consoleApi(operatorMe('editor'));
    const signedIn = await outcomeOf(() => loader(consoleArgs(operator.context, '/admin/titles')), CONSOLE_WEB);
    expect(signedIn).toMatchObject({ status: 404, location: null });
  });
});
