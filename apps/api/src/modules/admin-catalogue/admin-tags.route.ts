import {
  adminTagListSchema,
  adminTagMergeSchema,
  adminTagSchema,
  adminTagWriteSchema,
  successEnvelope,
} from '@hanabi/contract';
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
import { createTag, listAdminTags, mergeTag, renameTag } from './admin-tags.service.ts';

const tagAnswer = successEnvelope(adminTagSchema);
const common = { tags: ['admin-catalogue'], security: OPERATOR_SECURITY };

/** Tags under /admin/v1/tags: the list (catalogue:read); create, rename and merge (catalogue:write, audited). */
export const adminTagsRoute: FastifyPluginAsyncZod = async (app) => {
  const write = requireOperator('catalogue:write');

  app.get(
    '/admin/v1/tags',
    {
      onRequest: requireOperator('catalogue:read'),
      schema: {
        ...common,
        summary: 'List tags (console)',
        description: 'Every tag by name, with how many titles carry it. Needs catalogue:read.',
        response: { 200: successEnvelope(adminTagListSchema), ...guardedReadErrors() },
      },
    },
    async () => ok({ items: await listAdminTags(app.database.db) }),
  );

  app.post(
    '/admin/v1/tags',
    {
      onRequest: write,
      schema: {
        ...common,
        summary: 'Create a tag (console)',
        description: '409 when the name is taken. Needs catalogue:write.',
        body: adminTagWriteSchema,
        response: { 200: tagAnswer, ...guardedWriteErrors('conflict') },
      },
    },
    async (request) => ok(await createTag(app.database.db, auditActorOf(request), request.body.name)),
  );

  app.put(
    '/admin/v1/tags/:id',
    {
      onRequest: write,
      schema: {
        ...common,
        summary: 'Rename a tag (console)',
        description: "The titles' search keywords follow. 409 when the name is taken. Needs catalogue:write.",
        params: operatorIdParams,
        body: adminTagWriteSchema,
        response: { 200: tagAnswer, ...guardedWriteErrors('notFound', 'conflict') },
      },
    },
    async (request) =>
      ok(await renameTag(app.database.db, auditActorOf(request), request.params.id, request.body.name)),
  );

  app.post(
    '/admin/v1/tags/:id/merge',
    {
      onRequest: write,
      schema: {
        ...common,
        summary: 'Merge a tag into another (console)',
        description:
          "Moves the tag's titles onto `into_tag_id`, then removes the tag, in one transaction. Answers the tag merged into. Needs catalogue:write.",
        params: operatorIdParams,
        body: adminTagMergeSchema,
        response: { 200: tagAnswer, ...guardedWriteErrors('notFound') },
      },
    },
    async (request) =>
      ok(await mergeTag(app.database.db, auditActorOf(request), request.params.id, request.body.into_tag_id)),
  );
};
