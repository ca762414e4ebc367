import {
  IMAGE_UPLOAD_BODY_TYPE,
  successEnvelope,
  TITLE_IMAGE_SHAPES,
  titleImageAnswerSchema,
  titleImageParamsSchema,
} from '@hanabi/contract';
import type { MediaStorage } from '@hanabi/storage';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditActorOf } from '../../lib/audit-actor.ts';
import {
  acceptImageBody,
  IMAGE_UPLOAD_DESCRIPTION,
  refuseOversizedImage,
  uploadedImageBytes,
} from '../../lib/image-sets/image-upload-body.ts';
import type { MediaUrls } from '../../lib/media-url.ts';
import { guardedWriteErrors, OPERATOR_SECURITY } from '../../lib/operator-route-schemas.ts';
import { requireOperator } from '../../lib/require-operator.ts';
import { ok } from '../../lib/responses.ts';
import { replaceTitleImage } from './title-images.service.ts';

const widths = (kind: keyof typeof TITLE_IMAGE_SHAPES) => TITLE_IMAGE_SHAPES[kind].widths.join(', ');

const DESCRIPTION = `${IMAGE_UPLOAD_DESCRIPTION} Key art is cropped to 16:9 at ${widths('key_art')}, a poster to 3:4 at ${widths('poster')}; the title then shows it as the viewer API answers it. Audited (title.replace_image). Needs catalogue:write.`;

/** POST /admin/v1/titles/{id}/images/{kind}: a title's new key art or poster (decision 0045). */
export const uploadTitleImageRoute: FastifyPluginAsyncZod<{ storage: MediaStorage; media: MediaUrls }> = async (
  app,
  { storage, media },
) => {
  acceptImageBody(app);
  app.post(
    '/admin/v1/titles/:id/images/:kind',
    {
      onRequest: [requireOperator('catalogue:write'), refuseOversizedImage],
      config: { bodyMediaType: IMAGE_UPLOAD_BODY_TYPE },
      schema: {
        tags: ['admin-catalogue'],
        summary: "Upload a title's key art or poster (console): turned into responsive variants",
        description: DESCRIPTION,
        security: OPERATOR_SECURITY,
        consumes: [IMAGE_UPLOAD_BODY_TYPE],
        params: titleImageParamsSchema,
        body: z.unknown().describe('The image file, binary'),
        response: {
          200: successEnvelope(titleImageAnswerSchema).describe("The title's new picture"),
          ...guardedWriteErrors('notFound', 'payloadTooLarge'),
        },
      },
    },
    async (request) => {
      const bytes = uploadedImageBytes(request.body);
      const { id: titleId, kind } = request.params;
      const image = await replaceTitleImage({ db: app.database.db, storage, log: request.log }, auditActorOf(request), {
        titleId,
        kind,
        bytes,
      });
      return ok({ kind, image: media(image) });
    },
  );
};
