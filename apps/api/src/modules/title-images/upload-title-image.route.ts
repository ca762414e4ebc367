import { successEnvelope, TITLE_IMAGE_SHAPES, titleImageAnswerSchema, titleImageParamsSchema } from '@hanabi/contract';
import type { MediaStorage } from '@hanabi/storage';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditActorOf } from '../../lib/audit-actor.ts';
import type { MediaUrls } from '../../lib/media-url.ts';
import { guardedWriteErrors, OPERATOR_SECURITY } from '../../lib/operator-route-schemas.ts';
import { requireOperator } from '../../lib/require-operator.ts';
import { ok } from '../../lib/responses.ts';
import { IMAGE_UPLOAD_ROUTE, imageUploadDescription, refuseOversized, uploadedBytes } from './image-upload-body.ts';
import { replaceCatalogueImage } from './title-images.service.ts';

const widths = (kind: keyof typeof TITLE_IMAGE_SHAPES) => TITLE_IMAGE_SHAPES[kind].widths.join(', ');

const DESCRIPTION = `${imageUploadDescription(
  `It is cropped around the centre to 16:9 (key_art) or 3:4 (poster), and stored under a content-addressed path (cached as immutable) at the widths it is large enough for (key_art ${widths('key_art')}; poster ${widths('poster')}), each in AVIF, WebP and JPEG. The title then shows it: \`url\` is the largest JPEG and \`variants\` lists every file, as the viewer API answers it.`,
)} Audited (title.replace_image). Needs catalogue:write.`;

/** POST /admin/v1/titles/{id}/images/{kind}: a title's new key art or poster (decision 0045). */
export const uploadTitleImageRoute: FastifyPluginAsyncZod<{ storage: MediaStorage; media: MediaUrls }> = async (
  app,
  { storage, media },
) => {
  app.post(
    '/admin/v1/titles/:id/images/:kind',
    {
      onRequest: [requireOperator('catalogue:write'), refuseOversized],
      config: IMAGE_UPLOAD_ROUTE.config,
      schema: {
        ...IMAGE_UPLOAD_ROUTE.schema,
        tags: ['admin-catalogue'],
        summary: "Upload a title's key art or poster (console): turned into responsive variants",
        description: DESCRIPTION,
        security: OPERATOR_SECURITY,
        params: titleImageParamsSchema,
        response: {
          200: successEnvelope(titleImageAnswerSchema).describe("The title's new picture"),
          ...guardedWriteErrors('notFound', 'payloadTooLarge'),
        },
      },
    },
    async (request) => {
      const bytes = uploadedBytes(request.body);
      const { id: ownerId, kind } = request.params;
      const deps = { db: app.database.db, storage, log: request.log };
      const image = await replaceCatalogueImage(deps, auditActorOf(request), { ownerId, kind, bytes });
      return ok({ kind, image: media(image) });
    },
  );
};
