import { noticeSectionsSchema, successEnvelope } from '@hanabi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, ok } from '../../lib/responses.ts';
import { cacheNoticeAnswer } from './notice-cache.ts';
import type { NoticesService } from './notices.service.ts';

/** GET /v1/notice_sections — the sections notices are filed under. */
export const listNoticeSectionsRoute: FastifyPluginAsyncZod<{ service: NoticesService }> = async (app, { service }) => {
  app.get(
    '/v1/notice_sections',
    {
      schema: {
        tags: ['notices'],
        summary: 'Notice sections',
        description: 'Every notice section in display order. Public; cacheable for a minute.',
        response: {
          200: successEnvelope(noticeSectionsSchema).describe('Every section'),
          ...errorResponses(),
        },
      },
    },
    async (request, reply) => {
      cacheNoticeAnswer(request, reply);
      return ok(await service.listSections());
    },
  );
};
