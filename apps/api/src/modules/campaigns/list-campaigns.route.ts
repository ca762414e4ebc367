import { campaignListQuerySchema, campaignListSchema, successEnvelope } from '@hanabi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, ok } from '../../lib/responses.ts';
import { CATALOGUE_SHARED_SECONDS, cacheForEveryone } from '../../lib/shared-cache.ts';
import type { CampaignsService } from './campaigns.service.ts';

/** GET /v1/campaigns — the listed campaigns running now (/campaign_list). */
export const listCampaignsRoute: FastifyPluginAsyncZod<{ service: CampaignsService }> = async (app, { service }) => {
  app.get(
    '/v1/campaigns',
    {
      schema: {
        tags: ['campaigns'],
        summary: 'Campaigns running now',
        description:
          'Listed campaigns whose period contains now (starts_at ≤ now < ends_at), ending soonest first, paged ' +
          '(decision 0005). Campaigns behind the age check are mature: only display_group=mature_group lists ' +
          'them, and then only them (decision 0023).',
        querystring: campaignListQuerySchema,
        response: {
          200: successEnvelope(campaignListSchema).describe('One page of campaigns'),
          ...errorResponses('badRequest'),
        },
      },
    },
    async (request, reply) => {
      const campaigns = await service.listRunning(request.query, request.now);
      cacheForEveryone(request, reply, CATALOGUE_SHARED_SECONDS);
      return ok(campaigns);
    },
  );
};
