import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { japaneseValidationError } from '../../lib/japanese-validation.ts';
import { privateNoStore } from '../../lib/responses.ts';
import { adminFaqRoute } from './admin-faq.route.ts';
import { adminRulesRoute } from './admin-rules.route.ts';
import { rulesPagesViewerRoute } from './rules-pages-viewer.route.ts';

/** The FAQ and the rules pages for viewers (decision 0055). */
export const rulesPagesModule: FastifyPluginAsyncZod = async (app) => {
  app.setSchemaErrorFormatter(japaneseValidationError);
  await app.register(rulesPagesViewerRoute);
};

/** The FAQ and the rules revisions in the operator API (decision 0055). */
export const adminRulesPagesModule: FastifyPluginAsyncZod = async (app) => {
  app.setSchemaErrorFormatter(japaneseValidationError);
  app.addHook('onRequest', async (_request, reply) => privateNoStore(reply));
  await app.register(adminFaqRoute);
  await app.register(adminRulesRoute);
};
