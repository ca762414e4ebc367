import {
  adminHomeLayoutListQuerySchema,
  adminHomeLayoutListSchema,
  adminHomeLayoutPreviewQuerySchema,
  adminHomeLayoutPreviewSchema,
  adminHomeLayoutSchema,
  adminHomeLayoutWriteSchema,
  successEnvelope,
} from '@hanabi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditActorOf } from '../../lib/audit-actor.ts';
import { japaneseValidationError } from '../../lib/japanese-validation.ts';
import {
  guardedReadErrors,
  guardedWriteErrors,
  OPERATOR_SECURITY,
  operatorIdParams,
} from '../../lib/operator-route-schemas.ts';
import { pageWindow, paginationOf } from '../../lib/pagination.ts';
import { requireOperator } from '../../lib/require-operator.ts';
import { ok, privateNoStore } from '../../lib/responses.ts';
import { homeSectionSlotsAt } from '../home-layouts/home-layout-at.ts';
import {
  adminLayoutAnswer,
  createLayout,
  deleteLayout,
  listLayouts,
  readLayout,
} from './admin-home-layouts.service.ts';

const common = { tags: ['admin-editorial'], security: OPERATOR_SECURITY };
const layoutAnswer = successEnvelope(adminHomeLayoutSchema);

/**
 * The order of the home's sections in the operator API (decision 0064): every role looks (catalogue:read),
 * editorial:write schedules and deletes, each audited.
 */
export const adminHomeLayoutsModule: FastifyPluginAsyncZod = async (app) => {
  app.setSchemaErrorFormatter(japaneseValidationError);
  app.addHook('onRequest', async (_request, reply) => privateNoStore(reply));
  const { db } = app.database;
  const read = requireOperator('catalogue:read');
  const write = requireOperator('editorial:write');

  app.get(
    '/admin/v1/home_layouts',
    {
      onRequest: read,
      schema: {
        ...common,
        summary: "List the scheduled orders of the home's sections (console)",
        description: 'Latest start first. Needs catalogue:read.',
        querystring: adminHomeLayoutListQuerySchema,
        response: { 200: successEnvelope(adminHomeLayoutListSchema), ...guardedReadErrors() },
      },
    },
    async (request) => {
      const { page, per_page } = request.query;
      const { rows, total } = await listLayouts(db, pageWindow({ page, per_page }));
      return ok({ items: rows.map(adminLayoutAnswer), pagination: paginationOf({ page, per_page }, total) });
    },
  );

  app.get(
    '/admin/v1/home_layouts/current',
    {
      onRequest: read,
      schema: {
        ...common,
        summary: "The order of the home's sections in force (console preview)",
        description:
          "Every section with show/hide as viewers get it at `at` (the console's preview at a chosen time), or " +
          'at now (X-Debug-Time outside production) without it; the built-in order when no layout is in force. ' +
          'Needs catalogue:read.',
        querystring: adminHomeLayoutPreviewQuerySchema,
        response: { 200: successEnvelope(adminHomeLayoutPreviewSchema), ...guardedReadErrors() },
      },
    },
    async (request) => {
      const { at } = request.query;
      return ok({ sections: await homeSectionSlotsAt(db, at === undefined ? request.now : new Date(at)) });
    },
  );

  app.get(
    '/admin/v1/home_layouts/:id',
    {
      onRequest: read,
      schema: {
        ...common,
        summary: "One scheduled order of the home's sections (console)",
        description: 'The console starts a new layout from it. Needs catalogue:read.',
        params: operatorIdParams,
        response: { 200: layoutAnswer, ...guardedReadErrors('notFound') },
      },
    },
    async (request) => ok(adminLayoutAnswer(await readLayout(db, request.params.id))),
  );

  app.post(
    '/admin/v1/home_layouts',
    {
      onRequest: write,
      schema: {
        ...common,
        summary: "Schedule an order of the home's sections (console)",
        description:
          'Every section once, first shown first, each shown or hidden, with its window; it replaces the order ' +
          'in force from starts_at. 400 for an unknown or missing section or a window that ends before it ' +
          'starts. Needs editorial:write.',
        body: adminHomeLayoutWriteSchema,
        response: { 200: layoutAnswer, ...guardedWriteErrors() },
      },
    },
    async (request) => ok(adminLayoutAnswer(await createLayout(db, auditActorOf(request), request.body))),
  );

  app.delete(
    '/admin/v1/home_layouts/:id',
    {
      onRequest: write,
      schema: {
        ...common,
        summary: "Delete a scheduled order of the home's sections (console)",
        description: 'Answers the layout as it was. Needs editorial:write.',
        params: operatorIdParams,
        response: { 200: layoutAnswer, ...guardedWriteErrors('notFound') },
      },
    },
    async (request) => ok(adminLayoutAnswer(await deleteLayout(db, auditActorOf(request), request.params.id))),
  );
};
