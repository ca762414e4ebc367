import {
  dailySalesReportSchema,
  doubleBillingReportSchema,
  pagedReportQuerySchema,
  planRevenueReportSchema,
  pointsLiabilitySchema,
  reportRangeSchema,
  successEnvelope,
} from '@hanabi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guardedReadErrors, OPERATOR_SECURITY } from '../../lib/operator-route-schemas.ts';
import { pageWindow, paginationOf } from '../../lib/pagination.ts';
import { requireOperator } from '../../lib/require-operator.ts';
import { ok } from '../../lib/responses.ts';
import { dailySales, doubleBilling, planRevenue, pointsLiability } from './reports.repository.ts';

const common = { tags: ['admin-money'], security: OPERATOR_SECURITY };
const RANGE = '`from` and `to` are Japan dates (YYYY-MM-DD), both included, at most 366 days apart.';

/** The finance reports under /admin/v1/reports (sales:read; decision 0052). Read-only. */
export const reportsRoute: FastifyPluginAsyncZod = async (app) => {
  const onRequest = requireOperator('sales:read');

  app.get(
    '/admin/v1/reports/daily-sales',
    {
      onRequest,
      schema: {
        ...common,
        summary: 'Daily episode sales by title and episode (console)',
        description: `Completed purchases by Japan date, title and episode, with what has been refunded since. ${RANGE} Needs sales:read.`,
        querystring: pagedReportQuerySchema,
        response: { 200: successEnvelope(dailySalesReportSchema), ...guardedReadErrors() },
      },
    },
    async ({ query }) => {
      const { items, total } = await dailySales(app.database.db, query, pageWindow(query));
      return ok({ items, pagination: paginationOf(query, total) });
    },
  );

  app.get(
    '/admin/v1/reports/plan-revenue',
    {
      onRequest,
      schema: {
        ...common,
        summary: 'Plan revenue by plan and payment method (console)',
        description: `Succeeded plan payments settled in the range, by plan and payment method, with refunds. ${RANGE} Needs sales:read.`,
        querystring: reportRangeSchema,
        response: { 200: successEnvelope(planRevenueReportSchema), ...guardedReadErrors() },
      },
    },
    async ({ query }) => ok({ items: await planRevenue(app.database.db, query) }),
  );

  app.get(
    '/admin/v1/reports/points-liability',
    {
      onRequest,
      schema: {
        ...common,
        summary: 'Points liability (console)',
        description:
          'Festa and valid gift points members hold now, and the gift points expiring within 30, 60 and 90 days. Needs sales:read.',
        response: { 200: successEnvelope(pointsLiabilitySchema), ...guardedReadErrors() },
      },
    },
    async (request) => ok(await pointsLiability(app.database.db, request.receivedAt)),
  );

  app.get(
    '/admin/v1/reports/double-billing',
    {
      onRequest,
      schema: {
        ...common,
        summary: 'Members charged twice for one plan period (console)',
        description: `Members with more than one succeeded, unrefunded payment for one plan in one billing month (Japan time). ${RANGE} Needs sales:read.`,
        querystring: pagedReportQuerySchema,
        response: { 200: successEnvelope(doubleBillingReportSchema), ...guardedReadErrors() },
      },
    },
    async ({ query }) => {
      const { items, total } = await doubleBilling(app.database.db, query, pageWindow(query));
      return ok({ items, pagination: paginationOf(query, total) });
    },
  );
};
