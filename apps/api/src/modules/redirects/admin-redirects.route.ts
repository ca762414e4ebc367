import {
  adminRedirectListQuerySchema,
  adminRedirectListSchema,
  adminRedirectSchema,
  adminRedirectWriteSchema,
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
import { pageWindow, paginationOf } from '../../lib/pagination.ts';
import { requireOperator } from '../../lib/require-operator.ts';
import { ok } from '../../lib/responses.ts';
import { adminRedirectOf, listRedirects } from './admin-redirects.repository.ts';
import { createRedirect, deleteRedirect, updateRedirect } from './admin-redirects.service.ts';

const redirectAnswer = successEnvelope(adminRedirectSchema);
const common = { tags: ['admin-editorial'], security: OPERATOR_SECURITY };
const SAVE_RULES =
  '`from_path` is stored without trailing slash, non-ASCII percent-encoded. 400 for a redirect to its own page; ' +
  '409 when the path has a redirect already, or, for an enabled redirect, when it would make a chain or a loop ' +
  'with another enabled one (decision 0050). Needs editorial:write; audited.';

/**
 * Redirects under /admin/v1/redirects: the list for every role (`catalogue:read`: サポート answers where an old
 * address leads), and create, update and delete with `editorial:write` (decision 0050).
 */
export const adminRedirectsRoute: FastifyPluginAsyncZod<{ siteOrigin: string }> = async (app, { siteOrigin }) => {
  const write = requireOperator('editorial:write');
  const { db } = app.database;

  app.get(
    '/admin/v1/redirects',
    {
      onRequest: requireOperator('catalogue:read'),
      schema: {
        ...common,
        summary: 'List redirects (console)',
        description: '`q` matches part of the path or of the location. By path. Needs catalogue:read.',
        querystring: adminRedirectListQuerySchema,
        response: { 200: successEnvelope(adminRedirectListSchema), ...guardedReadErrors() },
      },
    },
    async (request) => {
      const { q, page, per_page } = request.query;
      const { rows, total } = await listRedirects(db, q, pageWindow({ page, per_page }));
      return ok({ items: rows.map(adminRedirectOf), pagination: paginationOf({ page, per_page }, total) });
    },
  );

  app.post(
    '/admin/v1/redirects',
    {
      onRequest: write,
      schema: {
        ...common,
        summary: 'Create a redirect (console)',
        description: SAVE_RULES,
        body: adminRedirectWriteSchema,
        response: { 200: redirectAnswer, ...guardedWriteErrors('conflict') },
      },
    },
    async (request) => ok(await createRedirect(db, auditActorOf(request), siteOrigin, request.body)),
  );

  app.put(
    '/admin/v1/redirects/:id',
    {
      onRequest: write,
      schema: {
        ...common,
        summary: 'Change a redirect (console)',
        description: `Every field, as on creation; switching one off or on is a change too. ${SAVE_RULES}`,
        params: operatorIdParams,
        body: adminRedirectWriteSchema,
        response: { 200: redirectAnswer, ...guardedWriteErrors('notFound', 'conflict') },
      },
    },
    async (request) => ok(await updateRedirect(db, auditActorOf(request), siteOrigin, request.params.id, request.body)),
  );

  app.delete(
    '/admin/v1/redirects/:id',
    {
      onRequest: write,
      schema: {
        ...common,
        summary: 'Delete a redirect (console)',
        description: 'Answers the redirect as it was. Needs editorial:write; audited.',
        params: operatorIdParams,
        response: { 200: redirectAnswer, ...guardedWriteErrors('notFound') },
      },
    },
    async (request) => ok(await deleteRedirect(db, auditActorOf(request), request.params.id)),
  );
};
