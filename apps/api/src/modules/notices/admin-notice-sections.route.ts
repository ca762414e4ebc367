import {
  adminNoticeSectionListSchema,
  adminNoticeSectionSchema,
  adminNoticeSectionWriteSchema,
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
import { listAdminSections } from './admin-notices.repository.ts';
import { createSection, updateSection } from './admin-notices.service.ts';

const common = { tags: ['admin-editorial'], security: OPERATOR_SECURITY };
const sectionAnswer = successEnvelope(adminNoticeSectionSchema);

/** Notice sections under /admin/v1/notice-sections: the list (catalogue:read); create and change (editorial:write). */
export const adminNoticeSectionsRoute: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const write = requireOperator('editorial:write');

  app.get(
    '/admin/v1/notice-sections',
    {
      onRequest: requireOperator('catalogue:read'),
      schema: {
        ...common,
        summary: 'List notice sections (console)',
        description: 'In the order viewers see them, with how many notices each holds. Needs catalogue:read.',
        response: { 200: successEnvelope(adminNoticeSectionListSchema), ...guardedReadErrors() },
      },
    },
    async () => ok({ items: await listAdminSections(db) }),
  );

  app.post(
    '/admin/v1/notice-sections',
    {
      onRequest: write,
      schema: {
        ...common,
        summary: 'Create a notice section (console)',
        description: '409 when the slug is taken. Needs editorial:write; audited.',
        body: adminNoticeSectionWriteSchema,
        response: { 200: sectionAnswer, ...guardedWriteErrors('conflict') },
      },
    },
    async (request) => ok(await createSection(db, auditActorOf(request), request.body)),
  );

  app.put(
    '/admin/v1/notice-sections/:id',
    {
      onRequest: write,
      schema: {
        ...common,
        summary: 'Change a notice section (console)',
        description: 'Name, slug and position. 409 when the slug is taken. Needs editorial:write; audited.',
        params: operatorIdParams,
        body: adminNoticeSectionWriteSchema,
        response: { 200: sectionAnswer, ...guardedWriteErrors('notFound', 'conflict') },
      },
    },
    async (request) => ok(await updateSection(db, auditActorOf(request), request.params.id, request.body)),
  );
};
