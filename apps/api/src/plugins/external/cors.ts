/**
 * CORS: only the web client's origin may call, with credentials (the festa_auth cookie; the hanabi_operator
 * cookie of the console's video uploads, which go from the browser to the API with the tus headers, decision
 * 0047). Registered first, so error answers carry the headers too and the client can read their status.
 */
import cors from '@fastify/cors';
import { API_HEADERS } from '@hanabi/contract';
import { appPlugin } from '../../lib/plugin.ts';
import { REQUEST_ID_HEADER } from '../app/request-id.ts';

/** What a tus client sends (the upload's answers expose their own headers: @tus/server sets them). */
const TUS_REQUEST_HEADERS = ['Tus-Resumable', 'Upload-Length', 'Upload-Offset', 'Upload-Metadata'];

export const corsPlugin = appPlugin<{ webOrigin: string }>(
  async (app, { webOrigin }) => {
    await app.register(cors, {
      origin: [webOrigin],
      credentials: true,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      allowedHeaders: [
        'Accept',
        'Content-Type',
        'X-Requested-With',
        API_HEADERS.userTrackingId,
        API_HEADERS.debugTime,
        'Idempotency-Key',
        ...TUS_REQUEST_HEADERS,
      ],
      exposedHeaders: [REQUEST_ID_HEADER],
      maxAge: 600,
      // A bare OPTIONS (no Origin) gets an empty 204 rather than the plugin's plain-text 400.
      strictPreflight: false,
    });
  },
  { name: 'cors' },
);
