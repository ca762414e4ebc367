import { adminEpisodeListSchema, adminEpisodeSchema, adminEpisodeWriteSchema, successEnvelope } from '@hanabi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditActorOf } from '../../lib/audit-actor.ts';
import type { MediaUrls } from '../../lib/media-url.ts';
import {
  guardedReadErrors,
  guardedWriteErrors,
  OPERATOR_SECURITY,
  operatorIdParams,
} from '../../lib/operator-route-schemas.ts';
import { requireOperator } from '../../lib/require-operator.ts';
import { ok } from '../../lib/responses.ts';
import { createAdminEpisodesService } from './admin-episodes.service.ts';

const episodeAnswer = successEnvelope(adminEpisodeSchema);
const common = { tags: ['admin-catalogue'], security: OPERATOR_SECURITY, params: operatorIdParams };

/**
 * Episodes: GET and POST /admin/v1/titles/{id}/episodes (a title's episodes; a new draft), PUT
 * /admin/v1/episodes/{id}, POST /admin/v1/episodes/{id}/publish and /unpublish. Writes are audited.
 */
export const adminEpisodesRoute: FastifyPluginAsyncZod<{ media: MediaUrls }> = async (app, { media }) => {
  const service = createAdminEpisodesService({ db: app.database.db, media });
  const write = requireOperator('catalogue:write');

  app.get(
    '/admin/v1/titles/:id/episodes',
    {
      onRequest: requireOperator('catalogue:read'),
      schema: {
        ...common,
        summary: "List a title's episodes (console)",
        description: 'Drafts included, by number, broadcast cut first. Needs catalogue:read.',
        response: { 200: successEnvelope(adminEpisodeListSchema), ...guardedReadErrors('notFound') },
      },
    },
    async (request) => ok({ items: await service.list(request.params.id) }),
  );

  app.post(
    '/admin/v1/titles/:id/episodes',
    {
      onRequest: write,
      schema: {
        ...common,
        summary: 'Create an episode (console)',
        description: 'Created as a draft. 409 when the number and cut are taken. Needs catalogue:write.',
        body: adminEpisodeWriteSchema,
        response: { 200: episodeAnswer, ...guardedWriteErrors('notFound', 'conflict') },
      },
    },
    async (request) => ok(await service.create(auditActorOf(request), request.params.id, request.body)),
  );

  app.put(
    '/admin/v1/episodes/:id',
    {
      onRequest: write,
      schema: {
        ...common,
        summary: 'Update an episode (console)',
        description: 'Saves the whole form. 409 when the number and cut are taken. Needs catalogue:write.',
        body: adminEpisodeWriteSchema,
        response: { 200: episodeAnswer, ...guardedWriteErrors('notFound', 'conflict') },
      },
    },
    async (request) => ok(await service.update(auditActorOf(request), request.params.id, request.body)),
  );

  for (const action of ['publish', 'unpublish'] as const) {
    app.post(
      `/admin/v1/episodes/:id/${action}`,
      {
        onRequest: write,
        schema: {
          ...common,
          summary: action === 'publish' ? 'Publish an episode (console)' : 'Unpublish an episode (console)',
          description:
            'Viewers see a published episode inside its window. Repeating it changes nothing. Needs catalogue:write.',
          response: { 200: episodeAnswer, ...guardedWriteErrors('notFound') },
        },
      },
      async (request) => ok(await service.setPublished(auditActorOf(request), request.params.id, action === 'publish')),
    );
  }
};
