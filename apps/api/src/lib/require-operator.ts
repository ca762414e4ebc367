/**
 * The gate of every operator operation (decision 0041): `onRequest: requireOperator('catalogue:write')`
 * answers 401 to a guest or a member (festa_auth counts for nothing here), 401 「確認コードを…」 to an
 * operator who has not entered the second factor yet, and 403 to an operator whose role lacks the
 * permission — before the body is even read. The operator was resolved once by plugins/app/operator-auth.ts.
 */
import { type OperatorPermission, type OperatorRole, roleHasPermission } from '@hanabi/contract';
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { ApiError } from './api-error.ts';

export interface SignedInOperator {
  id: number;
  email: string;
  name: string;
  role: OperatorRole;
  /** The SHA-256 of the session's token, to end this session. */
  sessionTokenHash: string;
  /** The session's end at the latest (12 hours after the password). */
  sessionExpiresAt: Date;
}

/** Who calls, as far as the operator API is concerned. */
export type OperatorAuth =
  | { state: 'signed_in'; operator: SignedInOperator }
  /** A right password, the second factor still to come: nothing is allowed but that step. */
  | { state: 'pending' }
  | { state: 'none' };

declare module 'fastify' {
  interface FastifyRequest {
    /** Resolved once per request from the hanabi_operator cookie, on the API's clock. */
    operatorAuth: OperatorAuth;
  }
}

/** The signed-in operator of a request that passed `requireOperator`. */
export function operatorOf(request: FastifyRequest): SignedInOperator {
  const auth = request.operatorAuth;
  if (auth.state !== 'signed_in') throw new ApiError('operatorSignInRequired');
  return auth.operator;
}

/** The hook that lets through only a signed-in operator whose role has `permission` (any operator without). */
export function requireOperator(permission?: OperatorPermission): onRequestAsyncHookHandler {
  return async (request) => {
    const auth = request.operatorAuth;
    if (auth.state === 'pending') throw new ApiError('secondFactorRequired');
    const operator = operatorOf(request);
    if (permission && !roleHasPermission(operator.role, permission)) throw new ApiError('forbidden');
  };
}
