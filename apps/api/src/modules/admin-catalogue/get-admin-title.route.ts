import { adminTitleSchema, successEnvelope } from '@hanabi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MediaUrls } from '../../lib/media-url.ts';
import { guardedReadErrors, OPERATOR_SECURITY, operatorIdParams } from '../../lib/operator-route-schemas.ts';
import { requireOperator } from '../../lib/require-operator.ts';
import { ok } from '../../lib/responses.ts';
import { getAdminTitle } from './admin-titles.service.ts';

/** GET /admin/v1/titles/{id} — one title with everything its form edits, draft or published. */
export const getAdminTitleRoute: FastifyPluginAsyncZod<{ media: MediaUrls }> = async (app, { media }) => {
  app.get(
    '/admin/v1/titles/:id',
    {
      onRequest: requireOperator('catalogue:read'),
      schema: {
        tags: ['admin-catalogue'],
        summary: 'Get a title (console)',
        description: 'Needs catalogue:read.',
        security: OPERATOR_SECURITY,
        params: operatorIdParams,
        response: { 200: successEnvelope(adminTitleSchema).describe('The title'), ...guardedReadErrors('notFound') },
      },
    },
    async (request) => ok(await getAdminTitle(app.database.db, media, request.params.id)),
  );
};
