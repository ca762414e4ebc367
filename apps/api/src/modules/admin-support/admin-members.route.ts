import {
  adminMemberSchema,
  adminMemberSearchQuerySchema,
  adminMemberSearchSchema,
  MEMBER_MESSAGES,
  revokedMemberSessionsSchema,
  successEnvelope,
} from '@hanabi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError } from '../../lib/api-error.ts';
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
import { createAdminMembersRepository } from './admin-members.repository.ts';
import { revokeMemberSessions } from './admin-members.service.ts';
import { createSupportGrantsRepository } from './support-grants.repository.ts';

const common = { tags: ['admin-support'], security: OPERATOR_SECURITY };

/** Member lookup under /admin/v1/members (members:read), and ending a member's sessions (members:sessions). */
export const adminMembersRoute: FastifyPluginAsyncZod = async (app) => {
  const read = requireOperator('members:read');
  const { db } = app.database;
  const members = createAdminMembersRepository(db);
  const grants = createSupportGrantsRepository(db);

  app.get(
    '/admin/v1/members',
    {
      onRequest: read,
      schema: {
        ...common,
        summary: 'Find members (console)',
        description:
          'q: a member id, a festa user id, or (part of) an e-mail address; by member id. Needs members:read.',
        querystring: adminMemberSearchQuerySchema,
        response: { 200: successEnvelope(adminMemberSearchSchema), ...guardedReadErrors() },
      },
    },
    async (request) => {
      const { items, total } = await members.search(request.query.q, pageWindow(request.query));
      return ok({ items, pagination: paginationOf(request.query, total) });
    },
  );

  app.get(
    '/admin/v1/members/:id',
    {
      onRequest: read,
      schema: {
        ...common,
        summary: 'One member, as support reads them (console)',
        description:
          'Plan history, payment method and card, payments, points by lot, purchases and entitlements, presents, ' +
          'watching, grants and signed-in sessions; each history its newest 50. Needs members:read.',
        params: operatorIdParams,
        response: { 200: successEnvelope(adminMemberSchema), ...guardedReadErrors('notFound') },
      },
    },
    async (request) => {
      const member = await members.find(request.params.id, request.receivedAt);
      if (!member) throw new ApiError('notFound', { message: MEMBER_MESSAGES.memberNotFound });
      const { items } = await grants.list({ memberId: request.params.id }, { limit: 50, offset: 0 });
      return ok({ ...member, grants: items });
    },
  );

  app.post(
    '/admin/v1/members/:id/sessions/revoke',
    {
      onRequest: requireOperator('members:sessions'),
      schema: {
        ...common,
        summary: 'End every session of a member (console)',
        description: 'Signs the member out of every browser; audited. Needs members:sessions.',
        params: operatorIdParams,
        response: { 200: successEnvelope(revokedMemberSessionsSchema), ...guardedWriteErrors('notFound') },
      },
    },
    async (request) => ok({ revoked: await revokeMemberSessions(db, auditActorOf(request), request.params.id) }),
  );
};
