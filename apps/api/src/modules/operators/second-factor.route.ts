import {
  OPERATOR_SESSION_ABSOLUTE_HOURS,
  OPERATOR_SESSION_COOKIE,
  OPERATOR_SESSION_IDLE_MINUTES,
  operatorSecondFactorRequestSchema,
  operatorSignedInSchema,
  successEnvelope,
} from '@hanabi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, ok } from '../../lib/responses.ts';
import { signInWithSecondFactor } from './operator-sign-in.service.ts';

/** POST /admin/v1/sign-in/second-factor — the TOTP code or a recovery code that completes a sign-in. */
export const secondFactorRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/admin/v1/sign-in/second-factor',
    {
      schema: {
        tags: ['operator-auth'],
        summary: 'Operator sign-in, step 2: TOTP code or recovery code',
        description:
          'Completes the pending session of the hanabi_operator cookie with a current code of the authenticator ' +
          'app (never the same code twice) or an unused recovery code (each works once). The first sign-in ' +
          'enrols the app with its first code and answers the recovery codes, only this once. The session then ' +
          `lasts until ${OPERATOR_SESSION_IDLE_MINUTES} minutes without a request, ${OPERATOR_SESSION_ABSOLUTE_HOURS} ` +
          'hours at most. Wrong codes count towards the lock of the password step.',
        security: [{ operatorSession: [] }],
        body: operatorSecondFactorRequestSchema,
        response: {
          200: successEnvelope(operatorSignedInSchema).describe('Signed in'),
          ...errorResponses(
            'badRequest',
            'operatorSignInRequired',
            'secondFactorInvalid',
            'forbidden',
            'unsupportedMediaType',
            'operatorLocked',
            'tooManyRequests',
          ),
        },
      },
    },
    async (request) => {
      const token = request.cookies[OPERATOR_SESSION_COOKIE] || undefined;
      return ok(
        await signInWithSecondFactor(app.database.db, token, request.body, {
          clientAddress: request.ip,
          now: request.receivedAt,
        }),
      );
    },
  );
};
