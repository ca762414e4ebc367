import { API_ERRORS } from '@hanabi/contract';
import { describe, expect, it } from 'vitest';
import { CONSOLE_WEB, consoleApi, consoleArgs, operatorMe, withCookies } from '../test/console-api.ts';
import { apiFailure, apiSuccess } from '../test/fixtures.ts';
import { buttonsIn, linkNamed, textOf } from '../test/markup.ts';
import { renderRoute, renderRouteAfterPost } from '../test/render-route.tsx';
import AdminLogin, { action, loader } from './admin-login.tsx';

const PENDING_COOKIE = 'hanabi_operator=pending-token; Path=/admin; HttpOnly; SameSite=Strict';
const ENROLLMENT = {
  otpauth_uri: 'otpauth://totp/Hanabi:admin%40example.jp?secret=JBSWY3DPEHPK3PXP&issuer=Hanabi',
  qr_code_data_url: 'data:image/png;base64,iVBORw0KGgo=',
  secret: 'JBSWY3DPEHPK3PXP',
};
const SIGNED_IN = { operator: operatorMe('admin'), recovery_codes: null };

type Answer = Awaited<ReturnType<typeof action>>;

function post(api: ReturnType<typeof consoleApi>, form: Record<string, string>, headers?: Record<string, string>) {
  return action(consoleArgs(api.context, '/admin/login', form, headers)) as Promise<Answer>;
}

function render(answer: Answer, next = '/admin') {
  if (answer instanceof Response) throw new Error(`expected the page, got HTTP ${answer.status}`);
  return renderRouteAfterPost(AdminLogin, { next, signedIn: false }, answer, '/admin/login');
}

describe('console sign-in, the password step', () => {
  it('asks for the address and password, with labels, and keeps the page to come back to', async () => {
    const api = consoleApi(null);
    const data = await loader(
      consoleArgs(api.context, '/admin/login?next=%2Fadmin%2Faudit%3Foperation%3Doperator.invite'),
    );
    expect(data).toEqual({ next: '/admin/audit?operation=operator.invite', signedIn: false });
    const html = renderRoute(AdminLogin, data, '/admin/login');
    expect(html).toContain('<label for="sign-in-email" class="console-field__label">メールアドレス</label>');
    expect(html).toContain('<label for="sign-in-password" class="console-field__label">パスワード</label>');
    expect(html).toContain('name="next" value="/admin/audit?operation=operator.invite"');
  });

  it('never comes back to a page outside the console', async () => {
    for (const next of ['https://evil.example/admin', '//evil.example/admin', '/my', '/admin/login', '/admin/../my']) {
      const api = consoleApi(null);
      const data = await loader(consoleArgs(api.context, `/admin/login?next=${encodeURIComponent(next)}`));
      expect(data.next, next).toBe('/admin');
    }
  });

  it('sends the password step to the API and passes on its session cookie, and only that one', async () => {
    const api = consoleApi(null, {
      'POST /admin/v1/sign-in': withCookies(apiSuccess({ next: 'second_factor' }), PENDING_COOKIE, 'other=1; Path=/'),
    });
    const answer = await post(api, {
      step: 'password',
      email: ' Admin@Example.JP ',
      password: 'correct horse battery',
    });
    expect(api.sent()).toMatchObject([
      {
        method: 'POST',
        path: '/admin/v1/sign-in',
        body: { email: 'admin@example.jp', password: 'correct horse battery' },
      },
    ]);
    expect(api.sent()[0]?.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(api.sent()[0]?.headers.get('Cookie')).toBe('hanabi_operator=session-token');
    // Also for /admin.data, the console home's data request on a client-side navigation.
    expect(api.web.setCookieHeaders().filter((cookie) => !cookie.startsWith('user_tracking_id='))).toEqual([
      PENDING_COOKIE,
      PENDING_COOKIE.replace('Path=/admin;', 'Path=/admin.data;'),
    ]);
    const html = render(answer);
    expect(html).toContain('<label for="second-factor-code" class="console-field__label">確認コード（6桁）</label>');
    expect(textOf(html)).toContain('認証アプリを使えない場合（リカバリーコードでログイン）');
  });

  it('shows the Japanese messages of the contract beside the fields, without asking the API', async () => {
    const api = consoleApi(null);
    const html = render(await post(api, { step: 'password', email: 'admin@', password: '' }));
    expect(api.sent()).toEqual([]);
    expect(html).toMatch(/aria-invalid="true" aria-describedby="sign-in-email-error"[^>]*value="admin@"/);
    expect(textOf(html)).toContain('メールアドレスの形式が正しくありません（例: operator@example.com）。');
    expect(textOf(html)).toContain('パスワードを入力してください。');
  });

  it("shows the API's refusal (a wrong password, a lock-out) as the form's message, keeping the address", async () => {
    for (const refusal of [API_ERRORS.operatorSignInFailed, API_ERRORS.operatorLocked]) {
      const api = consoleApi(null, {
        'POST /admin/v1/sign-in': apiFailure(refusal.status, refusal.code, refusal.message),
      });
      const html = render(await post(api, { step: 'password', email: 'admin@example.jp', password: 'wrong' }));
      expect(html).toContain(`role="alert" tabindex="-1">${refusal.message}</p>`);
      expect(html).toContain('value="admin@example.jp"');
    }
  });

  it('refuses a post another site made the browser send', async () => {
    const api = consoleApi(null);
    const answer = await post(
      api,
      { step: 'password', email: 'a@example.jp', password: 'x' },
      { 'Sec-Fetch-Site': 'cross-site' },
    );
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).status).toBe(403);
    expect(api.sent()).toEqual([]);
  });
});

