import {
  adminRulesRevisionParams,
  faqEntrySchema,
  faqListSchema,
  faqNumberParams,
  RULES_MESSAGES,
  rulesDocumentParams,
  rulesPageSchema,
  rulesRevisionSchema,
  successEnvelope,
} from '@hanabi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError } from '../../lib/api-error.ts';
import { errorResponses, ok } from '../../lib/responses.ts';
import { createFaqRepository, faqEntryOf } from './faq.repository.ts';
import { pastRevision, rulesPage } from './rules.service.ts';

const faqTags = { tags: ['rules-pages'] };

/** The viewer's FAQ and rules pages (decision 0055): public reads of what operators published. */
export const rulesPagesViewerRoute: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const faq = createFaqRepository(db);

  app.get(
    '/v1/faq',
    {
      schema: {
        ...faqTags,
        summary: 'The FAQ',
        description: 'Every published FAQ entry, by topic, place and number. Public.',
        response: { 200: successEnvelope(faqListSchema), ...errorResponses() },
      },
    },
    async () => ok({ items: (await faq.published()).map(faqEntryOf) }),
  );

  app.get(
    '/v1/faq/:number',
    {
      schema: {
        ...faqTags,
        summary: 'One FAQ entry',
        description: 'The published entry of /faq/{number}; 404 for a number with no entry or a draft. Public.',
        params: faqNumberParams,
        response: { 200: successEnvelope(faqEntrySchema), ...errorResponses('badRequest', 'notFound') },
      },
    },
    async (request) => {
      const row = await faq.publishedByNumber(request.params.number);
      if (!row) throw new ApiError('notFound', { message: RULES_MESSAGES.faqNotFound });
      return ok(faqEntryOf(row));
    },
  );

  app.get(
    '/v1/rules/:document',
    {
      schema: {
        ...faqTags,
        summary: 'A rules page',
        description:
          'The revision of terms, tokusho or service_policy in force today (Japan date; debug time applies ' +
          'outside production), and every published revision that has been in force, newest first (改定履歴). Public.',
        params: rulesDocumentParams,
        response: { 200: successEnvelope(rulesPageSchema), ...errorResponses('badRequest', 'notFound') },
      },
    },
    async (request) => ok(await rulesPage(db, request.params.document, request.now)),
  );

  app.get(
    '/v1/rules/:document/revisions/:id',
    {
      schema: {
        ...faqTags,
        summary: 'A past revision of a rules page',
        description:
          'A published revision that is or was in force, with its text as published; 404 for a draft or a ' +
          'revision not yet in force. Public.',
        params: adminRulesRevisionParams,
        response: { 200: successEnvelope(rulesRevisionSchema), ...errorResponses('badRequest', 'notFound') },
      },
    },
    async (request) => ok(await pastRevision(db, request.params.document, request.params.id, request.now)),
  );
};
