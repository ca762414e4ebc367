import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { japaneseValidationError } from '../../lib/japanese-validation.ts';
import { privateNoStore } from '../../lib/responses.ts';
import { adminPaymentsRoute } from './admin-payments.route.ts';
import { adminPurchasesRoute } from './admin-purchases.route.ts';
import { ledgerCheckRoute } from './ledger-check.route.ts';
import { reportsRoute } from './reports.route.ts';

/** Money in the operator API (decision 0052): members' purchases and their refunds, their plan and points payments and the refunds asked for them (decision 0054), the ledger check and the finance reports. */
export const adminMoneyModule: FastifyPluginAsyncZod = async (app) => {
  app.setSchemaErrorFormatter(japaneseValidationError);
  app.addHook('onRequest', async (_request, reply) => privateNoStore(reply));
  await app.register(adminPurchasesRoute);
  await app.register(adminPaymentsRoute);
  await app.register(ledgerCheckRoute);
  await app.register(reportsRoute);
};
