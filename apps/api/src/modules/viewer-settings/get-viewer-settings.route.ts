import { successEnvelope, viewerSettingsSchema } from '@hanabi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, ok } from '../../lib/responses.ts';
import { findViewerSettings } from './viewer-settings.repository.ts';

/** GET /v1/users/viewer_settings — the member's settings, discreet mode among them (decision 0058). */
export const getViewerSettingsRoute: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  app.get(
    '/v1/users/viewer_settings',
    {
      preHandler: app.requireMember,
      schema: {
        tags: ['users'],
        summary: "The member's settings",
        description:
          'discreet: mature artwork blurred until tapped, mature titles out of the continue-watching row, a ' +
          'neutral tab title while a mature title plays. The defaults until the member changes one. Guests get ' +
          '401 (their setting is a cookie of their browser). Never cached.',
        security: [{ festaAuth: [] }],
        response: {
          200: successEnvelope(viewerSettingsSchema).describe("The member's settings"),
          ...errorResponses('unauthorized'),
        },
      },
    },
    async (request) => ok(await findViewerSettings(db, await request.memberId())),
  );
};
