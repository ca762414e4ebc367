import { adminTitleSchema, successEnvelope } from '@hanabi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditActorOf } from '../../lib/audit-actor.ts';
import type { MediaUrls } from '../../lib/media-url.ts';
import { guardedWriteErrors, OPERATOR_SECURITY, operatorIdParams } from '../../lib/operator-route-schemas.ts';
import { requireOperator } from '../../lib/require-operator.ts';
import { ok } from '../../lib/responses.ts';
import { setTitlePublished } from './admin-titles.service.ts';

const SUMMARIES = {
  publish: 'Publish a title (console): viewers see it inside its window',
  unpublish: 'Unpublish a title (console): viewers no longer see it; what members own of it stays theirs',
};

/** POST /admin/v1/titles/{id}/publish or /unpublish (decision 0046). */
export const publishAdminTitleRoute: FastifyPluginAsyncZod<{
  action: 'publish' | 'unpublish';
  media: MediaUrls;
}> = async (app, { action, media }) => {
  app.post(
    `/admin/v1/titles/:id/${action}`,
    {
      onRequest: requireOperator('catalogue:write'),
      schema: {
        tags: ['admin-catalogue'],
        summary: SUMMARIES[action],
        description: 'Repeating it changes nothing. Audited. Needs catalogue:write.',
        security: OPERATOR_SECURITY,
        params: operatorIdParams,
        response: { 200: successEnvelope(adminTitleSchema).describe('The title'), ...guardedWriteErrors('notFound') },
      },
    },
    async (request) =>
      ok(
        await setTitlePublished(app.database.db, media, auditActorOf(request), request.params.id, action === 'publish'),
      ),
  );
};
