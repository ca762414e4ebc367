import { episodeMarkersSchema, episodeMarkersWriteSchema, successEnvelope } from '@hanabi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditActorOf } from '../../lib/audit-actor.ts';
import {
  guardedReadErrors,
  guardedWriteErrors,
  OPERATOR_SECURITY,
  operatorIdParams,
} from '../../lib/operator-route-schemas.ts';
import { requireOperator } from '../../lib/require-operator.ts';
import { ok } from '../../lib/responses.ts';
import { getEpisodeMarkers, saveEpisodeMarkers } from './admin-episode-markers.service.ts';

const answer = successEnvelope(episodeMarkersSchema);
const common = { tags: ['admin-catalogue'], security: OPERATOR_SECURITY, params: operatorIdParams };

/**
 * GET and PUT /admin/v1/episodes/{id}/markers: the opening and ending of the episode's packaged video, and
 * whether it is 360°. Reading needs catalogue:read, saving catalogue:write (audited).
 */
export const adminEpisodeMarkersRoute: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    '/admin/v1/episodes/:id/markers',
    {
      onRequest: requireOperator('catalogue:read'),
      schema: {
        ...common,
        summary: "Read an episode's skip markers and 360° flag (console)",
        description: '`video` is null until a video is packaged. Needs catalogue:read.',
        response: { 200: answer, ...guardedReadErrors('notFound') },
      },
    },
    async (request) => ok(await getEpisodeMarkers(db, request.params.id)),
  );

  app.put(
    '/admin/v1/episodes/:id/markers',
    {
      onRequest: requireOperator('catalogue:write'),
      schema: {
        ...common,
        summary: "Save an episode's skip markers and 360° flag (console)",
        description:
          'Seconds from the start of the video, each span in order and inside the video (400); 409 while no video is packaged. Viewers see it on their next play. Needs catalogue:write.',
        body: episodeMarkersWriteSchema,
        response: { 200: answer, ...guardedWriteErrors('notFound', 'conflict') },
      },
    },
    async (request) => ok(await saveEpisodeMarkers(db, auditActorOf(request), request.params.id, request.body)),
  );
};
