/**
 * The service is licensed for Japan only (decision 0014): a request whose client address is not in Japan is
 * refused with 4003 — pages' data, media, manifests, keys and licences alike, before any route runs. Only
 * GET /health stays open, so that monitoring reaches it from anywhere.
 *
 * The client address is Fastify's `request.ip`: the connection's peer, or, when that peer is one of
 * TRUST_PROXY, the rightmost address of X-Forwarded-For that is not a trusted proxy. An address the database
 * does not know is refused. Loopback and private addresses pass only when the configuration allows them.
 */
import type { GeoRestrictionSettings } from '../../config.ts';
import { ApiError } from '../../lib/api-error.ts';
import { openCountryDatabase } from '../../lib/ip-country.ts';
import { appPlugin } from '../../lib/plugin.ts';
import { isPrivateAddress } from '../../lib/private-address.ts';

const JAPAN = 'JP';
const OPEN_ROUTES: ReadonlySet<string> = new Set(['/health']);

export const geoRestrictionPlugin = appPlugin<GeoRestrictionSettings>(
  async (app, { allowPrivateAddresses, countryDatabase }) => {
    const countries = await openCountryDatabase(countryDatabase);

    app.addHook('onRequest', async (request) => {
      if (OPEN_ROUTES.has(request.routeOptions.url ?? '')) return;
      const address = request.ip;
      if (allowPrivateAddresses && isPrivateAddress(address)) return;
      const country = countries.countryOf(address);
      if (country === JAPAN) return;
      request.log.info({ clientAddress: address, country: country ?? 'unknown' }, 'outside Japan');
      throw new ApiError('outsideJapan');
    });
  },
  { name: 'geo-restriction', dependencies: ['error-handling'] },
);
