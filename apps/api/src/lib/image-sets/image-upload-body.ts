/**
 * What every picture upload route shares (decisions 0045, 0053): the body is the file itself, read whole up
 * to the limit; a declared length over it is refused before the body is read, an empty body after.
 */
import { IMAGE_UPLOAD_BODY_TYPE, IMAGE_UPLOAD_MAX_BYTES, IMAGE_UPLOAD_MESSAGES } from '@hanabi/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../api-error.ts';

export const IMAGE_UPLOAD_DESCRIPTION = `The body is the image file itself (Content-Type ${IMAGE_UPLOAD_BODY_TYPE}; JPEG, PNG, WebP or AVIF, read from its bytes, at most ${IMAGE_UPLOAD_MAX_BYTES / 1024 / 1024} MiB and 50 million pixels as its header declares). It is cropped around the centre and stored under a content-addressed path (cached as immutable) at the widths it is large enough for, each in AVIF, WebP and JPEG: \`url\` is the largest JPEG and \`variants\` lists every file. 400 when the file is no image, in another format or smaller than the smallest width; 413 when it is too large.`;

/** Reads the binary body as a Buffer, only inside the calling plugin: elsewhere it stays an unsupported type. */
export function acceptImageBody(app: FastifyInstance): void {
  app.addContentTypeParser(
    IMAGE_UPLOAD_BODY_TYPE,
    { parseAs: 'buffer', bodyLimit: IMAGE_UPLOAD_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );
}

/** 413 from the declared length, before the body is read; a chunked body meets the parser's limit instead. */
export async function refuseOversizedImage(request: FastifyRequest): Promise<void> {
  if (Number(request.headers['content-length'] ?? 0) > IMAGE_UPLOAD_MAX_BYTES) {
    throw new ApiError('payloadTooLarge', {
      message: IMAGE_UPLOAD_MESSAGES.tooLarge,
      details: [{ field: 'body', reason: 'too_large' }],
    });
  }
}

/** The uploaded bytes; 400 for an empty body. */
export function uploadedImageBytes(body: unknown): Buffer {
  if (!Buffer.isBuffer(body) || body.length === 0) {
    throw new ApiError('badRequest', {
      message: IMAGE_UPLOAD_MESSAGES.empty,
      details: [{ field: 'body', reason: 'empty' }],
    });
  }
  return body;
}
