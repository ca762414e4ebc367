import { adminTitlePreviewQuerySchema, adminTitlePreviewSchema, successEnvelope } from '@hanabi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MediaUrls } from '../../lib/media-url.ts';
import { guardedReadErrors, OPERATOR_SECURITY, operatorIdParams } from '../../lib/operator-route-schemas.ts';
import { requireOperator } from '../../lib/require-operator.ts';
import { ok } from '../../lib/responses.ts';
import { createAdminEpisodesService } from './admin-episodes.service.ts';
import { previewTitle } from './admin-title-preview.ts';
import { getAdminTitle } from './admin-titles.service.ts';

/** GET /admin/v1/titles/{id}/preview — the title as a guest or a member would be shown it at `at` (0048). */
export const titlePreviewRoute: FastifyPluginAsyncZod<{ media: MediaUrls }> = async (app, { media }) => {
  const episodes = createAdminEpisodesService({ db: app.database.db, media });
  app.get(
    '/admin/v1/titles/:id/preview',
    {
      onRequest: requireOperator('catalogue:read'),
      schema: {
        tags: ['admin-catalogue'],
        summary: 'Preview a title as a viewer would see it (console)',
        description:
          'Evaluates the title page and every episode for `viewer` at `at` with the viewer rules (window, ' +
          'publishing, access, way in); drafts count as published unless `drafts=hidden`. Reads only; no viewer ' +
          'route or cache is involved. Needs catalogue:read.',
        security: OPERATOR_SECURITY,
        params: operatorIdParams,
        querystring: adminTitlePreviewQuerySchema,
        response: { 200: successEnvelope(adminTitlePreviewSchema), ...guardedReadErrors('notFound') },
      },
    },
    async (request) => {
      const { viewer, at, drafts } = request.query;
      const title = await getAdminTitle(app.database.db, media, request.params.id);
      const list = await episodes.list(title.id);
      return ok(previewTitle(title, list, { viewer, at: new Date(at), drafts }));
    },
  );
};
