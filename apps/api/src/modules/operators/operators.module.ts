import type { SessionCookieSettings } from '@hanabi/membership';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { japaneseValidationError } from '../../lib/japanese-validation.ts';
import { privateNoStore } from '../../lib/responses.ts';
import { changeOperatorRoleRoute } from './change-operator-role.route.ts';
import { completeSetupRoute } from './complete-setup.route.ts';
import { getMeRoute } from './get-me.route.ts';
import { inviteOperatorRoute } from './invite-operator.route.ts';
import { listOperatorsRoute } from './list-operators.route.ts';
import { lookUpSetupLinkRoute } from './look-up-setup-link.route.ts';
import { resetOperatorAccessRoute } from './reset-operator-access.route.ts';
import { revokeOperatorSessionsRoute } from './revoke-operator-sessions.route.ts';
import { secondFactorRoute } from './second-factor.route.ts';
import { setOperatorAccessRoute } from './set-operator-access.route.ts';
import { signInRoute } from './sign-in.route.ts';
import { signOutRoute } from './sign-out.route.ts';

export interface OperatorsModuleOptions {
  /** The operator cookie's domain and Secure flag, as festa_auth's. */
  cookie: SessionCookieSettings;
  /** Set-up links open the console there. */
  webOrigin: string;
}

/** Operators under /admin/v1 (decision 0041): signing in, set-up links, and managing operators (管理者). */
export const operatorsModule: FastifyPluginAsyncZod<OperatorsModuleOptions> = async (app, { cookie, webOrigin }) => {
  app.setSchemaErrorFormatter(japaneseValidationError);
  app.addHook('onRequest', async (_request, reply) => privateNoStore(reply));
  await app.register(signInRoute, { cookie });
  await app.register(secondFactorRoute);
  await app.register(signOutRoute, { cookie });
  await app.register(getMeRoute);
  await app.register(lookUpSetupLinkRoute);
  await app.register(completeSetupRoute);
  await app.register(listOperatorsRoute);
  await app.register(inviteOperatorRoute, { webOrigin });
  await app.register(changeOperatorRoleRoute);
  await app.register(setOperatorAccessRoute, { action: 'disable', summary: 'Disable an operator' });
  await app.register(setOperatorAccessRoute, { action: 'enable', summary: 'Enable an operator again' });
  await app.register(resetOperatorAccessRoute, { webOrigin });
  await app.register(revokeOperatorSessionsRoute);
};
