import { packagingJobIdParamsSchema, packagingJobSchema, successEnvelope } from '@hanabi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditActorOf } from '../../lib/audit-actor.ts';
import { guardedReadErrors, guardedWriteErrors, OPERATOR_SECURITY } from '../../lib/operator-route-schemas.ts';
import { requireOperator } from '../../lib/require-operator.ts';
import { ok } from '../../lib/responses.ts';
import type { PackagingJobsService } from './packaging-jobs.service.ts';

const common = { tags: ['admin-video'], security: OPERATOR_SECURITY, params: packagingJobIdParamsSchema };
const jobAnswer = successEnvelope(packagingJobSchema);

/** The two changes an operator makes to a job, both audited. */
const CHANGES = {
  retry: {
    summary: 'Retry a packaging job (console)',
    description:
      'A failed or cancelled job runs again from the start; 409 for another, or while another job of its episode is queued or running. Needs video:write.',
  },
  cancel: {
    summary: 'Cancel a packaging job (console)',
    description:
      'A queued job stops at once, a running one at its next heartbeat (cancel_requested until then), leaving the episode as it was; 409 for a finished job. Needs video:write.',
  },
} as const;

/**
 * One packaging job: GET /admin/v1/packaging-jobs/{job_id} (what a console polls while it runs), POST
 * …/retry (a failed or cancelled job, from the start) and …/cancel (a queued job at once, a running one at
 * its worker's next heartbeat); both audited.
 */
export const packagingJobRoute: FastifyPluginAsyncZod<{ jobs: PackagingJobsService }> = async (app, { jobs }) => {
  app.get(
    '/admin/v1/packaging-jobs/:job_id',
    {
      onRequest: requireOperator('catalogue:read'),
      schema: {
        ...common,
        summary: 'A packaging job (console)',
        description: 'Status, stage, percent, elapsed and remaining time, log tail. Needs catalogue:read.',
        response: { 200: jobAnswer, ...guardedReadErrors('notFound') },
      },
    },
    async (request) => ok(await jobs.job(request.params.job_id)),
  );

  for (const action of ['retry', 'cancel'] as const) {
    app.post(
      `/admin/v1/packaging-jobs/:job_id/${action}`,
      {
        onRequest: requireOperator('video:write'),
        schema: {
          ...common,
          ...CHANGES[action],
          response: { 200: jobAnswer, ...guardedWriteErrors('notFound', 'conflict') },
        },
      },
      async (request) => ok(await jobs[action](auditActorOf(request), request.params.job_id)),
    );
  }
};
