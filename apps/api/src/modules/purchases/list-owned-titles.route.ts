import { ownedTitleListSchema, paginationQuerySchema, successEnvelope } from '@hanabi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toJapanIso } from '../../lib/japan-time.ts';
import type { MediaUrls } from '../../lib/media-url.ts';
import { pageWindow, paginationOf } from '../../lib/pagination.ts';
import { errorResponses, ok } from '../../lib/responses.ts';
import { toTitleCard } from '../catalogue/title-card.ts';
import { listOwnedTitles } from './purchases.repository.ts';

/** GET /v1/users/owned_titles — the titles whose episodes the caller bought, most recent purchase first. */
export const listOwnedTitlesRoute: FastifyPluginAsyncZod<{ media: MediaUrls }> = async (app, { media }) => {
  app.get(
    '/v1/users/owned_titles',
    {
      preHandler: app.requireMember,
      schema: {
        tags: ['purchases'],
        summary: "The caller's owned titles",
        description:
          'One item per title with at least one bought episode: the title card, how many of its episodes the ' +
          'caller owns and when the latest was bought. Titles stay listed after their distribution window ends.',
        security: [{ festaAuth: [] }],
        querystring: paginationQuerySchema,
        response: {
          200: successEnvelope(ownedTitleListSchema).describe('One page of owned titles'),
          ...errorResponses('badRequest', 'unauthorized'),
        },
      },
    },
    async (request) => {
      const { db } = app.database;
      const userId = await request.memberId();
      const { rows, total } = await listOwnedTitles(db, userId, { ...pageWindow(request.query), now: request.now });
      return ok({
        items: rows.map((row) => ({
          title: toTitleCard(row.card, media),
          owned_episode_count: row.ownedEpisodeCount,
          last_purchased_at: toJapanIso(row.lastPurchasedAt),
        })),
        pagination: paginationOf(request.query, total),
      });
    },
  );
};
