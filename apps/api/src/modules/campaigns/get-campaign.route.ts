import { campaignParamsSchema, campaignSchema, successEnvelope } from '@hanabi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, ok } from '../../lib/responses.ts';
import { CATALOGUE_SHARED_SECONDS, cacheForEveryone } from '../../lib/shared-cache.ts';
import type { CampaignsService } from './campaigns.service.ts';

/** GET /v1/campaigns/:slug — a campaign running now, with its titles. */
export const getCampaignRoute: FastifyPluginAsyncZod<{ service: CampaignsService }> = async (app, { service }) => {
  app.get(
    '/v1/campaigns/:slug',
    {
      schema: {
        tags: ['campaigns'],
        summary: 'A campaign running now',
        description:
          'The campaign with `slug` while its period contains now; before or after it, as for an unknown slug, ' +
          '404 (decision 0023). Listed or not, any running campaign is found. Its titles are those available ' +
          'now in the campaign’s order — mature titles for a campaign behind the age check, general titles ' +
          'otherwise; a signed-in member never sees their hidden titles.',
        params: campaignParamsSchema,
        response: {
          200: successEnvelope(campaignSchema).describe('The campaign'),
          ...errorResponses('badRequest', 'notFound'),
        },
      },
    },
    async (request, reply) => {
      const viewerId = (await request.viewer()).memberId;
      const campaign = await service.getRunning(request.params.slug, { now: request.now, viewerId });
      cacheForEveryone(request, reply, CATALOGUE_SHARED_SECONDS);
      return ok(campaign);
    },
  );
};
