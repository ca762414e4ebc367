import type { Title } from '@hanabi/contract';
import { successEnvelope, titleParamsSchema, titleSchema } from '@hanabi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createAnswerCache } from '../../lib/answer-cache.ts';
import { errorResponses, ok } from '../../lib/responses.ts';
import { CATALOGUE_SHARED_SECONDS, cacheForEveryone, isShareableRequest } from '../../lib/shared-cache.ts';
import type { TitlesService } from './titles.service.ts';

/**
 * GET /v1/titles/:id — a title available now, with genres, tags, cast, staff and released episodes. The
 * hottest catalogue read (every title page, issue 19): a guest's answer is kept for a few seconds in this
 * process (CATALOGUE_ANSWER_CACHE_SECONDS).
 */
export const getTitleRoute: FastifyPluginAsyncZod<{ service: TitlesService; answerCacheSeconds: number }> = async (
  app,
  { service, answerCacheSeconds },
) => {
  const guestAnswers = createAnswerCache<number, Title>(answerCacheSeconds);
  app.get(
    '/v1/titles/:id',
    {
      schema: {
        tags: ['titles'],
        summary: 'A title and its episodes',
        description:
          'Only titles available now (available_from ≤ now < available_until) are found; episodes are those ' +
          'released by now, ordered by number, the broadcast cut before the premium cut.',
        params: titleParamsSchema,
        response: {
          200: successEnvelope(titleSchema).describe('The title'),
          ...errorResponses('badRequest', 'notFound'),
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const load = () => service.getTitle(id, request.now);
      const title = isShareableRequest(request) ? await guestAnswers.through(id, load) : await load();
      cacheForEveryone(request, reply, CATALOGUE_SHARED_SECONDS);
      return ok(title);
    },
  );
};
