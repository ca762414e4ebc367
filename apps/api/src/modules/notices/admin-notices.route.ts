import {
  adminNoticeListQuerySchema,
  adminNoticeListSchema,
  adminNoticePreviewQuerySchema,
  adminNoticePreviewSchema,
  adminNoticeSchema,
  adminNoticeWriteSchema,
  NOTICE_MESSAGES,
  successEnvelope,
} from '@hanabi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError } from '../../lib/api-error.ts';
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
import { adminNoticeOf, findAdminNotice, listAdminNotices } from './admin-notices.repository.ts';
import { createNotice, deleteNotice, updateNotice } from './admin-notices.service.ts';
import { noticePreviewAt } from './notice-preview.ts';
import type { NoticesRepository } from './notices.repository.ts';

const common = { tags: ['admin-editorial'], security: OPERATOR_SECURITY };
const noticeAnswer = successEnvelope(adminNoticeSchema);
const SAVE_RULES =
  'A future `published_at` schedules the notice; `urgent_until` after it makes it the urgent banner until then; ' +
  '`draft` keeps it from viewers until a save with `draft: false` publishes it. ' +
  '400 for an unknown section or an urgent end not after the publication; 409 for a slug taken. ' +
  'Needs editorial:write; audited.';

/**
 * Notices under /admin/v1/notices (decision 0050): the list, one notice and its preview at a chosen time for
 * every role (catalogue:read); create, change and delete with editorial:write. States are at the API's real
 * clock (request.receivedAt): the console schedules for real time, whatever a debug time says.
 */
export const adminNoticesRoute: FastifyPluginAsyncZod<{ viewerNotices: NoticesRepository }> = async (
  app,
  { viewerNotices },
) => {
  const { db } = app.database;
  const read = requireOperator('catalogue:read');
  const write = requireOperator('editorial:write');

  async function noticeOrNotFound(id: number) {
    const row = await findAdminNotice(db, id);
    if (!row) throw new ApiError('notFound', { message: NOTICE_MESSAGES.noticeNotFound });
    return row;
  }

  app.get(
    '/admin/v1/notices',
    {
      onRequest: read,
      schema: {
        ...common,
        summary: 'List notices (console)',
        description:
          'Every notice, scheduled ones included, newest publication first; `q` finds part of the title or slug. Needs catalogue:read.',
        querystring: adminNoticeListQuerySchema,
        response: { 200: successEnvelope(adminNoticeListSchema), ...guardedReadErrors() },
      },
    },
    async (request) => {
      const { page, per_page, ...filters } = request.query;
      const { rows, total } = await listAdminNotices(db, filters, pageWindow({ page, per_page }));
      return ok({
        items: rows.map((row) => {
          const { body: _body, ...summary } = adminNoticeOf(row, request.receivedAt);
          return summary;
        }),
        pagination: paginationOf({ page, per_page }, total),
      });
    },
  );

  app.get(
    '/admin/v1/notices/:id',
    {
      onRequest: read,
      schema: {
        ...common,
        summary: 'One notice (console)',
        description: 'With its body and its state now. Needs catalogue:read.',
        params: operatorIdParams,
        response: { 200: noticeAnswer, ...guardedReadErrors('notFound') },
      },
    },
    async (request) => ok(adminNoticeOf(await noticeOrNotFound(request.params.id), request.receivedAt)),
  );

  app.get(
    '/admin/v1/notices/:id/preview',
    {
      onRequest: read,
      schema: {
        ...common,
        summary: 'A notice as viewers see it at a chosen time (console)',
        description:
          'Whether viewers see the notice at `at`, and which notice the urgent banner shows then (when several are urgent, the latest published), by the viewers’ own query; a draft as it will be once published. Changes nothing. Needs catalogue:read.',
        params: operatorIdParams,
        querystring: adminNoticePreviewQuerySchema,
        response: { 200: successEnvelope(adminNoticePreviewSchema), ...guardedReadErrors('notFound') },
      },
    },
    async (request) => {
      const at = new Date(request.query.at);
      const row = await noticeOrNotFound(request.params.id);
      return ok(noticePreviewAt(row, at, request.query.at, await viewerNotices.findUrgent(at)));
    },
  );

  app.post(
    '/admin/v1/notices',
    {
      onRequest: write,
      schema: {
        ...common,
        summary: 'Create a notice (console)',
        description: SAVE_RULES,
        body: adminNoticeWriteSchema,
        response: { 200: noticeAnswer, ...guardedWriteErrors('conflict') },
      },
    },
    async (request) => ok(await createNotice(db, auditActorOf(request), request.body)),
  );

  app.put(
    '/admin/v1/notices/:id',
    {
      onRequest: write,
      schema: {
        ...common,
        summary: 'Change a notice (console)',
        description: `Every field, as on creation. ${SAVE_RULES}`,
        params: operatorIdParams,
        body: adminNoticeWriteSchema,
        response: { 200: noticeAnswer, ...guardedWriteErrors('notFound', 'conflict') },
      },
    },
    async (request) => ok(await updateNotice(db, auditActorOf(request), request.params.id, request.body)),
  );

  app.delete(
    '/admin/v1/notices/:id',
    {
      onRequest: write,
      schema: {
        ...common,
        summary: 'Delete a notice (console)',
        description: 'Answers the notice as it was. Needs editorial:write; audited.',
        params: operatorIdParams,
        response: { 200: noticeAnswer, ...guardedWriteErrors('notFound') },
      },
    },
    async (request) => ok(await deleteNotice(db, auditActorOf(request), request.params.id)),
  );
};
