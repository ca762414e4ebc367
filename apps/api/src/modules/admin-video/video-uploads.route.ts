/**
 * The console's resumable video uploads (decision 0047), the tus protocol under /admin/v1: POST
 * /admin/v1/video-uploads creates an upload for an episode, HEAD …/{upload_id} answers how much arrived,
 * PATCH …/{upload_id} appends the next bytes. The browser sends them straight here with the hanabi_operator
 * cookie; `video:write` and the CSRF defence apply as to every operator write (tus checks the media type:
 * application/offset+octet-stream for bytes). What the console can get wrong (no length, too large, not a
 * video, no such episode) is refused in Japanese before tus sees it; the creation is audited.
 */
import type { IncomingMessage } from 'node:http';
import {
  formatBytes,
  VIDEO_UPLOAD_MESSAGES,
  VIDEO_UPLOAD_PATH,
  VIDEO_UPLOAD_TYPES,
  videoUploadIdSchema,
} from '@hanabi/contract';
import { appendAuditEntry, episodes } from '@hanabi/db';
import { Metadata, type Server, type Upload } from '@tus/server';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { VideoUploadSettings } from '../../config.ts';
import { ApiError } from '../../lib/api-error.ts';
import { auditActorOf } from '../../lib/audit-actor.ts';
import { guardedReadErrors, guardedWriteErrors, OPERATOR_SECURITY } from '../../lib/operator-route-schemas.ts';
import { requireOperator } from '../../lib/require-operator.ts';
import { createVideoUploadServer, episodeIdOf } from './video-upload-server.ts';
import type { VideoUploadStore } from './video-upload-store.ts';

const CHUNK_TYPE = 'application/offset+octet-stream';

/** The metadata the console sends: `filename`, `filetype` and `episode_id`, each base64 (tus). */
function uploadMetadataOf(header: string | undefined): Record<string, string | null> {
  try {
    return Metadata.parse(header);
  } catch {
    throw new ApiError('badRequest', { message: VIDEO_UPLOAD_MESSAGES.badMetadata });
  }
}

const creationHeaders = (maxBytes: number) =>
  z.object({
    'upload-length': z.coerce
      .number({ error: VIDEO_UPLOAD_MESSAGES.noLength })
      .int({ error: VIDEO_UPLOAD_MESSAGES.noLength })
      .min(1, { error: VIDEO_UPLOAD_MESSAGES.noLength })
      .describe(`the file's size in bytes, at most ${maxBytes}`),
    'upload-metadata': z
      .string({ error: VIDEO_UPLOAD_MESSAGES.badMetadata })
      .describe('tus metadata: episode_id, filename, filetype'),
  });

const uploadParams = z.object({ upload_id: videoUploadIdSchema });
const tusHeaders = { 'tus-resumable': z.literal('1.0.0', { error: 'tus 1.0.0 の形式で送信してください。' }) };

export const videoUploadsRoute: FastifyPluginAsyncZod<{
  store: VideoUploadStore;
  settings: VideoUploadSettings;
  webOrigin: string;
}> = async (app, { store, settings, webOrigin }) => {
  const { db } = app.database;
  const write = requireOperator('video:write');
  /** The request a creation came with, for its audit entry (tus hands its hook the raw request only). */
  const creating = new WeakMap<IncomingMessage, FastifyRequest>();

  /** Audits the creation: who uploads which file for which episode, before the file exists. */
  async function auditCreation(raw: IncomingMessage, created: Upload): Promise<void> {
    const request = creating.get(raw);
    if (!request) throw new Error('A tus creation that did not come through its route');
    const { filename, filetype } = created.metadata ?? {};
    await db.transaction((tx) =>
      appendAuditEntry(tx, {
        ...auditActorOf(request),
        operation: 'video_upload.create',
        targetType: 'episode',
        targetId: episodeIdOf(created),
        before: null,
        after: {
          upload_id: store.uploadIdOf(created.id),
          filename: filename ?? null,
          filetype: filetype ?? null,
          size: created.size ?? null,
        },
      }),
    );
  }

  let tus: Server | undefined;
  /** Hands the request to tus, which answers on the raw response. */
  async function handOver(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    tus ??= createVideoUploadServer(store, settings, { webOrigin, onUploadCreate: auditCreation });
    reply.hijack();
    await tus.handle(request.raw, reply.raw);
  }

  // tus reads the chunks from the raw request as they arrive: Fastify leaves the body alone.
  app.addContentTypeParser(CHUNK_TYPE, (_request, _payload, done) => done(null));

  const common = { tags: ['admin-video'], security: OPERATOR_SECURITY };

  app.post(
    VIDEO_UPLOAD_PATH,
    {
      onRequest: write,
      config: { bodyMediaType: null },
      schema: {
        ...common,
        summary: 'Start a video upload (console, tus creation)',
        description: `tus 1.0.0 creation for an episode's source video: Upload-Length (at most ${formatBytes(settings.maxBytes)}), Upload-Metadata with episode_id, filename and filetype (${VIDEO_UPLOAD_TYPES.join(', ')}). Answers 201 with Location. Needs video:write.`,
        headers: creationHeaders(settings.maxBytes).extend(tusHeaders),
        response: {
          201: z.null().describe('Location: the upload, to send its bytes to'),
          ...guardedWriteErrors('notFound', 'payloadTooLarge'),
        },
      },
      async preHandler(request) {
        const length = Number(request.headers['upload-length']);
        if (length > settings.maxBytes) {
          throw new ApiError('payloadTooLarge', { message: VIDEO_UPLOAD_MESSAGES.tooLarge(settings.maxBytes) });
        }
        const metadata = uploadMetadataOf(request.headers['upload-metadata']);
        if (!(VIDEO_UPLOAD_TYPES as readonly string[]).includes(metadata.filetype ?? '')) {
          throw new ApiError('unsupportedMediaType', { message: VIDEO_UPLOAD_MESSAGES.notVideo });
        }
        const episodeId = episodeIdOf({ metadata });
        const [episode] = episodeId
          ? await db.select({ id: episodes.id }).from(episodes).where(eq(episodes.id, episodeId))
          : [];
        if (!episode) throw new ApiError('notFound', { message: VIDEO_UPLOAD_MESSAGES.episodeNotFound });
        creating.set(request.raw, request);
      },
    },
    handOver,
  );

  app.head(
    `${VIDEO_UPLOAD_PATH}/:upload_id`,
    {
      onRequest: write,
      // The API document leaves HEAD routes out (Fastify makes one for every GET); this one is a call of its own.
      config: { swagger: { exposeHeadRoute: true } },
      schema: {
        ...common,
        summary: 'How much of a video upload arrived (console, tus)',
        description: 'Upload-Offset and Upload-Length of the upload, to resume it. Needs video:write.',
        params: uploadParams,
        response: {
          200: z.null().describe('Upload-Offset, Upload-Length'),
          ...guardedReadErrors('notFound'),
        },
      },
    },
    handOver,
  );

  app.patch(
    `${VIDEO_UPLOAD_PATH}/:upload_id`,
    {
      onRequest: write,
      config: { bodyMediaType: null },
      schema: {
        ...common,
        summary: 'Send the next bytes of a video upload (console, tus)',
        description: `tus 1.0.0: ${CHUNK_TYPE} from Upload-Offset on. A connection that drops keeps what arrived; HEAD says where to resume. Needs video:write.`,
        params: uploadParams,
        response: {
          204: z.null().describe('Upload-Offset: what has arrived'),
          ...guardedWriteErrors('notFound', 'conflict', 'payloadTooLarge'),
        },
      },
    },
    handOver,
  );
};
