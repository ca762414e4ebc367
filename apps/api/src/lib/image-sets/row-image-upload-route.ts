/**
 * The upload route of a row's one picture, addressed by the row's id (an episode's thumbnail, decision 0049; a
 * home slide's picture, decision 0053): the shared guards and body, the row's own replacement, and the new
 * picture answered as the viewer API shows it.
 */
import { type OperatorPermission, successEnvelope } from '@hanabi/contract';
import type { StoredImage } from '@hanabi/db';
import type { MediaStorage } from '@hanabi/storage';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { type AuditActor, auditActorOf } from '../audit-actor.ts';
import type { MediaUrls } from '../media-url.ts';
import { guardedWriteErrors, operatorIdParams } from '../operator-route-schemas.ts';
import { ok } from '../responses.ts';
import { acceptImageBody, IMAGE_UPLOAD_SCHEMA, imageUploadGuards, uploadedImageBytes } from './image-upload-body.ts';
import type { ImageSetDeps } from './replace-image-set.ts';

export interface RowImageUpload {
  /** The route's path, with `:id` for the row. */
  path: string;
  permission: OperatorPermission;
  tags: string[];
  summary: string;
  description: string;
  /** The contract's answer, `{ image }`, and how the document names it. */
  answer: z.ZodType<{ image: unknown }>;
  answered: string;
  /** Stores the picture as the row's, audited; throws the row's 404 when it is unknown. */
  replace(deps: ImageSetDeps, actor: AuditActor, id: number, bytes: Buffer): Promise<StoredImage>;
}

export function rowImageUploadRoute(
  upload: RowImageUpload,
): FastifyPluginAsyncZod<{ storage: MediaStorage; media: MediaUrls }> {
  return async (app, { storage, media }) => {
    acceptImageBody(app);
    app.post(
      upload.path,
      {
        ...imageUploadGuards(upload.permission),
        schema: {
          ...IMAGE_UPLOAD_SCHEMA,
          tags: upload.tags,
          summary: upload.summary,
          description: upload.description,
          params: operatorIdParams,
          response: {
            200: successEnvelope(upload.answer).describe(upload.answered),
            ...guardedWriteErrors('notFound', 'payloadTooLarge'),
          },
        },
      },
      async (request) => {
        const bytes = uploadedImageBytes(request.body);
        const deps = { db: app.database.db, storage, log: request.log };
        const image = await upload.replace(deps, auditActorOf(request), request.params.id, bytes);
        return ok({ image: media(image) });
      },
    );
  };
}
