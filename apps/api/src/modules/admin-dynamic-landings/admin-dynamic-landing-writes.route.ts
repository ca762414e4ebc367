import {
  adminCollectionTitlesWriteSchema,
  adminDynamicLandingSchema,
  adminDynamicLandingWriteSchema,
  successEnvelope,
} from '@hanabi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditActorOf } from '../../lib/audit-actor.ts';
import { guardedWriteErrors, OPERATOR_SECURITY, operatorIdParams } from '../../lib/operator-route-schemas.ts';
import { requireOperator } from '../../lib/require-operator.ts';
import { ok } from '../../lib/responses.ts';
import {
  createLanding,
  deleteLanding,
  landingAnswer,
  replaceLandingTitles,
  updateLanding,
} from './admin-dynamic-landings.service.ts';

const common = { tags: ['admin-editorial'], security: OPERATOR_SECURITY };
const answer = successEnvelope(adminDynamicLandingSchema);

/** Dynamic landing pages created, edited, deleted and their titles set (editorial:write, each audited). */
export const adminDynamicLandingWritesRoute: FastifyPluginAsyncZod = async (app) => {
  const write = requireOperator('editorial:write');
  const { db } = app.database;

  app.post(
    '/admin/v1/dynamic_landings',
    {
      onRequest: write,
      schema: {
        ...common,
        summary: 'Create a dynamic landing page (console)',
        description:
          'Slug, heading, lead, layout and window; no titles yet. 409 when the slug is taken. Needs editorial:write.',
        body: adminDynamicLandingWriteSchema,
        response: { 200: answer, ...guardedWriteErrors('conflict') },
      },
    },
    async (request) =>
      ok(await landingAnswer(db, await createLanding(db, auditActorOf(request), request.body), request.now)),
  );

  app.put(
    '/admin/v1/dynamic_landings/:id',
    {
      onRequest: write,
      schema: {
        ...common,
        summary: 'Edit a dynamic landing page (console)',
        description: 'The whole form; its titles stay. 409 when the slug is taken. Needs editorial:write.',
        params: operatorIdParams,
        body: adminDynamicLandingWriteSchema,
        response: { 200: answer, ...guardedWriteErrors('notFound', 'conflict') },
      },
    },
    async (request) => {
      await updateLanding(db, auditActorOf(request), request.params.id, request.body);
      return ok(await landingAnswer(db, request.params.id, request.now));
    },
  );

  app.delete(
    '/admin/v1/dynamic_landings/:id',
    {
      onRequest: write,
      schema: {
        ...common,
        summary: 'Delete a dynamic landing page (console)',
        description: 'With its list of titles; answers the page as it was. Needs editorial:write.',
        params: operatorIdParams,
        response: { 200: answer, ...guardedWriteErrors('notFound') },
      },
    },
    async (request) => ok(await deleteLanding(db, auditActorOf(request), request.params.id, request.now)),
  );

  app.put(
    '/admin/v1/dynamic_landings/:id/titles',
    {
      onRequest: write,
      schema: {
        ...common,
        summary: 'Set a dynamic landing page’s titles (console)',
        description: 'The whole ordered list, first shown first. 400 when an id names no title. Needs editorial:write.',
        params: operatorIdParams,
        body: adminCollectionTitlesWriteSchema,
        response: { 200: answer, ...guardedWriteErrors('notFound') },
      },
    },
    async (request) => {
      await replaceLandingTitles(db, auditActorOf(request), request.params.id, request.body.title_ids);
      return ok(await landingAnswer(db, request.params.id, request.now));
    },
  );
};
