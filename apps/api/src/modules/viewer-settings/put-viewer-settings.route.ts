import { successEnvelope, viewerSettingsSchema } from '@hanabi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, ok } from '../../lib/responses.ts';
import { saveViewerSettings } from './viewer-settings.repository.ts';

/** PUT /v1/users/viewer_settings — changes the member's settings (decision 0058). */
export const putViewerSettingsRoute: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  app.put(
    '/v1/users/viewer_settings',
    {
      preHandler: app.requireMember,
      schema: {
        tags: ['users'],
        summary: "Change the member's settings",
        description:
          'The whole settings as a JSON body; answers them as kept. Safe to repeat. Needs the state-changing ' +
          'call headers (X-Requested-With, Content-Type: application/json).',
        security: [{ festaAuth: [] }],
        body: viewerSettingsSchema,
        response: {
          200: successEnvelope(viewerSettingsSchema).describe('The settings, kept'),
          ...errorResponses('badRequest', 'unauthorized', 'forbidden', 'unsupportedMediaType'),
        },
      },
    },
    async (request) => {
      await saveViewerSettings(db, await request.memberId(), request.body, request.now);
      return ok(request.body);
    },
  );
};
