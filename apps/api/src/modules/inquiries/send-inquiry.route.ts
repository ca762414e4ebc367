import {
  INQUIRY_RATE_LIMIT,
  INQUIRY_RATE_LIMIT_MESSAGE,
  inquiryReceiptSchema,
  inquiryRequestSchema,
  successEnvelope,
} from '@hanabi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, ok, privateNoStore } from '../../lib/responses.ts';
import { receiveInquiry } from './inquiries.service.ts';

/** POST /v1/inquiries — an inquiry from /support/inquiry, stored for the operators. */
export const sendInquiryRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/inquiries',
    {
      // The schema documents the body; the handler's own check (the contract's validateInquiry, which the
      // web form runs too) answers every refusal with the field and its Japanese message.
      attachValidation: true,
      schema: {
        tags: ['support'],
        summary: 'Send an inquiry',
        description:
          'Stores an inquiry (category, reply address, text) for the support team, with the signed-in ' +
          "member's id when there is one and the client address (X-Forwarded-For counts only from TRUST_PROXY). " +
          'Invalid fields answer 400 with details `{ field: "body.<name>", reason }` (reasons: required, invalid, ' +
          'too_short, too_long) and their Japanese messages in `message`. More than ' +
          `${INQUIRY_RATE_LIMIT.count} inquiries from one address within ${INQUIRY_RATE_LIMIT.windowMinutes} ` +
          `minutes answer 429 「${INQUIRY_RATE_LIMIT_MESSAGE}」. Needs the state-changing call headers ` +
          '(X-Requested-With, Content-Type: application/json).',
        body: inquiryRequestSchema,
        response: {
          200: successEnvelope(inquiryReceiptSchema).describe('The inquiry, received'),
          ...errorResponses('badRequest', 'forbidden', 'unsupportedMediaType', 'tooManyRequests'),
        },
      },
    },
    async (request, reply) => {
      privateNoStore(reply);
      const { db } = app.database;
      const userId = (await request.viewer()).memberId;
      return ok(await receiveInquiry(db, request.body, { userId, requesterIp: request.ip }, request.now));
    },
  );
};
