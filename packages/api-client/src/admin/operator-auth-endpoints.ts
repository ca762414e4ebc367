import {
  type OperatorMe,
  type OperatorSecondFactorRequest,
  type OperatorSetupLookup,
  type OperatorSetupRequest,
  type OperatorSetupResult,
  type OperatorSignedIn,
  type OperatorSignInRequest,
  type OperatorSignInResult,
  operatorMeSchema,
  operatorSetupLookupSchema,
  operatorSetupResultSchema,
  operatorSignedInSchema,
  operatorSignInResultSchema,
} from '@hanabi/contract';
import type { CallOptions, HttpClient } from '../http/http-client.ts';
import { ADMIN_API } from './admin-paths.ts';

/**
 * An operator's sign-in, session and set-up (decision 0041). The session travels in the hanabi_operator
 * cookie the API sets: in SSR the web server passes it on (`onSetCookie`) and forwards it back.
 */
export function operatorAuthEndpoints(http: HttpClient) {
  return {
    /**
     * POST /admin/v1/sign-in — the password step. Answers which second step follows: a code, or (first
     * sign-in) registering the authenticator app, with its QR code. Starts a pending session.
     */
    signInOperator: (request: OperatorSignInRequest, options?: CallOptions): Promise<OperatorSignInResult> =>
      http.post(ADMIN_API.signIn, { ...options, body: request, schema: operatorSignInResultSchema }),

    /**
     * POST /admin/v1/sign-in/second-factor — a TOTP code or a recovery code completes the pending session.
     * The answer carries the recovery codes only when this step enrolled the authenticator app.
     */
    completeOperatorSignIn: (request: OperatorSecondFactorRequest, options?: CallOptions): Promise<OperatorSignedIn> =>
      http.post(ADMIN_API.secondFactor, { ...options, body: request, schema: operatorSignedInSchema }),

    /** DELETE /admin/v1/session — signs the operator out; harmless when no session is left. */
    signOutOperator: async (options?: CallOptions): Promise<void> => {
      await http.delete(ADMIN_API.session, options);
    },

    /** GET /admin/v1/me — the signed-in operator and the permissions of their role; 401 otherwise. */
    getOperatorMe: (options?: CallOptions): Promise<OperatorMe> =>
      http.get(ADMIN_API.me, { ...options, schema: operatorMeSchema }),

    /** POST /admin/v1/setup/lookup — whose set-up link this is, while it is valid (410 when not). */
    lookUpOperatorSetup: (token: string, options?: CallOptions): Promise<OperatorSetupLookup> =>
      http.post(`${ADMIN_API.setup}/lookup`, { ...options, body: { token }, schema: operatorSetupLookupSchema }),

    /** POST /admin/v1/setup — sets the password through the one-time link, which is then used up. */
    completeOperatorSetup: (request: OperatorSetupRequest, options?: CallOptions): Promise<OperatorSetupResult> =>
      http.post(ADMIN_API.setup, { ...options, body: request, schema: operatorSetupResultSchema }),
  };
}

export type OperatorAuthEndpoints = ReturnType<typeof operatorAuthEndpoints>;
