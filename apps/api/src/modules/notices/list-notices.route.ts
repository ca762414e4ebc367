import { noticeListQuerySchema, noticeListSchema, successEnvelope } from '@hanabi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, ok } from '../../lib/responses.ts';
import { cacheNoticeAnswer } from './notice-cache.ts';
import type { NoticesService } from './notices.service.ts';

/** GET /v1/notices — published notices, newest first, paged. */
export const listNoticesRoute: FastifyPluginAsyncZod<{ service: NoticesService }> = async (app, { service }) => {
  app.get(
    '/v1/notices',
    {
      schema: {
        tags: ['notices'],
        summary: 'Published notices',
        description:
          'Notices published by now (published_at ≤ now), newest first, of one section when `section_id` ' +
          'is given (404 when no section has that id). Without their bodies. Public; cacheable for a minute.',
        querystring: noticeListQuerySchema,
        response: {
          200: successEnvelope(noticeListSchema).describe('One page of notices'),
          ...errorResponses('badRequest', 'notFound'),
        },
      },
    },
    async (request, reply) => {
      cacheNoticeAnswer(request, reply);
      return ok(await service.listPublished(request.query, request.now));
    },
  );
};
