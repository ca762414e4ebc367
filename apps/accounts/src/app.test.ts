import type { Database } from '@hanabi/db';
import { afterEach, describe, expect, it } from 'vitest';
import { buildAccounts } from './app.ts';
import { loadAccountsConfig } from './config.ts';

function fakeDatabase(reachable: boolean): Database {
  return { ping: async () => reachable } as unknown as Database;
}

describe('sign-in service', () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => close?.());

  async function build(reachable = true) {
    const app = await buildAccounts({
      database: fakeDatabase(reachable),
      config: loadAccountsConfig({}),
      logger: false,
    });
    close = () => app.close();
    return app;
  }

  it('answers its front page in Japanese with a way back to Hanabi', async () => {
    const app = await build();
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<html lang="ja">');
    expect(response.body).toContain('Hanabi アカウント');
    expect(response.body).toContain('href="http://localhost:3000"');
  });

  it('answers the login and register links the web client carries with the same page', async () => {
    const app = await build();
    for (const url of ['/login?design=1&destination=%2F', '/register?design=1']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('ログイン・会員登録は現在準備中です。');
    }
  });

  it('answers an unknown page with a Japanese 404 page', async () => {
    const app = await build();
    const response = await app.inject({ method: 'GET', url: '/no-such-page' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('お探しのページは見つかりませんでした。');
  });

  it('reports an unreachable database as degraded with 503', async () => {
    const app = await build(false);
    const response = await app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ code: 2000, contents: { status: 'degraded', database: 'unreachable' } });
  });
});
