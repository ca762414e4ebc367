/**
 * uploadTitleImage over a real fetch to a local server: the file arrives byte for byte as
 * application/octet-stream at the title's image path, with the CSRF defence headers, whether it is a Blob, bytes
 * or a stream; a refusal comes back as an ApiError with the API's Japanese message.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { IMAGE_UPLOAD_MESSAGES } from '@hanabi/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryCookieStore, VALID_TRACKING_ID } from '../testing/test-client.ts';
import { createAdminApiClient } from './create-admin-api-client.ts';

interface Received {
  method: string | undefined;
  url: string | undefined;
  contentType: string | undefined;
  requestedWith: string | undefined;
  body: Buffer;
}

const IMAGE = { url: 'https://media.hanabi.test/images/poster/abc/600.jpg', width: 600, height: 800 };

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('uploadTitleImage', () => {
  const received: Received[] = [];
  let server: Server;
  let baseUrl: string;

  beforeAll(async () => {
    server = createServer(async (request, response) => {
      const body = await bodyOf(request);
      received.push({
        method: request.method,
        url: request.url,
        contentType: request.headers['content-type'],
        requestedWith: String(request.headers['x-requested-with']),
        body,
      });
      response.setHeader('Content-Type', 'application/json');
      if (body.length === 0) {
        response.statusCode = 400;
        response.end(JSON.stringify({ code: 4000, message: IMAGE_UPLOAD_MESSAGES.empty }));
        return;
      }
      response.end(JSON.stringify({ code: 2000, contents: { kind: 'poster', image: IMAGE } }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const client = () =>
    createAdminApiClient({
      baseUrl,
      isProduction: true,
      cookieStore: memoryCookieStore({ user_tracking_id: VALID_TRACKING_ID }),
    });

  it('sends a Blob, bytes or a stream as the file itself and answers the new picture', async () => {
    const bytes = new Uint8Array(256 * 1024).map((_, index) => index % 251);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.subarray(0, 100_000));
        controller.enqueue(bytes.subarray(100_000));
        controller.close();
      },
    });
    received.length = 0;
    for (const file of [new Blob([bytes], { type: 'image/png' }), bytes, stream]) {
      await expect(client().uploadTitleImage(7, 'poster', file)).resolves.toEqual({ kind: 'poster', image: IMAGE });
    }
    expect(received).toHaveLength(3);
    for (const request of received) {
      expect(request).toMatchObject({
        method: 'POST',
        url: '/admin/v1/titles/7/images/poster',
        contentType: 'application/octet-stream',
        requestedWith: 'XMLHttpRequest',
      });
      expect(request.body.equals(Buffer.from(bytes))).toBe(true);
    }
  });

  it("rejects with the API's Japanese message when the upload is refused", async () => {
    await expect(client().uploadTitleImage(7, 'key_art', new Uint8Array(0))).rejects.toMatchObject({
      status: 400,
      message: IMAGE_UPLOAD_MESSAGES.empty,
    });
    expect(received.at(-1)?.url).toBe('/admin/v1/titles/7/images/key_art');
  });
});
