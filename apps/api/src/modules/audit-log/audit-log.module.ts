import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { japaneseValidationError } from '../../lib/japanese-validation.ts';
import { privateNoStore } from '../../lib/responses.ts';
import { listAuditLogRoute } from './list-audit-log.route.ts';

/** The audit log of operator writes, for the console (decision 0042). Writes go through appendAuditEntry. */
export const auditLogModule: FastifyPluginAsyncZod = async (app) => {
  app.setSchemaErrorFormatter(japaneseValidationError);
  app.addHook('onRequest', async (_request, reply) => privateNoStore(reply));
  await app.register(listAuditLogRoute);
};
