import {
  adminCollectionTitlesWriteSchema,
  adminEditorPickSchema,
  adminEditorPickWriteSchema,
  successEnvelope,
} from '@hanabi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditActorOf } from '../../lib/audit-actor.ts';
import { guardedWriteErrors, OPERATOR_SECURITY, operatorIdParams } from '../../lib/operator-route-schemas.ts';
import { requireOperator } from '../../lib/require-operator.ts';
import { ok } from '../../lib/responses.ts';
import {
  createEditorPick,
  deleteEditorPick,
  editorPickAnswer,
  replaceEditorPickTitles,
  updateEditorPick,
} from './admin-editor-picks.service.ts';

const common = { tags: ['admin-editorial'], security: OPERATOR_SECURITY };
const answer = successEnvelope(adminEditorPickSchema);

/** Editor picks created, edited, deleted and their titles set (editorial:write, each audited). */
export const adminEditorPickWritesRoute: FastifyPluginAsyncZod = async (app) => {
  const write = requireOperator('editorial:write');
  const { db } = app.database;

  app.post(
    '/admin/v1/editor_picks',
    {
      onRequest: write,
      schema: {
        ...common,
        summary: 'Schedule editor picks (console)',
        description: 'Name and window; no titles yet. Needs editorial:write.',
        body: adminEditorPickWriteSchema,
        response: { 200: answer, ...guardedWriteErrors() },
      },
    },
    async (request) =>
      ok(await editorPickAnswer(db, await createEditorPick(db, auditActorOf(request), request.body), request.now)),
  );

  app.put(
    '/admin/v1/editor_picks/:id',
    {
      onRequest: write,
      schema: {
        ...common,
        summary: 'Edit editor picks (console)',
        description: 'The whole form; its titles stay. Needs editorial:write.',
        params: operatorIdParams,
        body: adminEditorPickWriteSchema,
        response: { 200: answer, ...guardedWriteErrors('notFound') },
      },
    },
    async (request) => {
      await updateEditorPick(db, auditActorOf(request), request.params.id, request.body);
      return ok(await editorPickAnswer(db, request.params.id, request.now));
    },
  );

  app.delete(
    '/admin/v1/editor_picks/:id',
    {
      onRequest: write,
      schema: {
        ...common,
        summary: 'Delete editor picks (console)',
        description: 'With its list of titles; answers the list as it was. Needs editorial:write.',
        params: operatorIdParams,
        response: { 200: answer, ...guardedWriteErrors('notFound') },
      },
    },
    async (request) => ok(await deleteEditorPick(db, auditActorOf(request), request.params.id, request.now)),
  );

  app.put(
    '/admin/v1/editor_picks/:id/titles',
    {
      onRequest: write,
      schema: {
        ...common,
        summary: 'Set the picked titles (console)',
        description: 'The whole ordered list, first shown first. 400 when an id names no title. Needs editorial:write.',
        params: operatorIdParams,
        body: adminCollectionTitlesWriteSchema,
        response: { 200: answer, ...guardedWriteErrors('notFound') },
      },
    },
    async (request) => {
      await replaceEditorPickTitles(db, auditActorOf(request), request.params.id, request.body.title_ids);
      return ok(await editorPickAnswer(db, request.params.id, request.now));
    },
  );
};
