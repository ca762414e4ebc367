import {
  successEnvelope,
  supportGrantListQuerySchema,
  supportGrantListSchema,
  supportGrantRequestSchema,
  supportGrantSchema,
} from '@hanabi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditActorOf } from '../../lib/audit-actor.ts';
import {
  guardedReadErrors,
  guardedWriteErrors,
  OPERATOR_SECURITY,
  operatorIdParams,
} from '../../lib/operator-route-schemas.ts';
import { pageWindow, paginationOf } from '../../lib/pagination.ts';
import { requireOperator } from '../../lib/require-operator.ts';
import { ok } from '../../lib/responses.ts';
import { createSupportGrantsRepository } from './support-grants.repository.ts';
import { approveGrant, rejectGrant, requestGrant } from './support-grants.service.ts';

const common = { tags: ['admin-support'], security: OPERATOR_SECURITY };
const grantAnswer = successEnvelope(supportGrantSchema);

/**
 * Grants of gift points or episode tickets (decision 0051): asked for on a member (grants:small), given at once
 * within the small-grant limit; above it listed, approved or rejected by a second operator (grants:approve).
 */
export const supportGrantsRoute: FastifyPluginAsyncZod<{ thresholdPoints: number }> = async (
  app,
  { thresholdPoints },
) => {
  const approve = requireOperator('grants:approve');
  const { db } = app.database;
  const repository = createSupportGrantsRepository(db);
  const answer = async (id: number) => {
    const grant = await repository.get(id);
    if (!grant) throw new Error(`grant ${id} vanished`);
    return ok(grant);
  };

  app.post(
    '/admin/v1/members/:id/grants',
    {
      onRequest: requireOperator('grants:small'),
      schema: {
        ...common,
        summary: 'Grant gift points or an episode ticket to a member (console)',
        description:
          `A present with the reason. Worth at most the small-grant limit (GRANT_APPROVAL_THRESHOLD_POINTS, ${thresholdPoints} pt here; ` +
          'a ticket is worth its episode’s price) it is given at once; above it, it waits for approval by another ' +
          'operator with grants:approve (status pending). Needs grants:small.',
        params: operatorIdParams,
        body: supportGrantRequestSchema,
        response: { 200: grantAnswer, ...guardedWriteErrors('notFound') },
      },
    },
    async (request) =>
      answer(await requestGrant(db, auditActorOf(request), request.params.id, request.body, thresholdPoints)),
  );

  app.get(
    '/admin/v1/grants',
    {
      onRequest: approve,
      schema: {
        ...common,
        summary: 'List grants (console)',
        description: 'Newest first; status=pending is the approval queue. Needs grants:approve.',
        querystring: supportGrantListQuerySchema,
        response: { 200: successEnvelope(supportGrantListSchema), ...guardedReadErrors() },
      },
    },
    async (request) => {
      const { query } = request;
      const { items, total } = await repository.list(
        { status: query.status, memberId: query.member_id },
        pageWindow(query),
      );
      return ok({ items, pagination: paginationOf(query, total) });
    },
  );

  for (const [verb, decide] of [
    ['approve', approveGrant],
    ['reject', rejectGrant],
  ] as const) {
    app.post(
      `/admin/v1/grants/:id/${verb}`,
      {
        onRequest: approve,
        schema: {
          ...common,
          summary: verb === 'approve' ? 'Approve a waiting grant (console)' : 'Reject a waiting grant (console)',
          description:
            verb === 'approve'
              ? 'Gives the present; approving an approved grant again changes nothing. 403 for the requester, ' +
                '409 for a rejected grant. Needs grants:approve.'
              : 'The member gets nothing; rejecting again changes nothing. 403 for the requester, 409 for an ' +
                'approved grant. Needs grants:approve.',
          params: operatorIdParams,
          response: { 200: grantAnswer, ...guardedWriteErrors('notFound', 'conflict') },
        },
      },
      async (request) => {
        await decide(db, auditActorOf(request), request.params.id);
        return answer(request.params.id);
      },
    );
  }
};
