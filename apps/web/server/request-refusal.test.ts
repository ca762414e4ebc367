import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_ERRORS } from '@hanabi/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../app/lib/env.server.ts';
import { FORM_BODY_LIMIT_BYTES, PICTURE_FORM_BODY_LIMIT_BYTES } from './request-refusal.ts';
import { type RunningWeb, startWeb } from './start.ts';
import { fakeBuild } from './test/fake-build.ts';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A raw HTTP request, so that the method, the request target and the headers are exactly these. */
function send(
  web: RunningWeb,
  {
    method = 'GET',
    target = '/',
    headers = {},
    body,
  }: { method?: string; target?: string; headers?: Record<string, string>; body?: Buffer | string },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      { host: '127.0.0.1', port: web.port, method, path: target, headers, setHost: !('host' in headers) },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }));
      },
    );
    request.on('error', reject);
    if (body !== undefined) request.write(body);
    request.end();
  });
}

/** What the error page shows (the fake build's entry answers describeError of the route's error as JSON). */
function errorPage(answer: Answer) {
  return (JSON.parse(answer.body) as { errorPage: { status: number; kind: string; message: string; detail: string } })
    .errorPage;
}

describe('requests the web server will not serve', () => {
  let clientDir: string;
  let web: RunningWeb;
  const env = parseEnv({ WEB_ORIGIN: 'https://hanabi.example' });

  beforeAll(async () => {
    clientDir = mkdtempSync(join(tmpdir(), 'hanabi-web-client-'));
    web = await startWeb({ host: '127.0.0.1', port: 0, env, build: fakeBuild(clientDir), clientDir });
  });
  afterAll(async () => {
    await web?.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it.each(['TRACE', 'PROPFIND', 'PUT', 'DELETE', 'OPTIONS', 'MKCOL'])(
    'answers %s with the error page, 405 and Allow, printing no internal error text',
    async (method) => {
      const answer = await send(web, { method, target: '/titles/1' });

      expect(answer.status).toBe(405);
      expect(answer.headers.allow).toBe('GET, HEAD, POST');
      expect(errorPage(answer)).toEqual({
        status: 405,
        kind: 'bad-request',
        message: API_ERRORS.badRequest.message,
        detail: 'Method Not Allowed',
        code: null,
      });
    },
  );

  it.each([
    ['`*`', '*'],
    ['the absolute form meant for proxies', 'http://evil.example/titles/1'],
  ])('answers a request target that is %s with the error page and 400', async (_name, target) => {
    const answer = await send(web, { method: 'OPTIONS', target });
    expect(answer.status).toBe(400);
    expect(errorPage(answer)).toMatchObject({ status: 400, kind: 'bad-request' });

    expect((await send(web, { target })).status).toBe(400);
  });

  it('renders for an empty or missing Host as for any other: the page is on WEB_ORIGIN', async () => {
    for (const headers of [{ host: '' }, { host: 'evil.example' }]) {
      const answer = await send(web, { target: '/?x=1', headers });
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.body)).toMatchObject({ root: { viewerUrl: 'https://hanabi.example/?x=1' } });
    }
  });

  it.each([
    ['a NUL in the query', '/search?q=%00'],
    ['a NUL in a repeated parameter', '/search?q=a&q=b%00c'],
    ['a NUL in the path', '/titles/%00'],
  ])('answers %s with the error page and 400, before any loader', async (_name, target) => {
    const answer = await send(web, { target });
    expect(answer.status).toBe(400);
    expect(errorPage(answer)).toMatchObject({ status: 400, message: API_ERRORS.badRequest.message });
  });

  describe('a form post', () => {
    const form = { 'content-type': 'application/x-www-form-urlencoded' };

    it('is handed to the page with its body', async () => {
      const answer = await send(web, {
        method: 'POST',
        target: '/',
        headers: form,
        body: 'note=%E3%81%AF%E3%81%AA%E3%81%B3',
      });
      expect(answer.status).toBe(200);
    });

    it.each([
      ['announced by Content-Length', true],
      ['sent in chunks', false],
    ])('over the limit, %s, gets the error page and 413, not a reset connection', async (_name, announced) => {
      for (const size of [FORM_BODY_LIMIT_BYTES, 1_048_576, 8_388_608]) {
        const body = `note=${'x'.repeat(size)}`;
        const headers = announced ? { ...form, 'content-length': String(body.length) } : form;
        const answer = await send(web, { method: 'POST', target: '/', headers, body });

        expect(answer.status).toBe(413);
        expect(errorPage(answer)).toMatchObject({ status: 413, message: API_ERRORS.payloadTooLarge.message });
      }
    });

    it("takes a console picture upload up to the API's picture limit, on the title and slide pages only", async () => {
      const multipart = (size: number) => {
        const boundary = 'hanabi-picture';
        const body = Buffer.concat([
          Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="note"; filename="key-art.png"\r\n\r\n`),
          Buffer.alloc(size, 1),
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]);
        return { headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, body };
      };
      const picture = multipart(5_000_000);
      for (const target of ['/admin/titles/7', '/admin/titles/7.data', '/admin/slides/3', '/admin/slides/3.data']) {
        expect((await send(web, { method: 'POST', target, ...picture })).status, target).toBe(200);
      }
      expect((await send(web, { method: 'POST', target: '/admin/titles/7/episodes/new', ...picture })).status).toBe(
        413,
      );
      expect((await send(web, { method: 'POST', target: '/', ...picture })).status).toBe(413);
      expect((await send(web, { method: 'POST', target: '/admin/slides/new', ...picture })).status).toBe(413);
      const tooLarge = multipart(PICTURE_FORM_BODY_LIMIT_BYTES);
      expect((await send(web, { method: 'POST', target: '/admin/titles/7', ...tooLarge })).status).toBe(413);
    });

    it('with 10,000 fields within the limit is served', async () => {
      const body = Array.from({ length: 10_000 }, (_, index) => `f${index}=1`).join('&');
      const answer = await send(web, { method: 'POST', target: '/', headers: form, body });
      expect(answer.status).toBe(200);
    });

    it('compressed gets the error page and 415', async () => {
      const answer = await send(web, {
        method: 'POST',
        target: '/',
        headers: { ...form, 'content-encoding': 'gzip' },
        body: 'x',
      });
      expect(answer.status).toBe(415);
      expect(errorPage(answer)).toMatchObject({ status: 415, kind: 'bad-request' });
    });
  });
});
