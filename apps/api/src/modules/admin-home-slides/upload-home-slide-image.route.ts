import {
  adminHomeSlideImageAnswerSchema,
  HOME_SLIDE_IMAGE_SHAPE,
  IMAGE_UPLOAD_BODY_TYPE,
  successEnvelope,
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
import { guardedWriteErrors, OPERATOR_SECURITY, operatorIdParams } from '../../lib/operator-route-schemas.ts';
import { requireOperator } from '../../lib/require-operator.ts';
import { ok } from '../../lib/responses.ts';
import { replaceSlideImage } from './admin-home-slides.service.ts';

const DESCRIPTION = `${IMAGE_UPLOAD_DESCRIPTION} A slide's picture is cropped to 16:9 at ${HOME_SLIDE_IMAGE_SHAPE.widths.join(', ')}. Audited (home_slide.replace_image). Needs editorial:write.`;

/** POST /admin/v1/home_slides/{id}/image: a slide's new picture (decision 0053). */
export const uploadHomeSlideImageRoute: FastifyPluginAsyncZod<{ storage: MediaStorage; media: MediaUrls }> = async (
  app,
  { storage, media },
) => {
  acceptImageBody(app);
  app.post(
    '/admin/v1/home_slides/:id/image',
    {
      onRequest: [requireOperator('editorial:write'), refuseOversizedImage],
      config: { bodyMediaType: IMAGE_UPLOAD_BODY_TYPE },
      schema: {
        tags: ['admin-editorial'],
        summary: "Upload a home slide's picture (console): turned into responsive variants",
        description: DESCRIPTION,
        security: OPERATOR_SECURITY,
        consumes: [IMAGE_UPLOAD_BODY_TYPE],
        params: operatorIdParams,
        body: z.unknown().describe('The image file, binary'),
        response: {
          200: successEnvelope(adminHomeSlideImageAnswerSchema).describe("The slide's new picture"),
          ...guardedWriteErrors('notFound', 'payloadTooLarge'),
        },
      },
    },
    async (request) => {
      const bytes = uploadedImageBytes(request.body);
      const deps = { db: app.database.db, storage, log: request.log };
      const image = await replaceSlideImage(deps, auditActorOf(request), request.params.id, bytes);
      return ok({ image: media(image) });
    },
  );
};
