import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MediaUrls } from '../../lib/media-url.ts';
import { createTitleListsRepository } from '../title-lists/title-lists.repository.ts';
import { createTitleListsService } from '../title-lists/title-lists.service.ts';
import { festaRecommendedTitlesRoute } from './festa-recommended-titles.route.ts';
import { createRecommendationsRepository } from './recommendations.repository.ts';
import { createRecommendationsService } from './recommendations.service.ts';
import { recommendedTitlesRoute } from './recommended-titles.route.ts';

/** Recommended titles: by genre for the viewer, and for spending festa points. */
export const recommendationsModule: FastifyPluginAsyncZod<{ media: MediaUrls }> = async (app, { media }) => {
  const { db } = app.database;
  const service = createRecommendationsService({ repository: createRecommendationsRepository(db), media });
  await app.register(recommendedTitlesRoute, { service });
  // The festa list is the sell-through list in another order: it reuses that list's query.
  const titleLists = createTitleListsService({ repository: createTitleListsRepository(db), media });
  await app.register(festaRecommendedTitlesRoute, { service: titleLists });
};
