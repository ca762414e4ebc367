import type { AddressInfo } from 'node:net';
import compression from 'compression';
import express from 'express';
import { afterAll, describe, expect, it } from 'vitest';
import { pageCache } from './page-cache.ts';

/**
 * A stand-in for the page renderer: each render is numbered and draws its own policy nonce, streams its body
 * in two writes, and answers with the Cache-Control and cookie the test asks for (query `cc`, `cookie`).
 */
function renderer() {
  let renders = 0;
  const handler: express.RequestHandler = (req, res) => {
    renders += 1;
    res.set('content-security-policy', `script-src 'nonce-n${renders}'`);
    res.set('cache-control', String(req.query.cc ?? 'public, max-age=60, s-maxage=60'));
    if (req.query.cookie) res.cookie('user_tracking_id', 'AbCdEfGhIjKlMnOpQrStU');
    res.type('html').write(`<p>render ${renders}</p>`);
    res.end('<p>end</p>');
  };
  return { handler, renders: () => renders };
}

async function serve(keepSeconds: number) {
  const pages = renderer();
  const app = express();
  app.set('trust proxy', true);
  app.use(compression({ threshold: 0 }));
  app.use(pageCache(keepSeconds), pages.handler);
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${origin}${path}`, { headers: { 'accept-encoding': 'gzip', ...headers } });
    return { body: await response.text(), policy: response.headers.get('content-security-policy') };
  };
  return { get, renders: pages.renders, close: () => new Promise((resolve) => server.close(resolve)) };
}

describe('the web server’s cache of shareable pages (decision 0057)', () => {
  const servers: Array<{ close: () => Promise<unknown> }> = [];
  afterAll(() => Promise.all(servers.map((server) => server.close())));
  const started = async (keepSeconds = 5) => {
    const server = await serve(keepSeconds);
    servers.push(server);
    return server;
  };

  it('serves a guest the page rendered for the guest before, whole and with its own nonce', async () => {
    const { get, renders } = await started();
    const first = await get('/titles/1');
    const again = await get('/titles/1');
    expect(first.body).toBe('<p>render 1</p><p>end</p>');
    expect(again).toEqual(first);
    expect(renders()).toBe(1);
    expect((await get('/titles/2')).body).toBe('<p>render 2</p><p>end</p>');
  });

  it('never serves a kept page to a member, an age-checked viewer, another address or other display cookies', async () => {
    const { get, renders } = await started();
    await get('/');
    expect((await get('/', { cookie: 'festa_auth=alice' })).body).toBe('<p>render 2</p><p>end</p>');
    expect((await get('/', { cookie: 'checked_age=1' })).body).toBe('<p>render 3</p><p>end</p>');
    expect((await get('/', { 'x-forwarded-for': '203.0.113.7' })).body).toBe('<p>render 4</p><p>end</p>');
    expect((await get('/', { cookie: 'display_format=grid' })).body).toBe('<p>render 5</p><p>end</p>');
    // The member's page was not kept either: a second member request renders again.
    expect((await get('/', { cookie: 'festa_auth=alice' })).body).toBe('<p>render 6</p><p>end</p>');
    expect(renders()).toBe(6);
  });

  it('keeps no private page, no page that sets a cookie, and nothing when set to 0 seconds', async () => {
    const { get } = await started();
    const privatePage = '/?cc=private,%20no-store';
    await get(privatePage);
    expect((await get(privatePage)).body).toBe('<p>render 2</p><p>end</p>');
    await get('/?cookie=1');
    expect((await get('/?cookie=1')).body).toBe('<p>render 4</p><p>end</p>');

    const off = await started(0);
    await off.get('/');
    expect((await off.get('/')).body).toBe('<p>render 2</p><p>end</p>');
  });
});