describe('console sign-in, the second step', () => {
  it('shows the QR code and the secret at the first sign-in, and carries them through a wrong code', async () => {
    const first = consoleApi(null, {
      'POST /admin/v1/sign-in': apiSuccess({ next: 'enroll_totp', enrollment: ENROLLMENT }),
    });
    const enrol = render(await post(first, { step: 'password', email: 'admin@example.jp', password: 'correct horse' }));
    expect(enrol).toContain(
      `<img class="console-enrollment__qr" src="${ENROLLMENT.qr_code_data_url}" alt="認証アプリに登録するためのQRコード"`,
    );
    expect(textOf(enrol)).toContain(`手入力用のキー: ${ENROLLMENT.secret}`);
    expect(textOf(enrol)).not.toContain('リカバリーコードでログイン');

    const wrong = API_ERRORS.secondFactorInvalid;
    const second = consoleApi(null, {
      'POST /admin/v1/sign-in/second-factor': apiFailure(wrong.status, wrong.code, wrong.message),
    });
    const again = render(await post(second, { step: 'code', code: '１２３ ４５６', ...ENROLLMENT }));
    expect(second.sent()).toMatchObject([{ path: '/admin/v1/sign-in/second-factor', body: { code: '123456' } }]);
    expect(again).toContain(wrong.message);
    expect(again).toContain(`src="${ENROLLMENT.qr_code_data_url}"`);
  });

  it('shows no image that is not a QR code of ours', async () => {
    const api = consoleApi(null);
    const html = render(
      await post(api, { step: 'code', code: '12', ...ENROLLMENT, qr_code_data_url: 'https://evil.example/x.png' }),
    );
    expect(html).not.toContain('<img');
    expect(textOf(html)).toContain('確認コードは認証アプリに表示される6桁の数字を入力してください。');
  });

  it('goes back to the page asked for, as a document load, once the code is right', async () => {
    const api = consoleApi(null, { 'POST /admin/v1/sign-in/second-factor': apiSuccess(SIGNED_IN) });
    const answer = await post(api, { step: 'code', code: '123456', next: '/admin/operators?page=2' });
    expect(answer).toBeInstanceOf(Response);
    const response = answer as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe('/admin/operators?page=2');
    expect(response.headers.get('X-Remix-Reload-Document')).toBe('true');
  });

  it('signs in with a recovery code typed with hyphens, and keeps a wrong one on the recovery form', async () => {
    const api = consoleApi(null, { 'POST /admin/v1/sign-in/second-factor': apiSuccess(SIGNED_IN) });
    await post(api, { step: 'recovery_code', recovery_code: 'AB12-cd34-EF56' });
    expect(api.sent()).toMatchObject([{ body: { recovery_code: 'ab12cd34ef56' } }]);

    const html = render(await post(consoleApi(null), { step: 'recovery_code', recovery_code: 'abc' }));
    expect(html).toContain('<details class="console-recovery" open="">');
    expect(textOf(html)).toContain('リカバリーコードは英数字12文字（例: ab12-cd34-ef56）で入力してください。');
  });

  it('starts over at the password when the pending sign-in has expired', async () => {
    const api = consoleApi(null, {
      'POST /admin/v1/sign-in/second-factor': apiFailure(401, 4101, '管理画面にログインしてください。'),
    });
    const html = render(await post(api, { step: 'code', code: '123456' }));
    expect(html).toContain('<label for="sign-in-password"');
    expect(textOf(html)).toContain('管理画面にログインしてください。');
  });

  it('shows the recovery codes once after enrolment, then 「保存しました」 goes on', async () => {
    const codes = ['ab12-cd34-ef56', 'gh78-ij90-kl12'];
    const api = consoleApi(null, {
      'POST /admin/v1/sign-in/second-factor': apiSuccess({ ...SIGNED_IN, recovery_codes: codes }),
    });
    const html = render(await post(api, { step: 'code', code: '123456', ...ENROLLMENT }), '/admin/audit');
    expect(textOf(html)).toContain('このコードは今回しか表示されません。');
    for (const code of codes) expect(html).toContain(`<code>${code}</code>`);
    expect(linkNamed(html, '保存しました').attributes.href).toBe('/admin/audit');
    expect(buttonsIn(html)).toEqual([]);
  });
});

describe('console sign-in, when already signed in', () => {
  it('says so and offers the way on', async () => {
    const api = consoleApi(operatorMe('editor'));
    const data = await loader(consoleArgs(api.context, '/admin/login'));
    const html = renderRoute(AdminLogin, data, '/admin/login');
    expect(textOf(html)).toContain('すでにログインしています。');
    expect(new URL(linkNamed(html, '管理画面へ進む').attributes.href ?? '', CONSOLE_WEB).pathname).toBe('/admin');
  });
});
