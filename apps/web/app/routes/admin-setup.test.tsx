import { API_ERRORS } from '@hanabi/contract';
import { describe, expect, it } from 'vitest';
import { consoleApi, consoleArgs } from '../test/console-api.ts';
import { apiFailure, apiSuccess } from '../test/fixtures.ts';
import { linkNamed, textOf } from '../test/markup.ts';
import { renderRoute, renderRouteAfterPost } from '../test/render-route.tsx';
import AdminSetup, { action, loader } from './admin-setup.tsx';

const TOKEN = 'Q'.repeat(43);
const ACCOUNT = { email: 'editor@example.jp', name: '編成 太郎', expires_at: '2026-11-29T09:00:00+09:00' };
const GONE = API_ERRORS.setupLinkInvalid;

async function page(answers: Parameters<typeof consoleApi>[1], path = `/admin/setup?token=${TOKEN}`) {
  const api = consoleApi(null, answers);
  const data = await loader(consoleArgs(api.context, path));
  return { api, data, html: renderRoute(AdminSetup, data, '/admin/setup') };
}

async function posted(answers: Parameters<typeof consoleApi>[1], form: Record<string, string>) {
  const api = consoleApi(null, answers);
  const answer = await action(consoleArgs(api.context, '/admin/setup', form));
  if (answer instanceof Response) throw new Error(`expected the page, got HTTP ${answer.status}`);
  const link = { valid: true, token: TOKEN, account: ACCOUNT } as const;
  return { api, html: renderRouteAfterPost(AdminSetup, { link }, answer, '/admin/setup') };
}

describe('console set-up page', () => {
  it('names whose account the link sets up and until when, and asks for the password twice', async () => {
    const { api, html } = await page({ 'POST /admin/v1/setup/lookup': apiSuccess(ACCOUNT) });
    expect(api.sent()).toMatchObject([{ path: '/admin/v1/setup/lookup', body: { token: TOKEN } }]);
    expect(textOf(html)).toContain('編成 太郎さん（editor@example.jp）の管理画面用アカウントです。');
    expect(textOf(html)).toContain('2026/11/29 09:00:00まで、1回だけ使えます。');
    expect(html).toContain('<label for="setup-password" class="console-field__label">新しいパスワード</label>');
    expect(html).toContain(
      '<label for="setup-password_confirmation" class="console-field__label">新しいパスワード（確認）</label>',
    );
  });

  it('says a used, expired or mangled link no longer works, in Japanese, and offers no form', async () => {
    const used = await page({ 'POST /admin/v1/setup/lookup': apiFailure(GONE.status, GONE.code, GONE.message) });
    const mangled = await page({}, '/admin/setup?token=short');
    for (const { html } of [used, mangled]) {
      expect(textOf(html)).toContain(GONE.message);
      expect(html).not.toContain('<form');
    }
    expect(mangled.api.sent()).toEqual([]);
  });

  it('checks the password with the contract’s rules and the confirmation before asking the API', async () => {
    const short = await posted({}, { token: TOKEN, password: 'short', password_confirmation: 'short' });
    expect(textOf(short.html)).toContain('パスワードは12文字以上で入力してください。');
    const mismatch = await posted(
      {},
      { token: TOKEN, password: '花火の夜に会いましょう2026', password_confirmation: '花火の夜' },
    );
    expect(textOf(mismatch.html)).toContain('確認のため、同じパスワードをもう一度入力してください。');
    expect(mismatch.html).toMatch(/id="setup-password_confirmation"[^>]*aria-invalid="true"/);
    expect([...short.api.sent(), ...mismatch.api.sent()]).toEqual([]);
  });

  it('sets the password and leads to the sign-in page', async () => {
    const password = '花火の夜に会いましょう2026';
    const { api, html } = await posted(
      { 'POST /admin/v1/setup': apiSuccess({ email: ACCOUNT.email }) },
      { token: TOKEN, password, password_confirmation: password },
    );
    expect(api.sent()).toMatchObject([{ method: 'POST', path: '/admin/v1/setup', body: { token: TOKEN, password } }]);
    expect(textOf(html)).toContain('editor@example.jp のパスワードを設定しました。');
    expect(linkNamed(html, 'ログインへ進む').attributes.href).toBe('/admin/login');
  });

  it('says so when the link was used up meanwhile', async () => {
    const password = '花火の夜に会いましょう2026';
    const { html } = await posted(
      { 'POST /admin/v1/setup': apiFailure(GONE.status, GONE.code, GONE.message) },
      { token: TOKEN, password, password_confirmation: password },
    );
    expect(textOf(html)).toContain(GONE.message);
    expect(html).not.toContain('<form');
  });
});
