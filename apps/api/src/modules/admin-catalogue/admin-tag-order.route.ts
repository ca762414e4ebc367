import { adminOrderSchema, adminTagListSchema, successEnvelope } from '@hanabi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditActorOf } from '../../lib/audit-actor.ts';
import { guardedWriteErrors, OPERATOR_SECURITY } from '../../lib/operator-route-schemas.ts';
import { requireOperator } from '../../lib/require-operator.ts';
import { ok } from '../../lib/responses.ts';
import { reorderTags } from './admin-tags.service.ts';

/** PUT /admin/v1/tags/order: the order of a title's tags on its page (catalogue:write, audited). */
export const adminTagOrderRoute: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/admin/v1/tags/order',
    {
      onRequest: requireOperator('catalogue:write'),
      schema: {
        tags: ['admin-catalogue'],
        security: OPERATOR_SECURITY,
        summary: 'Reorder the tags (console)',
        description:
          "`ids` lists every tag once; a title's tags are shown in this order. 409 when the list no longer matches. Needs catalogue:write.",
        body: adminOrderSchema,
        response: { 200: successEnvelope(adminTagListSchema), ...guardedWriteErrors('conflict') },
      },
    },
    async (request) => ok({ items: await reorderTags(app.database.db, auditActorOf(request), request.body.ids) }),
  );
};
