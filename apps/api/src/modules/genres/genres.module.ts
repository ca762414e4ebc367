import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createGenresRepository } from './genres.repository.ts';
import { createGenresService } from './genres.service.ts';
import { listGenreGroupsRoute } from './list-genre-groups.route.ts';

/** The genre menu. */
export const genresModule: FastifyPluginAsyncZod = async (app) => {
  const service = createGenresService({ repository: createGenresRepository(app.database.db) });
  await app.register(listGenreGroupsRoute, { service });
};
