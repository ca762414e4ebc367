import {
  adminCollectionTitlesWriteSchema,
  adminFeatureSchema,
  adminFeatureWriteSchema,
  successEnvelope,
} from '@hanabi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditActorOf } from '../../lib/audit-actor.ts';
import { guardedWriteErrors, OPERATOR_SECURITY, operatorIdParams } from '../../lib/operator-route-schemas.ts';
import { requireOperator } from '../../lib/require-operator.ts';
import { ok } from '../../lib/responses.ts';
import {
  createFeature,
  deleteFeature,
  featureAnswer,
  replaceFeatureTitles,
  updateFeature,
} from './admin-features.service.ts';

const common = { tags: ['admin-editorial'], security: OPERATOR_SECURITY };
const featureAnswerSchema = successEnvelope(adminFeatureSchema);

/** Features created, edited, deleted and their titles set (editorial:write, each audited; decision 0063). */
export const adminFeatureWritesRoute: FastifyPluginAsyncZod = async (app) => {
  const write = requireOperator('editorial:write');
  const { db } = app.database;

  app.post(
    '/admin/v1/features',
    {
      onRequest: write,
      schema: {
        ...common,
        summary: 'Create a feature (console)',
        description:
          'Slug, name, description, window and place; no titles yet (a feature without titles is never shown). ' +
          '409 when the slug is taken. Needs editorial:write.',
        body: adminFeatureWriteSchema,
        response: { 200: featureAnswerSchema, ...guardedWriteErrors('conflict') },
      },
    },
    async (request) => {
      const id = await createFeature(db, auditActorOf(request), request.body);
      return ok(await featureAnswer(db, id, request.now));
    },
  );

  app.put(
    '/admin/v1/features/:id',
    {
      onRequest: write,
      schema: {
        ...common,
        summary: 'Edit a feature (console)',
        description: 'The whole form; its titles stay. 409 when the slug is taken. Needs editorial:write.',
        params: operatorIdParams,
        body: adminFeatureWriteSchema,
        response: { 200: featureAnswerSchema, ...guardedWriteErrors('notFound', 'conflict') },
      },
    },
    async (request) => {
      await updateFeature(db, auditActorOf(request), request.params.id, request.body);
      return ok(await featureAnswer(db, request.params.id, request.now));
    },
  );

  app.delete(
    '/admin/v1/features/:id',
    {
      onRequest: write,
      schema: {
        ...common,
        summary: 'Delete a feature (console)',
        description: 'With its list of titles; answers the feature as it was. Needs editorial:write.',
        params: operatorIdParams,
        response: { 200: featureAnswerSchema, ...guardedWriteErrors('notFound') },
      },
    },
    async (request) => ok(await deleteFeature(db, auditActorOf(request), request.params.id, request.now)),
  );

  app.put(
    '/admin/v1/features/:id/titles',
    {
      onRequest: write,
      schema: {
        ...common,
        summary: 'Set a feature’s titles (console)',
        description:
          'The whole ordered list, first shown first: the console adds, removes and moves titles and sends the ' +
          'result. 400 when an id names no title. Needs editorial:write.',
        params: operatorIdParams,
        body: adminCollectionTitlesWriteSchema,
        response: { 200: featureAnswerSchema, ...guardedWriteErrors('notFound') },
      },
    },
    async (request) => {
      await replaceFeatureTitles(db, auditActorOf(request), request.params.id, request.body.title_ids);
      return ok(await featureAnswer(db, request.params.id, request.now));
    },
  );
};
