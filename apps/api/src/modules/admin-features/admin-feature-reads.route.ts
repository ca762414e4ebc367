import {
  adminCollectionListQuerySchema,
  adminCollectionQuerySchema,
  adminFeatureListSchema,
  adminFeatureSchema,
  successEnvelope,
} from '@hanabi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guardedReadErrors, OPERATOR_SECURITY, operatorIdParams } from '../../lib/operator-route-schemas.ts';
import { pageWindow, paginationOf } from '../../lib/pagination.ts';
import { requireOperator } from '../../lib/require-operator.ts';
import { ok } from '../../lib/responses.ts';
import { createAdminFeaturesRepository } from './admin-features.repository.ts';
import { featureAnswer, featureSummaryOf } from './admin-features.service.ts';

const common = { tags: ['admin-editorial'], security: OPERATOR_SECURITY };

/** GET /admin/v1/features and /admin/v1/features/{id}: features as editors see them (every role looks). */
export const adminFeatureReadsRoute: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const repository = createAdminFeaturesRepository(db);

  app.get(
    '/admin/v1/features',
    {
      onRequest: requireOperator('catalogue:read'),
      schema: {
        ...common,
        summary: 'List features (console)',
        description:
          'Every feature (特集) whatever its window, by place on the home page then start, each with its state at ' +
          'now (debug time applies outside production); `q` matches part of the name or the slug. Needs catalogue:read.',
        querystring: adminCollectionListQuerySchema,
        response: { 200: successEnvelope(adminFeatureListSchema), ...guardedReadErrors() },
      },
    },
    async (request) => {
      const { page, per_page, q } = request.query;
      const { rows, total } = await repository.list(q, pageWindow({ page, per_page }));
      return ok({
        items: rows.map((row) => featureSummaryOf(row, request.now)),
        pagination: paginationOf({ page, per_page }, total),
      });
    },
  );

  app.get(
    '/admin/v1/features/:id',
    {
      onRequest: requireOperator('catalogue:read'),
      schema: {
        ...common,
        summary: 'One feature (console)',
        description:
          'The feature with its titles in order. `at` previews it: the state it has at that instant. ' +
          'Needs catalogue:read.',
        params: operatorIdParams,
        querystring: adminCollectionQuerySchema,
        response: { 200: successEnvelope(adminFeatureSchema), ...guardedReadErrors('notFound') },
      },
    },
    async (request) => {
      const at = request.query.at ? new Date(request.query.at) : request.now;
      return ok(await featureAnswer(db, request.params.id, at));
    },
  );
};
