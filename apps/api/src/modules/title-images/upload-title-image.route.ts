import {
  successEnvelope,
  TITLE_IMAGE_BODY_TYPE,
  TITLE_IMAGE_MAX_BYTES,
  TITLE_IMAGE_MESSAGES,
  TITLE_IMAGE_SHAPES,
  titleImageAnswerSchema,
  titleImageParamsSchema,
} from '@hanabi/contract';
import type { MediaStorage } from '@hanabi/storage';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError } from '../../lib/api-error.ts';
import { auditActorOf } from '../../lib/audit-actor.ts';
import type { MediaUrls } from '../../lib/media-url.ts';
import { guardedWriteErrors, OPERATOR_SECURITY } from '../../lib/operator-route-schemas.ts';
import { requireOperator } from '../../lib/require-operator.ts';
import { ok } from '../../lib/responses.ts';
import { replaceTitleImage } from './title-images.service.ts';

const widths = (kind: keyof typeof TITLE_IMAGE_SHAPES) => TITLE_IMAGE_SHAPES[kind].widths.join(', ');

const DESCRIPTION = `The body is the image file itself (Content-Type ${TITLE_IMAGE_BODY_TYPE}; JPEG, PNG, WebP or AVIF, read from its bytes, at most ${TITLE_IMAGE_MAX_BYTES / 1024 / 1024} MiB and 50 million pixels as its header declares). It is cropped around the centre to 16:9 (key_art) or 3:4 (poster), and stored under a content-addressed path (cached as immutable) at the widths it is large enough for (key_art ${widths('key_art')}; poster ${widths('poster')}), each in AVIF, WebP and JPEG. The title then shows it: \`url\` is the largest JPEG and \`variants\` lists every file, as the viewer API answers it. 400 when the file is no image, in another format or smaller than the smallest width; 413 when it is too large. Audited (title.replace_image). Needs catalogue:write.`;

/** 413 from the declared length, before the body is read; a chunked body meets the parser's limit instead. */
async function refuseOversized(request: FastifyRequest): Promise<void> {
  if (Number(request.headers['content-length'] ?? 0) > TITLE_IMAGE_MAX_BYTES) {
    throw new ApiError('payloadTooLarge', {
      message: TITLE_IMAGE_MESSAGES.tooLarge,
      details: [{ field: 'body', reason: 'too_large' }],
    });
  }
}

/** POST /admin/v1/titles/{id}/images/{kind}: a title's new key art or poster (decision 0045). */
export const uploadTitleImageRoute: FastifyPluginAsyncZod<{ storage: MediaStorage; media: MediaUrls }> = async (
  app,
  { storage, media },
) => {
  // Only inside this plugin: elsewhere a binary body stays an unsupported media type.
  app.addContentTypeParser(
    TITLE_IMAGE_BODY_TYPE,
    { parseAs: 'buffer', bodyLimit: TITLE_IMAGE_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );
  app.post(
    '/admin/v1/titles/:id/images/:kind',
    {
      onRequest: [requireOperator('catalogue:write'), refuseOversized],
      config: { bodyMediaType: TITLE_IMAGE_BODY_TYPE },
      schema: {
        tags: ['admin-catalogue'],
        summary: "Upload a title's key art or poster (console): turned into responsive variants",
        description: DESCRIPTION,
        security: OPERATOR_SECURITY,
        consumes: [TITLE_IMAGE_BODY_TYPE],
        params: titleImageParamsSchema,
        body: z.unknown().describe('The image file, binary'),
        response: {
          200: successEnvelope(titleImageAnswerSchema).describe("The title's new picture"),
          ...guardedWriteErrors('notFound', 'payloadTooLarge'),
        },
      },
    },
    async (request) => {
      const { body } = request;
      if (!Buffer.isBuffer(body) || body.length === 0) {
        throw new ApiError('badRequest', {
          message: TITLE_IMAGE_MESSAGES.empty,
          details: [{ field: 'body', reason: 'empty' }],
        });
      }
      const { id: titleId, kind } = request.params;
      const image = await replaceTitleImage({ db: app.database.db, storage, log: request.log }, auditActorOf(request), {
        titleId,
        kind,
        bytes: body,
      });
      return ok({ kind, image: media(image) });
    },
  );
};
