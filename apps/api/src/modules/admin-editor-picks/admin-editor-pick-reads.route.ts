import {
  adminCollectionListQuerySchema,
  adminCollectionQuerySchema,
  adminEditorPickCurrentSchema,
  adminEditorPickListSchema,
  adminEditorPickSchema,
  successEnvelope,
} from '@hanabi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guardedReadErrors, OPERATOR_SECURITY, operatorIdParams } from '../../lib/operator-route-schemas.ts';
import { pageWindow, paginationOf } from '../../lib/pagination.ts';
import { requireOperator } from '../../lib/require-operator.ts';
import { ok } from '../../lib/responses.ts';
import { editorPickIdAt } from '../recommendations/editor-pick-at.ts';
import { createAdminEditorPicksRepository } from './admin-editor-picks.repository.ts';
import { editorPickAnswer, editorPickSummaryOf } from './admin-editor-picks.service.ts';

const common = { tags: ['admin-editorial'], security: OPERATOR_SECURITY };

/** GET /admin/v1/editor_picks, …/current and …/{id} (every role looks; decision 0064). */
export const adminEditorPickReadsRoute: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const read = requireOperator('catalogue:read');

  app.get(
    '/admin/v1/editor_picks',
    {
      onRequest: read,
      schema: {
        ...common,
        summary: 'List editor picks (console)',
        description:
          'Every list of picks whatever its window, the latest start first, each with its state at now; `q` ' +
          'matches part of the name. Needs catalogue:read.',
        querystring: adminCollectionListQuerySchema,
        response: { 200: successEnvelope(adminEditorPickListSchema), ...guardedReadErrors() },
      },
    },
    async (request) => {
      const { page, per_page, q } = request.query;
      const { rows, total } = await createAdminEditorPicksRepository(db).list(q, pageWindow({ page, per_page }));
      return ok({
        items: rows.map((row) => editorPickSummaryOf(row, request.now)),
        pagination: paginationOf({ page, per_page }, total),
      });
    },
  );

  app.get(
    '/admin/v1/editor_picks/current',
    {
      onRequest: read,
      schema: {
        ...common,
        summary: 'The editor picks in force (console preview)',
        description:
          'The list that leads 「おすすめ」 at `at` (or now): of the lists whose window contains it, the one that ' +
          'started last; null when none. Needs catalogue:read.',
        querystring: adminCollectionQuerySchema,
        response: { 200: successEnvelope(adminEditorPickCurrentSchema), ...guardedReadErrors() },
      },
    },
    async (request) => {
      const at = request.query.at ? new Date(request.query.at) : request.now;
      const id = await editorPickIdAt(db, at);
      return ok({ pick: id === undefined ? null : await editorPickAnswer(db, id, at) });
    },
  );

  app.get(
    '/admin/v1/editor_picks/:id',
    {
      onRequest: read,
      schema: {
        ...common,
        summary: 'One list of editor picks (console)',
        description: 'With its titles in order; `at` previews its state at that instant. Needs catalogue:read.',
        params: operatorIdParams,
        querystring: adminCollectionQuerySchema,
        response: { 200: successEnvelope(adminEditorPickSchema), ...guardedReadErrors('notFound') },
      },
    },
    async (request) =>
      ok(await editorPickAnswer(db, request.params.id, request.query.at ? new Date(request.query.at) : request.now)),
  );
};
