import {
  adminCampaignListSchema,
  adminCampaignSchema,
  adminCollectionListQuerySchema,
  adminCollectionQuerySchema,
  successEnvelope,
} from '@hanabi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guardedReadErrors, OPERATOR_SECURITY, operatorIdParams } from '../../lib/operator-route-schemas.ts';
import { pageWindow, paginationOf } from '../../lib/pagination.ts';
import { requireOperator } from '../../lib/require-operator.ts';
import { ok } from '../../lib/responses.ts';
import { createAdminCampaignsRepository } from './admin-campaigns.repository.ts';
import { campaignAnswer, campaignSummaryOf } from './admin-campaigns.service.ts';

const common = { tags: ['admin-editorial'], security: OPERATOR_SECURITY };

/** GET /admin/v1/campaigns and /admin/v1/campaigns/{id} (every role looks; decision 0061). */
export const adminCampaignReadsRoute: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    '/admin/v1/campaigns',
    {
      onRequest: requireOperator('catalogue:read'),
      schema: {
        ...common,
        summary: 'List campaigns (console)',
        description:
          'Every /campaigns/{slug} page whatever its period, latest start first, each with its state at now; `q` ' +
          'matches part of the name or the number or name in the address. Needs catalogue:read.',
        querystring: adminCollectionListQuerySchema,
        response: { 200: successEnvelope(adminCampaignListSchema), ...guardedReadErrors() },
      },
    },
    async (request) => {
      const { page, per_page, q } = request.query;
      const { rows, total } = await createAdminCampaignsRepository(db).list(q, pageWindow({ page, per_page }));
      return ok({
        items: rows.map((row) => campaignSummaryOf(row, request.now)),
        pagination: paginationOf({ page, per_page }, total),
      });
    },
  );

  app.get(
    '/admin/v1/campaigns/:id',
    {
      onRequest: requireOperator('catalogue:read'),
      schema: {
        ...common,
        summary: 'One campaign (console)',
        description: 'With its titles in order; `at` previews its state at that instant. Needs catalogue:read.',
        params: operatorIdParams,
        querystring: adminCollectionQuerySchema,
        response: { 200: successEnvelope(adminCampaignSchema), ...guardedReadErrors('notFound') },
      },
    },
    async (request) =>
      ok(await campaignAnswer(db, request.params.id, request.query.at ? new Date(request.query.at) : request.now)),
  );
};
