import { healthSchema, successEnvelope } from '@hanabi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/responses.ts';
import { createHealthService } from './health.service.ts';

const healthEnvelope = successEnvelope(healthSchema);

/** GET /health — no auth: 200 when the database answers, 503 otherwise, the same envelope both times. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const health = createHealthService(app.database);

  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Service health',
        response: {
          200: healthEnvelope.describe('The database answers'),
          503: healthEnvelope.describe('The database does not answer'),
        },
      },
    },
    async (_request, reply) => {
      const contents = await health.check();
      void reply.header('cache-control', 'no-store');
      return reply.code(contents.database === 'ok' ? 200 : 503).send(ok(contents));
    },
  );
};
