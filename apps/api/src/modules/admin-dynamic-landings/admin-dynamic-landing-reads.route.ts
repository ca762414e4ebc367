import {
  adminCollectionListQuerySchema,
  adminCollectionQuerySchema,
  adminDynamicLandingListSchema,
  adminDynamicLandingSchema,
  successEnvelope,
} from '@hanabi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guardedReadErrors, OPERATOR_SECURITY, operatorIdParams } from '../../lib/operator-route-schemas.ts';
import { pageWindow, paginationOf } from '../../lib/pagination.ts';
import { requireOperator } from '../../lib/require-operator.ts';
import { ok } from '../../lib/responses.ts';
import { createAdminDynamicLandingsRepository } from './admin-dynamic-landings.repository.ts';
import { landingAnswer, landingSummaryOf } from './admin-dynamic-landings.service.ts';

const common = { tags: ['admin-editorial'], security: OPERATOR_SECURITY };

/** GET /admin/v1/dynamic_landings and /admin/v1/dynamic_landings/{id} (every role looks; decision 0063). */
export const adminDynamicLandingReadsRoute: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    '/admin/v1/dynamic_landings',
    {
      onRequest: requireOperator('catalogue:read'),
      schema: {
        ...common,
        summary: 'List dynamic landing pages (console)',
        description:
          'Every /lp/{slug} page of data whatever its window, by slug, each with its state at now; `q` matches ' +
          'part of the heading or the slug. Needs catalogue:read.',
        querystring: adminCollectionListQuerySchema,
        response: { 200: successEnvelope(adminDynamicLandingListSchema), ...guardedReadErrors() },
      },
    },
    async (request) => {
      const { page, per_page, q } = request.query;
      const { rows, total } = await createAdminDynamicLandingsRepository(db).list(q, pageWindow({ page, per_page }));
      return ok({
        items: rows.map((row) => landingSummaryOf(row, request.now)),
        pagination: paginationOf({ page, per_page }, total),
      });
    },
  );

  app.get(
    '/admin/v1/dynamic_landings/:id',
    {
      onRequest: requireOperator('catalogue:read'),
      schema: {
        ...common,
        summary: 'One dynamic landing page (console)',
        description: 'With its titles in order; `at` previews its state at that instant. Needs catalogue:read.',
        params: operatorIdParams,
        querystring: adminCollectionQuerySchema,
        response: { 200: successEnvelope(adminDynamicLandingSchema), ...guardedReadErrors('notFound') },
      },
    },
    async (request) =>
      ok(await landingAnswer(db, request.params.id, request.query.at ? new Date(request.query.at) : request.now)),
  );
};
