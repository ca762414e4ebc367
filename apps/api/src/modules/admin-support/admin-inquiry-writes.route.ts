import {
  adminInquiryNoteSchema,
  adminInquiryReplySchema,
  adminInquirySchema,
  adminInquiryUpdateSchema,
  successEnvelope,
} from '@hanabi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditActorOf } from '../../lib/audit-actor.ts';
import { guardedWriteErrors, OPERATOR_SECURITY, operatorIdParams } from '../../lib/operator-route-schemas.ts';
import { requireOperator } from '../../lib/require-operator.ts';
import { ok } from '../../lib/responses.ts';
import { createAdminInquiriesRepository } from './admin-inquiries.repository.ts';
import { addInquiryNote, replyToInquiry, updateInquiry } from './admin-inquiries.service.ts';

const common = { tags: ['admin-support'], security: OPERATOR_SECURITY, params: operatorIdParams };
const inquiryAnswer = successEnvelope(adminInquirySchema);

/**
 * Answering an inquiry (inquiries:write, each audited): its status and assignee, an internal note, a reply by
 * mail. Each answers the inquiry as it now stands.
 */
export const adminInquiryWritesRoute: FastifyPluginAsyncZod = async (app) => {
  const write = requireOperator('inquiries:write');
  const { db } = app.database;
  const repository = createAdminInquiriesRepository(db);
  const current = async (id: number) => ok(await repository.get(id));

  app.patch(
    '/admin/v1/inquiries/:id',
    {
      onRequest: write,
      schema: {
        ...common,
        summary: "Change an inquiry's status or assignee (console)",
        description:
          'status (open 未対応, in_progress 対応中, closed 完了) and/or assignee_id (null: nobody; an active operator ' +
          'who may answer inquiries). Needs inquiries:write.',
        body: adminInquiryUpdateSchema,
        response: { 200: inquiryAnswer, ...guardedWriteErrors('notFound') },
      },
    },
    async (request) => {
      const { status, assignee_id } = request.body;
      await updateInquiry(db, auditActorOf(request), request.params.id, { status, assigneeId: assignee_id });
      return current(request.params.id);
    },
  );

  app.post(
    '/admin/v1/inquiries/:id/notes',
    {
      onRequest: write,
      schema: {
        ...common,
        summary: 'Add an internal note to an inquiry (console)',
        description: 'Seen by operators only. Needs inquiries:write.',
        body: adminInquiryNoteSchema,
        response: { 200: inquiryAnswer, ...guardedWriteErrors('notFound') },
      },
    },
    async (request) => {
      await addInquiryNote(db, auditActorOf(request), request.params.id, request.body.body);
      return current(request.params.id);
    },
  );

  app.post(
    '/admin/v1/inquiries/:id/replies',
    {
      onRequest: write,
      schema: {
        ...common,
        summary: 'Reply to an inquiry by mail (console)',
        description:
          "Queues the mail to the inquiry's address (sent by the sign-in service's mail transport) and keeps it in " +
          'the thread; the inquiry becomes 対応中, or 完了 with close. Whoever answers an unassigned inquiry takes ' +
          'it. 409 for a closed inquiry. Needs inquiries:write.',
        body: adminInquiryReplySchema,
        response: { 200: inquiryAnswer, ...guardedWriteErrors('notFound', 'conflict') },
      },
    },
    async (request) => {
      await replyToInquiry(db, auditActorOf(request), request.params.id, request.body);
      return current(request.params.id);
    },
  );
};
