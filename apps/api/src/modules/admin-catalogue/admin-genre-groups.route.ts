import {
  adminGenreGroupListSchema,
  adminGenreGroupSchema,
  adminGenreGroupWriteSchema,
  adminOrderSchema,
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
import {
  createGenreGroup,
  listGenreGroups,
  renameGenreGroup,
  reorderGenreGroups,
  reorderGenres,
} from './admin-genre-groups.service.ts';

const groupAnswer = successEnvelope(adminGenreGroupSchema);
const listAnswer = successEnvelope(adminGenreGroupListSchema);
const common = { tags: ['admin-catalogue'], security: OPERATOR_SECURITY };

/**
 * Genre groups under /admin/v1/genre-groups: the list with their genres (catalogue:read); create, rename, the
 * order of the groups and of the genres in one (catalogue:write, audited).
 */
export const adminGenreGroupsRoute: FastifyPluginAsyncZod = async (app) => {
  const write = requireOperator('catalogue:write');
  const { db } = app.database;

  app.get(
    '/admin/v1/genre-groups',
    {
      onRequest: requireOperator('catalogue:read'),
      schema: {
        ...common,
        summary: 'List genre groups and their genres (console)',
        description: 'In the order viewers see them, with title counts. Needs catalogue:read.',
        response: { 200: listAnswer, ...guardedReadErrors() },
      },
    },
    async () => ok({ items: await listGenreGroups(db) }),
  );

  app.post(
    '/admin/v1/genre-groups',
    {
      onRequest: write,
      schema: {
        ...common,
        summary: 'Create a genre group (console)',
        description: 'Placed last. 409 when the name is taken. Needs catalogue:write.',
        body: adminGenreGroupWriteSchema,
        response: { 200: groupAnswer, ...guardedWriteErrors('conflict') },
      },
    },
    async (request) => ok(await createGenreGroup(db, auditActorOf(request), request.body.name)),
  );

  app.put(
    '/admin/v1/genre-groups/order',
    {
      onRequest: write,
      schema: {
        ...common,
        summary: 'Reorder the genre groups (console)',
        description:
          '`ids` lists every group once, first shown first; 409 when the list no longer matches. Needs catalogue:write.',
        body: adminOrderSchema,
        response: { 200: listAnswer, ...guardedWriteErrors('conflict') },
      },
    },
    async (request) => ok({ items: await reorderGenreGroups(db, auditActorOf(request), request.body.ids) }),
  );

  app.put(
    '/admin/v1/genre-groups/:id',
    {
      onRequest: write,
      schema: {
        ...common,
        summary: 'Rename a genre group (console)',
        description: '409 when the name is taken. Needs catalogue:write.',
        params: operatorIdParams,
        body: adminGenreGroupWriteSchema,
        response: { 200: groupAnswer, ...guardedWriteErrors('notFound', 'conflict') },
      },
    },
    async (request) => ok(await renameGenreGroup(db, auditActorOf(request), request.params.id, request.body.name)),
  );

  app.put(
    '/admin/v1/genre-groups/:id/genre-order',
    {
      onRequest: write,
      schema: {
        ...common,
        summary: "Reorder a group's genres (console)",
        description:
          '`ids` lists every genre of the group once, first shown first; 409 when the list no longer matches. Needs catalogue:write.',
        params: operatorIdParams,
        body: adminOrderSchema,
        response: { 200: groupAnswer, ...guardedWriteErrors('notFound', 'conflict') },
      },
    },
    async (request) => ok(await reorderGenres(db, auditActorOf(request), request.params.id, request.body.ids)),
  );
};
