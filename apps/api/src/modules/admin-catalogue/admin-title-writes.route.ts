import { adminTitleSchema, adminTitleWriteSchema, successEnvelope } from '@hanabi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditActorOf } from '../../lib/audit-actor.ts';
import type { MediaUrls } from '../../lib/media-url.ts';
import { guardedWriteErrors, OPERATOR_SECURITY, operatorIdParams } from '../../lib/operator-route-schemas.ts';
import { requireOperator } from '../../lib/require-operator.ts';
import { ok } from '../../lib/responses.ts';
import { createTitle, updateTitle } from './admin-titles.service.ts';

const answer = successEnvelope(adminTitleSchema).describe('The title as saved');

/** POST /admin/v1/titles (a new draft) and PUT /admin/v1/titles/{id} (the whole form saved again). */
export const adminTitleWritesRoute: FastifyPluginAsyncZod<{ media: MediaUrls }> = async (app, { media }) => {
  app.post(
    '/admin/v1/titles',
    {
      onRequest: requireOperator('catalogue:write'),
      schema: {
        tags: ['admin-catalogue'],
        summary: 'Create a title (console)',
        description: 'Created as a draft, seen by no viewer until published. Audited. Needs catalogue:write.',
        security: OPERATOR_SECURITY,
        body: adminTitleWriteSchema,
        response: { 200: answer, ...guardedWriteErrors() },
      },
    },
    async (request) => ok(await createTitle(app.database.db, media, auditActorOf(request), request.body)),
  );

  app.put(
    '/admin/v1/titles/:id',
    {
      onRequest: requireOperator('catalogue:write'),
      schema: {
        tags: ['admin-catalogue'],
        summary: 'Update a title (console)',
        description:
          'Replaces every field, genres, tags, credits and the exclusive window. Audited with before and after. Needs catalogue:write.',
        security: OPERATOR_SECURITY,
        params: operatorIdParams,
        body: adminTitleWriteSchema,
        response: { 200: answer, ...guardedWriteErrors('notFound') },
      },
    },
    async (request) =>
      ok(await updateTitle(app.database.db, media, auditActorOf(request), request.params.id, request.body)),
  );
};
