import {
  OPERATOR_SECOND_FACTOR_MINUTES,
  OPERATOR_SIGN_IN_LIMITS,
  operatorSignInRequestSchema,
  operatorSignInResultSchema,
  successEnvelope,
} from '@hanabi/contract';
import type { SessionCookieSettings } from '@hanabi/membership';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, ok } from '../../lib/responses.ts';
import { setOperatorCookie } from './operator-cookie.ts';
import { signInWithPassword } from './operator-sign-in.service.ts';

/** POST /admin/v1/sign-in — the password step of an operator's sign-in. */
export const signInRoute: FastifyPluginAsyncZod<{ cookie: SessionCookieSettings }> = async (app, { cookie }) => {
  app.post(
    '/admin/v1/sign-in',
    {
      schema: {
        tags: ['operator-auth'],
        summary: 'Operator sign-in, step 1: the password',
        description:
          'Checks the address and password and sets the hanabi_operator cookie on a pending session, which only ' +
          `allows step 2 (POST /admin/v1/sign-in/second-factor) within ${OPERATOR_SECOND_FACTOR_MINUTES} minutes. ` +
          'Before the first sign-in the answer carries the authenticator app to enrol (otpauth URI, QR code). ' +
          `${OPERATOR_SIGN_IN_LIMITS.failuresBeforeLock} failed steps in a row lock the operator for ` +
          `${OPERATOR_SIGN_IN_LIMITS.lockMinutes} minutes (423); ${OPERATOR_SIGN_IN_LIMITS.attemptsPerAddress} ` +
          `checks per ${OPERATOR_SIGN_IN_LIMITS.addressWindowMinutes} minutes per client address (429).`,
        body: operatorSignInRequestSchema,
        response: {
          200: successEnvelope(operatorSignInResultSchema).describe('The password is right; the second step follows'),
          ...errorResponses(
            'badRequest',
            'operatorSignInFailed',
            'forbidden',
            'unsupportedMediaType',
            'operatorLocked',
            'tooManyRequests',
          ),
        },
      },
    },
    async (request, reply) => {
      const { token, result } = await signInWithPassword(app.database.db, request.body, {
        clientAddress: request.ip,
        now: request.receivedAt,
      });
      setOperatorCookie(reply, cookie, token);
      return ok(result);
    },
  );
};
