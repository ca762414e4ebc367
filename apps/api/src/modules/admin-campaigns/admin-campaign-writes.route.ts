import {
  adminCampaignSchema,
  adminCampaignWriteSchema,
  adminCollectionTitlesWriteSchema,
  successEnvelope,
} from '@hanabi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditActorOf } from '../../lib/audit-actor.ts';
import { guardedWriteErrors, OPERATOR_SECURITY, operatorIdParams } from '../../lib/operator-route-schemas.ts';
import { requireOperator } from '../../lib/require-operator.ts';
import { ok } from '../../lib/responses.ts';
import {
  campaignAnswer,
  createCampaign,
  deleteCampaign,
  replaceCampaignTitles,
  updateCampaign,
} from './admin-campaigns.service.ts';

const common = { tags: ['admin-editorial'], security: OPERATOR_SECURITY };
const answer = successEnvelope(adminCampaignSchema);

/** Campaigns created, edited, deleted and their titles set (editorial:write, each audited as campaign.*). */
export const adminCampaignWritesRoute: FastifyPluginAsyncZod = async (app) => {
  const write = requireOperator('editorial:write');
  const { db } = app.database;

  app.post(
    '/admin/v1/campaigns',
    {
      onRequest: write,
      schema: {
        ...common,
        summary: 'Create a campaign (console)',
        description:
          'Address, name, lead, body, layout, age guard, listing and period; no titles yet. 409 when the address is ' +
          'taken, 400 when the period does not end after it starts. Needs editorial:write.',
        body: adminCampaignWriteSchema,
        response: { 200: answer, ...guardedWriteErrors('conflict') },
      },
    },
    async (request) =>
      ok(await campaignAnswer(db, await createCampaign(db, auditActorOf(request), request.body), request.now)),
  );

  app.put(
    '/admin/v1/campaigns/:id',
    {
      onRequest: write,
      schema: {
        ...common,
        summary: 'Edit a campaign (console)',
        description: 'The whole form; its titles stay. 409 when the address is taken. Needs editorial:write.',
        params: operatorIdParams,
        body: adminCampaignWriteSchema,
        response: { 200: answer, ...guardedWriteErrors('notFound', 'conflict') },
      },
    },
    async (request) => {
      await updateCampaign(db, auditActorOf(request), request.params.id, request.body);
      return ok(await campaignAnswer(db, request.params.id, request.now));
    },
  );

  app.delete(
    '/admin/v1/campaigns/:id',
    {
      onRequest: write,
      schema: {
        ...common,
        summary: 'Delete a campaign (console)',
        description: 'With its list of titles; answers the campaign as it was. Needs editorial:write.',
        params: operatorIdParams,
        response: { 200: answer, ...guardedWriteErrors('notFound') },
      },
    },
    async (request) => ok(await deleteCampaign(db, auditActorOf(request), request.params.id, request.now)),
  );

  app.put(
    '/admin/v1/campaigns/:id/titles',
    {
      onRequest: write,
      schema: {
        ...common,
        summary: 'Set a campaign’s titles (console)',
        description: 'The whole ordered list, first shown first. 400 when an id names no title. Needs editorial:write.',
        params: operatorIdParams,
        body: adminCollectionTitlesWriteSchema,
        response: { 200: answer, ...guardedWriteErrors('notFound') },
      },
    },
    async (request) => {
      await replaceCampaignTitles(db, auditActorOf(request), request.params.id, request.body.title_ids);
      return ok(await campaignAnswer(db, request.params.id, request.now));
    },
  );
};
