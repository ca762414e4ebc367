import { cutScenesSchema, cutScenesWriteSchema, successEnvelope } from '@hanabi/contract';
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
import { getCutScenes, saveCutScenes } from './admin-cut-scenes.service.ts';

const answer = successEnvelope(cutScenesSchema);
const common = { tags: ['admin-catalogue'], security: OPERATOR_SECURITY, params: operatorIdParams };

/**
 * GET and PUT /admin/v1/episodes/{id}/cut-scenes: where each scene of the episode's cut starts, which carries
 * a viewer's position to the same scene of the other cut (decision 0059). Reading needs catalogue:read,
 * saving catalogue:write (audited), as for the episode itself.
 */
export const adminCutScenesRoute: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    '/admin/v1/episodes/:id/cut-scenes',
    {
      onRequest: requireOperator('catalogue:read'),
      schema: {
        ...common,
        summary: "Read the scene markers of an episode's cut (console)",
        description: 'With the other cut and how many scenes it has marked. Needs catalogue:read.',
        response: { 200: answer, ...guardedReadErrors('notFound') },
      },
    },
    async (request) => ok(await getCutScenes(db, request.params.id)),
  );

  app.put(
    '/admin/v1/episodes/:id/cut-scenes',
    {
      onRequest: requireOperator('catalogue:write'),
      schema: {
        ...common,
        summary: "Save the scene markers of an episode's cut (console)",
        description:
          'Seconds from the start of the video, the first 0, increasing, each before the end of the video (400); 409 while no video is packaged. Needs catalogue:write.',
        body: cutScenesWriteSchema,
        response: { 200: answer, ...guardedWriteErrors('notFound', 'conflict') },
      },
    },
    async (request) => ok(await saveCutScenes(db, auditActorOf(request), request.params.id, request.body.scene_starts)),
  );
};
