import { successEnvelope, urgentNoticeSchema } from '@hanabi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, ok } from '../../lib/responses.ts';
import { cacheNoticeAnswer } from './notice-cache.ts';
import type { NoticesService } from './notices.service.ts';

/** GET /v1/notices/urgent_notice — the notice every page shows as a banner, if any. */
export const getUrgentNoticeRoute: FastifyPluginAsyncZod<{ service: NoticesService }> = async (app, { service }) => {
  app.get(
    '/v1/notices/urgent_notice',
    {
      schema: {
        tags: ['notices'],
        summary: 'The urgent notice',
        description:
          'The published notice whose urgent_until is ahead of now (the latest published when several are), ' +
          'without its body; `contents` is null when there is none. Public; cacheable for a minute.',
        response: {
          200: successEnvelope(urgentNoticeSchema).describe('The urgent notice, or null'),
          ...errorResponses(),
        },
      },
    },
    async (request, reply) => {
      cacheNoticeAnswer(request, reply);
      return ok(await service.getUrgent(request.now));
    },
  );
};
