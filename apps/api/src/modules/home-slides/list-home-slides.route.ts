import { type HomeSlide, homeSlidesSchema, successEnvelope } from '@hanabi/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MediaUrls } from '../../lib/media-url.ts';
import { errorResponses, ok } from '../../lib/responses.ts';
import { cacheForEveryone } from '../../lib/shared-cache.ts';
import type { HomeSlidesRepository, ShownSlideRow } from './home-slides.repository.ts';

/** How long a browser or CDN may reuse a guest's carousel: a scheduled slide shows up within a minute. */
export const HOME_SLIDES_MAX_AGE_SECONDS = 60;

/**
 * A guest's answer is the same for every guest: any cache may keep it briefly, keyed on the cookie too (the
 * shared-cache rule's `Vary`), since a member's answer (their plan's slides) differs at the same address; a
 * member's leaves `private, no-store` (the viewer plugin).
 */
function cacheGuestAnswer(request: FastifyRequest, reply: FastifyReply): void {
  cacheForEveryone(request, reply, HOME_SLIDES_MAX_AGE_SECONDS);
}

function slidePath({ titleId, campaignSlug }: ShownSlideRow): string {
  return titleId === null ? `/campaigns/${encodeURIComponent(campaignSlug ?? '')}` : `/titles/${titleId}`;
}

/** GET /v1/home_slides — the home page's carousel for whoever asks (decision 0053). */
export const listHomeSlidesRoute: FastifyPluginAsyncZod<{
  repository: HomeSlidesRepository;
  media: MediaUrls;
}> = async (app, { repository, media }) => {
  app.get(
    '/v1/home_slides',
    {
      schema: {
        tags: ['home'],
        summary: "The home page's key-visual carousel",
        description:
          'The slides whose window contains now and whose audiences include the viewer’s — guest, free (signed ' +
          'in without a plan), lite or premium — and that lead somewhere that opens now (an available title, a ' +
          'running campaign), in the editors’ order. Cacheable for a minute for guests (Vary: Cookie); ' +
          '`private, no-store` for members.',
        response: { 200: successEnvelope(homeSlidesSchema).describe('The slides'), ...errorResponses() },
      },
    },
    async (request, reply) => {
      const viewer = await request.viewer();
      const audience = viewer.kind === 'guest' ? 'guest' : await repository.audienceOfMember(viewer.memberId);
      if (viewer.kind === 'guest') cacheGuestAnswer(request, reply);
      const rows = await repository.listShown(request.now, audience);
      const items: HomeSlide[] = rows.map((row) => ({
        id: row.id,
        headline: row.headline,
        line: row.line,
        image: media(row.image),
        path: slidePath(row),
        is_mature: row.titleDisplayGroup === 'mature_group',
      }));
      return ok({ items });
    },
  );
};
