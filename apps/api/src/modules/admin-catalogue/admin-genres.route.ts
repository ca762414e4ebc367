import { adminGenreMergeSchema, adminGenreSchema, adminGenreWriteSchema, successEnvelope } from '@hanabi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditActorOf } from '../../lib/audit-actor.ts';
import { guardedWriteErrors, OPERATOR_SECURITY, operatorIdParams } from '../../lib/operator-route-schemas.ts';
import { requireOperator } from '../../lib/require-operator.ts';
import { ok } from '../../lib/responses.ts';
import { createGenre, mergeGenre, updateGenre } from './admin-genres.service.ts';

const genreAnswer = successEnvelope(adminGenreSchema);
const common = { tags: ['admin-catalogue'], security: OPERATOR_SECURITY };

/** Genres under /admin/v1/genres: create, edit and merge (catalogue:write, audited); listed with their groups. */
export const adminGenresRoute: FastifyPluginAsyncZod = async (app) => {
  const write = requireOperator('catalogue:write');
  const { db } = app.database;

  app.post(
    '/admin/v1/genres',
    {
      onRequest: write,
      schema: {
        ...common,
        summary: 'Create a genre (console)',
        description: 'Placed last in its group. 409 when the name is taken. Needs catalogue:write.',
        body: adminGenreWriteSchema,
        response: { 200: genreAnswer, ...guardedWriteErrors('notFound', 'conflict') },
      },
    },
    async (request) => ok(await createGenre(db, auditActorOf(request), request.body)),
  );

  app.put(
    '/admin/v1/genres/:id',
    {
      onRequest: write,
      schema: {
        ...common,
        summary: 'Edit a genre (console)',
        description:
          'Name, reading and group; moved to another group, it is placed last there. 409 when the name is taken. Needs catalogue:write.',
        params: operatorIdParams,
        body: adminGenreWriteSchema,
        response: { 200: genreAnswer, ...guardedWriteErrors('notFound', 'conflict') },
      },
    },
    async (request) => ok(await updateGenre(db, auditActorOf(request), request.params.id, request.body)),
  );

  app.post(
    '/admin/v1/genres/:id/merge',
    {
      onRequest: write,
      schema: {
        ...common,
        summary: 'Merge a genre into another (console)',
        description:
          "Moves the genre's titles into `into_genre_id`, then removes the genre, in one transaction. Answers the genre merged into. Needs catalogue:write.",
        params: operatorIdParams,
        body: adminGenreMergeSchema,
        response: { 200: genreAnswer, ...guardedWriteErrors('notFound') },
      },
    },
    async (request) => ok(await mergeGenre(db, auditActorOf(request), request.params.id, request.body.into_genre_id)),
  );
};
