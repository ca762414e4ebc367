import {
  adminInquiryListQuerySchema,
  adminInquiryListSchema,
  adminInquirySchema,
  inquiryAssigneeListSchema,
  successEnvelope,
} from '@hanabi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guardedReadErrors, OPERATOR_SECURITY, operatorIdParams } from '../../lib/operator-route-schemas.ts';
import { pageWindow, paginationOf } from '../../lib/pagination.ts';
import { requireOperator } from '../../lib/require-operator.ts';
import { ok } from '../../lib/responses.ts';
import { createAdminInquiriesRepository } from './admin-inquiries.repository.ts';
import { listAssignees } from './admin-inquiries.service.ts';

const common = { tags: ['admin-support'], security: OPERATOR_SECURITY };

/** The support inbox under /admin/v1/inquiries: the list, one inquiry with its thread, the assignees (inquiries:read). */
export const adminInquiriesRoute: FastifyPluginAsyncZod = async (app) => {
  const read = requireOperator('inquiries:read');
  const repository = createAdminInquiriesRepository(app.database.db);

  app.get(
    '/admin/v1/inquiries',
    {
      onRequest: read,
      schema: {
        ...common,
        summary: 'List inquiries (console)',
        description:
          '未対応 first, then 対応中, then 完了; within each, the longest waiting first. Filters: status, assignee_id, ' +
          'unassigned=true; q finds words in the address or the text. Needs inquiries:read.',
        querystring: adminInquiryListQuerySchema,
        response: { 200: successEnvelope(adminInquiryListSchema), ...guardedReadErrors() },
      },
    },
    async (request) => {
      const { query } = request;
      const { items, total } = await repository.list(
        {
          status: query.status,
          assigneeId: query.assignee_id,
          unassigned: query.unassigned === 'true',
          words: (query.q ?? '').split(/\s+/).filter(Boolean),
        },
        pageWindow(query),
      );
      return ok({ items, pagination: paginationOf(query, total) });
    },
  );

  app.get(
    '/admin/v1/inquiries/:id',
    {
      onRequest: read,
      schema: {
        ...common,
        summary: 'One inquiry and its thread (console)',
        description: 'The inquiry, then its replies and internal notes, oldest first. Needs inquiries:read.',
        params: operatorIdParams,
        response: { 200: successEnvelope(adminInquirySchema), ...guardedReadErrors('notFound') },
      },
    },
    async (request) => ok(await repository.get(request.params.id)),
  );

  app.get(
    '/admin/v1/inquiry-assignees',
    {
      onRequest: read,
      schema: {
        ...common,
        summary: 'Who may be assigned an inquiry (console)',
        description: 'Active operators whose role answers inquiries, by name. Needs inquiries:read.',
        response: { 200: successEnvelope(inquiryAssigneeListSchema), ...guardedReadErrors() },
      },
    },
    async () => ok({ items: await listAssignees(app.database.db) }),
  );
};
