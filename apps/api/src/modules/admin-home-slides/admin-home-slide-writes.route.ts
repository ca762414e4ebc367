import {
  adminHomeSlideOrderAnswerSchema,
  adminHomeSlideSchema,
  adminHomeSlideWriteSchema,
  adminOrderSchema,
  successEnvelope,
} from '@hanabi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditActorOf } from '../../lib/audit-actor.ts';
import type { MediaUrls } from '../../lib/media-url.ts';
import { guardedWriteErrors, OPERATOR_SECURITY, operatorIdParams } from '../../lib/operator-route-schemas.ts';
import { requireOperator } from '../../lib/require-operator.ts';
import { ok } from '../../lib/responses.ts';
import { adminSlideAnswer, createSlide, deleteSlide, reorderSlides, updateSlide } from './admin-home-slides.service.ts';

const common = { tags: ['admin-editorial'], security: OPERATOR_SECURITY };
const slideAnswer = successEnvelope(adminHomeSlideSchema);

/** Home slides created, edited, deleted and reordered (editorial:write, each audited; decision 0053). */
export const adminHomeSlideWritesRoute: FastifyPluginAsyncZod<{ media: MediaUrls }> = async (app, { media }) => {
  const write = requireOperator('editorial:write');
  const { db } = app.database;

  app.post(
    '/admin/v1/home_slides',
    {
      onRequest: write,
      schema: {
        ...common,
        summary: 'Create a home slide (console)',
        description:
          'Copy, link (a title or a campaign), window and audiences; placed last. Shown once its picture is ' +
          'uploaded. 400 when the linked title or campaign does not exist. Needs editorial:write.',
        body: adminHomeSlideWriteSchema,
        response: { 200: slideAnswer, ...guardedWriteErrors() },
      },
    },
    async (request) =>
      ok(adminSlideAnswer(await createSlide(db, auditActorOf(request), request.body), request.now, media)),
  );

  app.put(
    '/admin/v1/home_slides/:id',
    {
      onRequest: write,
      schema: {
        ...common,
        summary: 'Edit a home slide (console)',
        description: 'The whole form; the picture and the place in the order stay. Needs editorial:write.',
        params: operatorIdParams,
        body: adminHomeSlideWriteSchema,
        response: { 200: slideAnswer, ...guardedWriteErrors('notFound') },
      },
    },
    async (request) => {
      const slide = await updateSlide(db, auditActorOf(request), request.params.id, request.body);
      return ok(adminSlideAnswer(slide, request.now, media));
    },
  );

  app.delete(
    '/admin/v1/home_slides/:id',
    {
      onRequest: write,
      schema: {
        ...common,
        summary: 'Delete a home slide (console)',
        description: 'Answers the slide as it was. Needs editorial:write.',
        params: operatorIdParams,
        response: { 200: slideAnswer, ...guardedWriteErrors('notFound') },
      },
    },
    async (request) => {
      const slide = await deleteSlide(db, auditActorOf(request), request.params.id);
      return ok(adminSlideAnswer(slide, request.now, media));
    },
  );

  app.put(
    '/admin/v1/home_slides/order',
    {
      onRequest: write,
      schema: {
        ...common,
        summary: 'Reorder the home slides (console)',
        description:
          '`ids` lists every slide not yet ended, each once, first shown first. 409 when the list no longer ' +
          'matches. Needs editorial:write.',
        body: adminOrderSchema,
        response: { 200: successEnvelope(adminHomeSlideOrderAnswerSchema), ...guardedWriteErrors('conflict') },
      },
    },
    async (request) => {
      await reorderSlides(db, auditActorOf(request), request.receivedAt, request.body.ids);
      return ok({ ids: request.body.ids });
    },
  );
};
