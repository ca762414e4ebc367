import { adminTitleListQuerySchema, adminTitleListSchema, successEnvelope } from '@hanabi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MediaUrls } from '../../lib/media-url.ts';
import { guardedReadErrors, OPERATOR_SECURITY } from '../../lib/operator-route-schemas.ts';
import { pageWindow, paginationOf } from '../../lib/pagination.ts';
import { requireOperator } from '../../lib/require-operator.ts';
import { ok } from '../../lib/responses.ts';
import { adminTitleSummaryOf } from './admin-title-answer.ts';
import { listAdminTitles } from './admin-titles.repository.ts';

/** GET /admin/v1/titles — every title, drafts included, searched, filtered, sorted and paged. */
export const listAdminTitlesRoute: FastifyPluginAsyncZod<{ media: MediaUrls }> = async (app, { media }) => {
  app.get(
    '/admin/v1/titles',
    {
      onRequest: requireOperator('catalogue:read'),
      schema: {
        tags: ['admin-catalogue'],
        summary: 'List titles (console)',
        description:
          '`q` matches part of the name or the kana reading, normalised as the search is (decision 0018). Needs catalogue:read.',
        security: OPERATOR_SECURITY,
        querystring: adminTitleListQuerySchema,
        response: { 200: successEnvelope(adminTitleListSchema).describe('One page of titles'), ...guardedReadErrors() },
      },
    },
    async (request) => {
      const { sort, page, per_page, ...filters } = request.query;
      const { rows, total } = await listAdminTitles(app.database.db, filters, sort, pageWindow({ page, per_page }));
      return ok({
        items: rows.map((row) => adminTitleSummaryOf(row, row.episodeCount, media)),
        pagination: paginationOf({ page, per_page }, total),
      });
    },
  );
};
