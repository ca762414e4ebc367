import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clearKeyLicenseRoute } from './clearkey-license.route.ts';
import { createContentKeysRepository } from './content-keys.repository.ts';
import type { LicenseServers } from './license-servers.ts';
import { LICENSE_BODY_TYPE, vendorLicenseRoute } from './vendor-license.route.ts';

/** DRM licences for the player, released only after the entitlement check of the episode answer. */
export const licensesModule: FastifyPluginAsyncZod<{ servers: LicenseServers }> = async (app, options) => {
  // Only inside this module: elsewhere a binary body stays an unsupported media type.
  app.addContentTypeParser(LICENSE_BODY_TYPE, { parseAs: 'buffer', bodyLimit: 65_536 }, (_request, body, done) =>
    done(null, body),
  );
  await app.register(clearKeyLicenseRoute, { contentKeys: createContentKeysRepository(app.database.db) });
  await app.register(vendorLicenseRoute, options);
};
