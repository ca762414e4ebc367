import {
  episodePackagingJobsSchema,
  packagingJobSchema,
  packagingJobsQuerySchema,
  startPackagingSchema,
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
import { requireOperator } from '../../lib/require-operator.ts';
import { ok } from '../../lib/responses.ts';
import type { PackagingJobsService } from './packaging-jobs.service.ts';

const common = { tags: ['admin-video'], security: OPERATOR_SECURITY, params: operatorIdParams };

/**
 * An episode's packaging jobs: GET /admin/v1/episodes/{id}/packaging-jobs (newest first, paged, with the
 * episode they are for) and POST, which starts a job for a finished upload (audited).
 */
export const episodePackagingJobsRoute: FastifyPluginAsyncZod<{ jobs: PackagingJobsService }> = async (
  app,
  { jobs },
) => {
  app.get(
    '/admin/v1/episodes/:id/packaging-jobs',
    {
      onRequest: requireOperator('catalogue:read'),
      schema: {
        ...common,
        summary: "List an episode's packaging jobs (console)",
        description: 'Newest first, with stage, percent, log tail and failure reason. Needs catalogue:read.',
        querystring: packagingJobsQuerySchema,
        response: { 200: successEnvelope(episodePackagingJobsSchema), ...guardedReadErrors('notFound') },
      },
    },
    async (request) => ok(await jobs.episodeJobs(request.params.id, request.query)),
  );

  app.post(
    '/admin/v1/episodes/:id/packaging-jobs',
    {
      onRequest: requireOperator('video:write'),
      schema: {
        ...common,
        summary: 'Package an uploaded video for an episode (console)',
        description:
          'Queues a packaging job for a finished upload of this episode: 404 for an unknown upload, 409 while it is incomplete, belongs to another episode, or another job of the episode is queued or running. Needs video:write.',
        body: startPackagingSchema,
        response: { 200: successEnvelope(packagingJobSchema), ...guardedWriteErrors('notFound', 'conflict') },
      },
    },
    async (request) => ok(await jobs.start(auditActorOf(request), request.params.id, request.body.upload_id)),
  );
};
