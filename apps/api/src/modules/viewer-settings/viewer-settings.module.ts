import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getViewerSettingsRoute } from './get-viewer-settings.route.ts';
import { putViewerSettingsRoute } from './put-viewer-settings.route.ts';

/** A member's settings, kept by the API (decision 0058); a guest's are a cookie the web server reads. */
export const viewerSettingsModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(getViewerSettingsRoute);
  await app.register(putViewerSettingsRoute);
};
