import { episodeIdSchema, VENDOR_DRM_SYSTEMS } from '@hanabi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError } from '../../lib/api-error.ts';
import { errorResponses } from '../../lib/responses.ts';
import { playbackAskerOf } from '../episodes/playback-asker.ts';
import type { LicenseServers } from './license-servers.ts';
import { requirePlayableEpisode } from './playable-episode.ts';

const DRM_NAMES = { widevine: 'Widevine', playready: 'PlayReady', fairplay: 'FairPlay' } as const;

/** The licence request of Widevine, PlayReady and FairPlay is binary, as the CDM writes it. */
export const LICENSE_BODY_TYPE = 'application/octet-stream';

/**
 * POST /v1/licenses/:system/:episode_id — checks entitlement as the ClearKey endpoint does, then forwards the
 * CDM's licence request to the vendor's licence server and its licence back.
 */
export const vendorLicenseRoute: FastifyPluginAsyncZod<{ servers: LicenseServers }> = async (app, { servers }) => {
  app.post(
    '/v1/licenses/:system/:episode_id',
    {
      config: { bodyMediaType: LICENSE_BODY_TYPE },
      schema: {
        tags: ['licenses'],
        summary: 'A Widevine, PlayReady or FairPlay licence for an episode',
        description:
          'For a caller who may watch the episode now, sends the binary licence request (Content-Type ' +
          'application/octet-stream) to the configured vendor licence server and answers its licence as it ' +
          'came (200, binary). 501 when that system has no licence server configured, 502 when the vendor ' +
          'refuses or cannot be reached, 504 when it does not answer in time. Never stored by a cache.',
        params: z.object({ system: z.enum(VENDOR_DRM_SYSTEMS), episode_id: episodeIdSchema }),
        response: {
          200: z.unknown().describe('The vendor’s licence, binary, with the vendor’s Content-Type'),
          ...errorResponses('badRequest', 'forbidden', 'notFound', 'notImplemented', 'badGateway', 'gatewayTimeout'),
        },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const { system, episode_id: episodeId } = request.params;
      await requirePlayableEpisode(app.database.db, await playbackAskerOf(request), episodeId);
      const server = servers[system];
      if (!server) {
        throw new ApiError('notImplemented', {
          message: `${DRM_NAMES[system]}での再生には対応していません。別のブラウザーか端末でお試しください。`,
        });
      }
      if (!Buffer.isBuffer(request.body) || request.body.length === 0) {
        throw new ApiError('badRequest', { details: [{ field: 'body', reason: 'empty_license_request' }] });
      }
      const answer = await server.forward({ body: request.body, contentType: LICENSE_BODY_TYPE });
      if (answer.outcome === 'timeout') throw new ApiError('gatewayTimeout');
      if (answer.outcome === 'failed') {
        request.log.warn({ system, episodeId, reason: answer.reason }, 'vendor licence server failed');
        throw new ApiError('badGateway');
      }
      return reply.type(answer.contentType).send(answer.body);
    },
  );
};
