import { UNAVAILABLE_PAGE_MESSAGE } from '@hanabi/contract';
import type { Database } from '@hanabi/db';
import { afterEach, describe, expect, it } from 'vitest';
import { buildAccounts } from './app.ts';
import { createSandboxProcessor } from './billing/sandbox-processor.ts';
import { loadAccountsConfig } from './config.ts';

function fakeDatabase(reachable: boolean, db?: unknown): Database {
  return { ping: async () => reachable, db } as unknown as Database;
}

/** A database whose server refuses connections: every query fails as Drizzle reports it. */
const refusingDb = {
  select() {
    const refused = Object.assign(new Error('connect ECONNREFUSED 10.0.0.5:5432'), { code: 'ECONNREFUSED' });
    throw new Error('Failed query: select …', { cause: refused });
  },
};

describe('sign-in service', () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => close?.());

  async function build(reachable = true, db?: unknown) {
    const database = fakeDatabase(reachable, db);
    const app = await buildAccounts({
      database,
      config: loadAccountsConfig({ APP_ENV: 'development' }),
      logger: false,
      mailer: { send: async () => {} },
      payments: createSandboxProcessor({ db: database.db }),
    });
    close = () => app.close();
    return app;
  }

  it('answers its front page in Japanese with login and register links that keep the design', async () => {
    const app = await build();
    const response = await app.inject({ method: 'GET', url: '/?design=2&destination=%2Ftitles%2F1' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<html lang="ja">');
    expect(response.body).toContain('Hanabi ゲーム');
    expect(response.body).toContain('href="/login?design=2&amp;destination=%2Ftitles%2F1"');
    expect(response.body).toContain('href="/register?design=2&amp;destination=%2Ftitles%2F1"');
    expect(response.body).toContain('href="http://localhost:3000/"');
  });

  it('answers 503 with the congestion page, in the design asked for, while the database cannot be reached', async () => {
    const app = await build(false, refusingDb);
    const response = await app.inject({ method: 'GET', url: '/password/reset?token=abc&design=2' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain('<h1>ただいま混み合っています</h1>');
    expect(response.body).toContain(UNAVAILABLE_PAGE_MESSAGE);
    expect(response.body).toContain('Hanabi ゲーム');
    expect(response.body).toContain('Hanabi のトップへ戻る');
  });

  it.each([
    ['0', 'Hanabi コミック', '#ff7a93'],
    ['1', 'Hanabi アニメ', '#ffb86b'],
    ['2', 'Hanabi ゲーム', '#6cc8ff'],
    ['3', 'Hanabi アニメ', '#ffb86b'],
    ['1.0', 'Hanabi アニメ', '#ffb86b'],
    ['', 'Hanabi アニメ', '#ffb86b'],
  ])('shows the branding of design=%s on the login page', async (design, serviceName, accent) => {
    const app = await build();
    const response = await app.inject({ method: 'GET', url: `/login?design=${design}&destination=%2F` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`<title>ログイン | ${serviceName}</title>`);
    expect(response.body).toContain(`--accent: ${accent}`);
    expect(response.body).toContain(
      `<input type="hidden" name="design" value="${design === '0' || design === '2' ? design : '1'}"/>`,
    );
    expect(response.body).toContain('<input type="hidden" name="destination" value="/"/>');
  });

  it('shows the password rules on the registration form', async () => {
    const app = await build();
    const response = await app.inject({ method: 'GET', url: '/register?design=1' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('8〜64文字で、半角の英字と数字をそれぞれ1文字以上含めてください。');
    expect(response.body).toContain('<label for="field-passwordConfirmation">パスワード（確認）</label>');
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
