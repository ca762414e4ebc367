import {
  adminHomeSlideListQuerySchema,
  adminHomeSlideListSchema,
  adminHomeSlideSchema,
  HOME_SLIDE_MESSAGES,
  successEnvelope,
} from '@hanabi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError } from '../../lib/api-error.ts';
import type { MediaUrls } from '../../lib/media-url.ts';
import { guardedReadErrors, OPERATOR_SECURITY, operatorIdParams } from '../../lib/operator-route-schemas.ts';
import { pageWindow, paginationOf } from '../../lib/pagination.ts';
import { requireOperator } from '../../lib/require-operator.ts';
import { ok } from '../../lib/responses.ts';
import { createAdminHomeSlidesRepository } from './admin-home-slides.repository.ts';
import { adminSlideAnswer } from './admin-home-slides.service.ts';

const common = { tags: ['admin-editorial'], security: OPERATOR_SECURITY };

/** GET /admin/v1/home_slides and /admin/v1/home_slides/{id}: the carousel as editors see it (every role looks). */
export const adminHomeSlideReadsRoute: FastifyPluginAsyncZod<{ media: MediaUrls }> = async (app, { media }) => {
  const repository = createAdminHomeSlidesRepository(app.database.db);

  app.get(
    '/admin/v1/home_slides',
    {
      onRequest: requireOperator('catalogue:read'),
      schema: {
        ...common,
        summary: 'List home slides (console)',
        description:
          'Running and scheduled slides in the carousel’s order (`ended=false`, the default), or the ended ones, ' +
          'last ended first; each with its state at now (debug time applies outside production). Needs catalogue:read.',
        querystring: adminHomeSlideListQuerySchema,
        response: { 200: successEnvelope(adminHomeSlideListSchema), ...guardedReadErrors() },
      },
    },
    async (request) => {
      const { page, per_page, ended } = request.query;
      const { rows, total } = await repository.list(request.now, ended === 'true', pageWindow({ page, per_page }));
      return ok({
        items: rows.map((row) => adminSlideAnswer(row, request.now, media)),
        pagination: paginationOf({ page, per_page }, total),
      });
    },
  );

  app.get(
    '/admin/v1/home_slides/:id',
    {
      onRequest: requireOperator('catalogue:read'),
      schema: {
        ...common,
        summary: 'One home slide (console)',
        description: 'Needs catalogue:read.',
        params: operatorIdParams,
        response: { 200: successEnvelope(adminHomeSlideSchema), ...guardedReadErrors('notFound') },
      },
    },
    async (request) => {
      const row = await repository.find(request.params.id);
      if (!row) throw new ApiError('notFound', { message: HOME_SLIDE_MESSAGES.notFound });
      return ok(adminSlideAnswer(row, request.now, media));
    },
  );
};
