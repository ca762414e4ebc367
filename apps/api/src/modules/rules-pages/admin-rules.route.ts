import {
  adminRulesDraftSchema,
  adminRulesPublishSchema,
  adminRulesRevisionListSchema,
  adminRulesRevisionSchema,
  paginationQuerySchema,
  rulesDocumentParams,
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
import { createRulesRepository } from './rules.repository.ts';
import {
  createRulesDraft,
  deleteRulesDraft,
  publishRulesRevision,
  revisionAnswer,
  updateRulesDraft,
} from './rules.service.ts';

const common = { tags: ['admin-editorial'], security: OPERATOR_SECURITY };
const revisionAnswerSchema = successEnvelope(adminRulesRevisionSchema);

/**
 * /admin/v1/rules (decision 0055): each document's revisions with dates and authors (every role looks);
 * editorial:write drafts, edits and deletes drafts and publishes them. A published revision is never changed.
 */
export const adminRulesRoute: FastifyPluginAsyncZod = async (app) => {
  const read = requireOperator('catalogue:read');
  const write = requireOperator('editorial:write');
  const { db } = app.database;

  app.get(
    '/admin/v1/rules/:document/revisions',
    {
      onRequest: read,
      schema: {
        ...common,
        summary: 'A rules document’s revisions (console)',
        description: 'Drafts and published revisions, newest effective date first, with authors. Needs catalogue:read.',
        params: rulesDocumentParams,
        querystring: paginationQuerySchema,
        response: { 200: successEnvelope(adminRulesRevisionListSchema), ...guardedReadErrors() },
      },
    },
    async (request) => {
      const { page, per_page } = request.query;
      const { rows, total } = await createRulesRepository(db).list(
        request.params.document,
        pageWindow({ page, per_page }),
      );
      return ok({ items: rows, pagination: paginationOf({ page, per_page }, total) });
    },
  );

  app.post(
    '/admin/v1/rules/:document/revisions',
    {
      onRequest: write,
      schema: {
        ...common,
        summary: 'Draft a new revision (console)',
        description:
          'The whole text and the planned effective date; viewers see nothing until it is published. Needs editorial:write.',
        params: rulesDocumentParams,
        body: adminRulesDraftSchema,
        response: { 200: revisionAnswerSchema, ...guardedWriteErrors() },
      },
    },
    async (request) => {
      const id = await createRulesDraft(db, auditActorOf(request), request.params.document, request.body);
      return ok(await revisionAnswer(db, id));
    },
  );

  app.get(
    '/admin/v1/rules/revisions/:id',
    {
      onRequest: read,
      schema: {
        ...common,
        summary: 'One revision (console)',
        description: 'A draft or a published revision, with its text (the preview). Needs catalogue:read.',
        params: operatorIdParams,
        response: { 200: revisionAnswerSchema, ...guardedReadErrors('notFound') },
      },
    },
    async (request) => ok(await revisionAnswer(db, request.params.id)),
  );

  app.put(
    '/admin/v1/rules/revisions/:id',
    {
      onRequest: write,
      schema: {
        ...common,
        summary: 'Edit a draft revision (console)',
        description: '409 when the revision is published: a change is a new revision. Needs editorial:write.',
        params: operatorIdParams,
        body: adminRulesDraftSchema,
        response: { 200: revisionAnswerSchema, ...guardedWriteErrors('notFound', 'conflict') },
      },
    },
    async (request) => {
      await updateRulesDraft(db, auditActorOf(request), request.params.id, request.body);
      return ok(await revisionAnswer(db, request.params.id));
    },
  );

  app.delete(
    '/admin/v1/rules/revisions/:id',
    {
      onRequest: write,
      schema: {
        ...common,
        summary: 'Delete a draft revision (console)',
        description: '409 when the revision is published. Needs editorial:write.',
        params: operatorIdParams,
        response: { 200: revisionAnswerSchema, ...guardedWriteErrors('notFound', 'conflict') },
      },
    },
    async (request) => {
      const before = await revisionAnswer(db, request.params.id);
      await deleteRulesDraft(db, auditActorOf(request), request.params.id);
      return ok(before);
    },
  );

  app.post(
    '/admin/v1/rules/revisions/:id/publish',
    {
      onRequest: write,
      schema: {
        ...common,
        summary: 'Publish a draft revision (console)',
        description:
          'Published now, in force from `effective_on` (Japan date, today or later; 400 otherwise). 409 when it ' +
          'is already published or another revision of the document takes effect that day. Needs editorial:write.',
        params: operatorIdParams,
        body: adminRulesPublishSchema,
        response: { 200: revisionAnswerSchema, ...guardedWriteErrors('notFound', 'conflict') },
      },
    },
    async (request) => {
      await publishRulesRevision(db, auditActorOf(request), request.params.id, request.body.effective_on);
      return ok(await revisionAnswer(db, request.params.id));
    },
  );
};
