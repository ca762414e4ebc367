import {
  type ClearKeyLicense,
  clearKeyLicenseRequestSchema,
  clearKeyLicenseSchema,
  episodeIdSchema,
} from '@hanabi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError } from '../../lib/api-error.ts';
import { errorResponses } from '../../lib/responses.ts';
import { playbackAskerOf } from '../episodes/playback-asker.ts';
import { base64UrlToHex, hexToBase64Url } from './clearkey.ts';
import type { ContentKeysRepository } from './content-keys.repository.ts';
import { requirePlayableEpisode } from './playable-episode.ts';

export const WRONG_KEY_MESSAGE = 'このエピソードの再生に使う鍵ではないため、お渡しできません。';

/** POST /v1/licenses/clearkey/:episode_id — the episode's content key, in the W3C EME ClearKey format. */
export const clearKeyLicenseRoute: FastifyPluginAsyncZod<{ contentKeys: ContentKeysRepository }> = async (
  app,
  { contentKeys },
) => {
  app.post(
    '/v1/licenses/clearkey/:episode_id',
    {
      schema: {
        tags: ['licenses'],
        summary: 'A ClearKey licence for an episode',
        description:
          'Takes the W3C EME ClearKey licence request and answers the licence itself (a JSON Web Key Set, not ' +
          'wrapped in the envelope, as EME reads it) with the key of the episode’s package, for a caller who may ' +
          'watch the episode now (the rules of GET /v1/episodes/{id}). Every episode, and every cut, has a key of ' +
          'its own: only that key id is answered, never a key of another episode, whatever the request names; ' +
          'refusals carry no key material. Never stored by a cache.',
        params: z.object({ episode_id: episodeIdSchema }),
        body: clearKeyLicenseRequestSchema,
        response: {
          200: clearKeyLicenseSchema.describe('The licence'),
          ...errorResponses('badRequest', 'forbidden', 'notFound'),
        },
      },
    },
    async (request, reply): Promise<ClearKeyLicense> => {
      void reply.header('cache-control', 'no-store');
      const episodeId = request.params.episode_id;
      const { media } = await requirePlayableEpisode(app.database.db, await playbackAskerOf(request), episodeId);
      const named = request.body.kids.some((kid) => base64UrlToHex(kid) === media.keyId);
      const key = named ? await contentKeys.findEpisodeContentKey(episodeId, media.keyId) : undefined;
      if (!key) {
        throw new ApiError('forbidden', {
          message: WRONG_KEY_MESSAGE,
          details: [{ field: 'body.kids', reason: 'unknown_key_id' }],
        });
      }
      return { keys: [{ kty: 'oct', kid: hexToBase64Url(key.keyId), k: hexToBase64Url(key.key) }], type: 'temporary' };
    },
  );
};
