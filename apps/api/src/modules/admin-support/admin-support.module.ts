import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { japaneseValidationError } from '../../lib/japanese-validation.ts';
import { privateNoStore } from '../../lib/responses.ts';
import { adminInquiriesRoute } from './admin-inquiries.route.ts';
import { adminInquiryWritesRoute } from './admin-inquiry-writes.route.ts';
import { adminMembersRoute } from './admin-members.route.ts';
import { supportGrantsRoute } from './support-grants.route.ts';

/**
 * Support in the operator API (decision 0051): the inquiries inbox, member lookup, and grants of gift points
 * or episode tickets with their approval.
 */
export const adminSupportModule: FastifyPluginAsyncZod<{ grantApprovalThresholdPoints: number }> = async (
  app,
  { grantApprovalThresholdPoints },
) => {
  app.setSchemaErrorFormatter(japaneseValidationError);
  app.addHook('onRequest', async (_request, reply) => privateNoStore(reply));
  await app.register(adminInquiriesRoute);
  await app.register(adminInquiryWritesRoute);
  await app.register(adminMembersRoute);
  await app.register(supportGrantsRoute, { thresholdPoints: grantApprovalThresholdPoints });
};
