import { noticeParamsSchema, noticeSchema, successEnvelope } from '@hanabi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, ok } from '../../lib/responses.ts';
import { cacheNoticeAnswer } from './notice-cache.ts';
import type { NoticesService } from './notices.service.ts';

/** GET /v1/notices/:id — one published notice, by id or by slug. */
export const getNoticeRoute: FastifyPluginAsyncZod<{ service: NoticesService }> = async (app, { service }) => {
  app.get(
    '/v1/notices/:id',
    {
      schema: {
        tags: ['notices'],
        summary: 'A notice',
        description:
          'The notice with this numeric id, or with this slug (the notices with a fixed page, such as ' +
          '`apology_for_double_billing`), once published (published_at ≤ now); otherwise 404. Its body is ' +
          'plain text, a blank line between paragraphs. Public; cacheable for a minute.',
        params: noticeParamsSchema,
        response: {
          200: successEnvelope(noticeSchema).describe('The notice'),
          ...errorResponses('badRequest', 'notFound'),
        },
      },
    },
    async (request, reply) => {
      cacheNoticeAnswer(request, reply);
      return ok(await service.getPublished(request.params.id, request.now));
    },
  );
};
