/**
 * What every picture upload route shares (decisions 0045, 0049): the body is the file itself, as
 * application/octet-stream, refused when too large before it is read and when empty once it is.
 */
import { TITLE_IMAGE_BODY_TYPE, TITLE_IMAGE_MAX_BYTES, TITLE_IMAGE_MESSAGES } from '@hanabi/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ApiError } from '../../lib/api-error.ts';

/** The upload's part of a route's config and schema. */
export const IMAGE_UPLOAD_ROUTE = {
  config: { bodyMediaType: TITLE_IMAGE_BODY_TYPE },
  schema: { consumes: [TITLE_IMAGE_BODY_TYPE], body: z.unknown().describe('The image file, binary') },
} as const;

/** Reads binary bodies whole, up to the picture limit; only inside the plugin that calls it. */
export function acceptImageBodies(app: FastifyInstance): void {
  app.addContentTypeParser(
    TITLE_IMAGE_BODY_TYPE,
    { parseAs: 'buffer', bodyLimit: TITLE_IMAGE_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );
}

/** 413 from the declared length, before the body is read; a chunked body meets the parser's limit instead. */
export async function refuseOversized(request: FastifyRequest): Promise<void> {
  if (Number(request.headers['content-length'] ?? 0) > TITLE_IMAGE_MAX_BYTES) {
    throw new ApiError('payloadTooLarge', {
      message: TITLE_IMAGE_MESSAGES.tooLarge,
      details: [{ field: 'body', reason: 'too_large' }],
    });
  }
}

/** The uploaded file's bytes; 400 in Japanese when there are none. */
export function uploadedBytes(body: unknown): Buffer {
  if (!Buffer.isBuffer(body) || body.length === 0) {
    throw new ApiError('badRequest', {
      message: TITLE_IMAGE_MESSAGES.empty,
      details: [{ field: 'body', reason: 'empty' }],
    });
  }
  return body;
}

/** The part of the API document's description every picture upload shares. */
export function imageUploadDescription(shape: string): string {
  return `The body is the image file itself (Content-Type ${TITLE_IMAGE_BODY_TYPE}; JPEG, PNG, WebP or AVIF, read from its bytes, at most ${TITLE_IMAGE_MAX_BYTES / 1024 / 1024} MiB and 50 million pixels as its header declares). ${shape} 400 when the file is no image, in another format or smaller than the smallest width; 413 when it is too large.`;
}
