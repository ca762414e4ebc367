import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendInquiryRoute } from './send-inquiry.route.ts';

/** Inquiries to the support team. */
export const inquiriesModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(sendInquiryRoute);
};
