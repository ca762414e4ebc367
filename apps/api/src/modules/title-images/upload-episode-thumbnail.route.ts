import { episodeThumbnailAnswerSchema, successEnvelope, TITLE_IMAGE_SHAPES } from '@hanabi/contract';
import type { MediaStorage } from '@hanabi/storage';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditActorOf } from '../../lib/audit-actor.ts';
import type { MediaUrls } from '../../lib/media-url.ts';
import { guardedWriteErrors, OPERATOR_SECURITY, operatorIdParams } from '../../lib/operator-route-schemas.ts';
import { requireOperator } from '../../lib/require-operator.ts';
import { ok } from '../../lib/responses.ts';
import { IMAGE_UPLOAD_ROUTE, imageUploadDescription, refuseOversized, uploadedBytes } from './image-upload-body.ts';
import { replaceCatalogueImage } from './title-images.service.ts';

const DESCRIPTION = `${imageUploadDescription(
  `It is cropped around the centre to 16:9 and stored under a content-addressed path (cached as immutable) at the widths it is large enough for (${TITLE_IMAGE_SHAPES.thumbnail.widths.join(', ')}), each in AVIF, WebP and JPEG. Every episode list and card then shows it: \`url\` is the largest JPEG and \`variants\` lists every file.`,
)} Audited (episode.replace_thumbnail). Needs catalogue:write.`;

/** POST /admin/v1/episodes/{id}/thumbnail: an episode's new thumbnail (decision 0049). */
export const uploadEpisodeThumbnailRoute: FastifyPluginAsyncZod<{ storage: MediaStorage; media: MediaUrls }> = async (
  app,
  { storage, media },
) => {
  app.post(
    '/admin/v1/episodes/:id/thumbnail',
    {
      onRequest: [requireOperator('catalogue:write'), refuseOversized],
      config: IMAGE_UPLOAD_ROUTE.config,
      schema: {
        ...IMAGE_UPLOAD_ROUTE.schema,
        tags: ['admin-catalogue'],
        summary: "Upload an episode's thumbnail (console): turned into responsive variants",
        description: DESCRIPTION,
        security: OPERATOR_SECURITY,
        params: operatorIdParams,
        response: {
          200: successEnvelope(episodeThumbnailAnswerSchema).describe("The episode's new thumbnail"),
          ...guardedWriteErrors('notFound', 'payloadTooLarge'),
        },
      },
    },
    async (request) => {
      const bytes = uploadedBytes(request.body);
      const deps = { db: app.database.db, storage, log: request.log };
      const upload = { ownerId: request.params.id, kind: 'thumbnail', bytes } as const;
      const image = await replaceCatalogueImage(deps, auditActorOf(request), upload);
      return ok({ image: media(image) });
    },
  );
};
