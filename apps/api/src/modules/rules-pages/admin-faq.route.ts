import {
  adminFaqEntrySchema,
  adminFaqListQuerySchema,
  adminFaqListSchema,
  adminFaqWriteSchema,
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
import { pageWindow, paginationOf } from '../../lib/pagination.ts';
import { requireOperator } from '../../lib/require-operator.ts';
import { ok } from '../../lib/responses.ts';
import { adminFaqEntryOf, createFaqRepository } from './faq.repository.ts';
import { createFaqEntry, deleteFaqEntry, faqNotFound, updateFaqEntry } from './faq.service.ts';

const common = { tags: ['admin-editorial'], security: OPERATOR_SECURITY };
const entryAnswer = successEnvelope(adminFaqEntrySchema);

/** /admin/v1/faq (decision 0055): every role looks, editorial:write changes, each write audited. */
export const adminFaqRoute: FastifyPluginAsyncZod = async (app) => {
  const read = requireOperator('catalogue:read');
  const write = requireOperator('editorial:write');
  const { db } = app.database;
  const repository = createFaqRepository(db);

  app.get(
    '/admin/v1/faq',
    {
      onRequest: read,
      schema: {
        ...common,
        summary: 'List FAQ entries (console)',
        description:
          'Every entry, drafts included, by number; `q` matches part of the question or the answer, or the ' +
          'number. Needs catalogue:read.',
        querystring: adminFaqListQuerySchema,
        response: { 200: successEnvelope(adminFaqListSchema), ...guardedReadErrors() },
      },
    },
    async (request) => {
      const { page, per_page, q } = request.query;
      const { rows, total } = await repository.list(q, pageWindow({ page, per_page }));
      return ok({ items: rows.map(adminFaqEntryOf), pagination: paginationOf({ page, per_page }, total) });
    },
  );

  app.get(
    '/admin/v1/faq/:id',
    {
      onRequest: read,
      schema: {
        ...common,
        summary: 'One FAQ entry (console)',
        description: 'Needs catalogue:read.',
        params: operatorIdParams,
        response: { 200: entryAnswer, ...guardedReadErrors('notFound') },
      },
    },
    async (request) => {
      const row = await repository.find(request.params.id);
      if (!row) throw faqNotFound();
      return ok(adminFaqEntryOf(row));
    },
  );

  app.post(
    '/admin/v1/faq',
    {
      onRequest: write,
      schema: {
        ...common,
        summary: 'Create an FAQ entry (console)',
        description: '409 when the number is taken. Needs editorial:write.',
        body: adminFaqWriteSchema,
        response: { 200: entryAnswer, ...guardedWriteErrors('conflict') },
      },
    },
    async (request) => ok(await createFaqEntry(db, auditActorOf(request), request.body)),
  );

  app.put(
    '/admin/v1/faq/:id',
    {
      onRequest: write,
      schema: {
        ...common,
        summary: 'Edit an FAQ entry (console)',
        description: 'The whole form. 409 when the number is taken. Needs editorial:write.',
        params: operatorIdParams,
        body: adminFaqWriteSchema,
        response: { 200: entryAnswer, ...guardedWriteErrors('notFound', 'conflict') },
      },
    },
    async (request) => ok(await updateFaqEntry(db, auditActorOf(request), request.params.id, request.body)),
  );

  app.delete(
    '/admin/v1/faq/:id',
    {
      onRequest: write,
      schema: {
        ...common,
        summary: 'Delete an FAQ entry (console)',
        description: 'Its page answers 404 from now on; answers the entry as it was. Needs editorial:write.',
        params: operatorIdParams,
        response: { 200: entryAnswer, ...guardedWriteErrors('notFound') },
      },
    },
    async (request) => ok(await deleteFaqEntry(db, auditActorOf(request), request.params.id)),
  );
};
