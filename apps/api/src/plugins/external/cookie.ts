/** Cookie parsing (`request.cookies`), for the festa_auth session cookie of the sign-in service. */
import cookie from '@fastify/cookie';
import { appPlugin } from '../../lib/plugin.ts';

export const cookiePlugin = appPlugin(
  async (app) => {
    await app.register(cookie);
  },
  { name: 'cookie' },
);
