import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { japaneseValidationError } from '../../lib/japanese-validation.ts';
import { privateNoStore } from '../../lib/responses.ts';
import { adminEditorPickReadsRoute } from './admin-editor-pick-reads.route.ts';
import { adminEditorPickWritesRoute } from './admin-editor-pick-writes.route.ts';

/** Editor picks leading 「おすすめ」 in the operator API (decision 0064): every role looks, editorial:write changes. */
export const adminEditorPicksModule: FastifyPluginAsyncZod = async (app) => {
  app.setSchemaErrorFormatter(japaneseValidationError);
  app.addHook('onRequest', async (_request, reply) => privateNoStore(reply));
  await app.register(adminEditorPickReadsRoute);
  await app.register(adminEditorPickWritesRoute);
};
