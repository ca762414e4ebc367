import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MediaUrls } from '../../lib/media-url.ts';
import { createCampaignsRepository } from './campaigns.repository.ts';
import { createCampaignsService } from './campaigns.service.ts';
import { getCampaignRoute } from './get-campaign.route.ts';
import { listCampaignsRoute } from './list-campaigns.route.ts';

/** Campaign pages as data (/campaigns/{slug}, /campaign_list; decision 0023). */
export const campaignsModule: FastifyPluginAsyncZod<{ media: MediaUrls }> = async (app, { media }) => {
  const service = createCampaignsService({ repository: createCampaignsRepository(app.database.db), media });
  await app.register(listCampaignsRoute, { service });
  await app.register(getCampaignRoute, { service });
};
