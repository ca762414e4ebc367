/**
 * Operator sign-in (decision 0041): set-up link → password → authenticator app enrolled with a QR code →
 * TOTP; recovery codes that work once; lock-out after five failures, also when they arrive at once; and
 * sessions that end after 30 idle minutes, 12 hours at most, or when an administrator revokes them.
 */
import { API_ERRORS, OPERATOR_SESSION_COOKIE } from '@hanabi/contract';
import { auditLog, operatorSignInAttempts } from '@hanabi/db';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApi, type TestApi } from '../../test/build-test-api.ts';
import { testNow } from '../../test/catalogue-fixtures.ts';
import {
  adminCall,
  insertOperator,
  operatorCookieOf,
  signInOperator,
  type TestOperator,
  totpCode,
} from '../../test/operator-fixtures.ts';
import { issueSetupLink } from './setup-links.ts';

const MINUTE = 60_000;
const at = (minutes: number) => new Date(testNow.getTime() + minutes * MINUTE);

describe('operator sign-in', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await buildTestApi();
  });
  afterAll(() => api.close());

  function me(cookie: string, when: Date) {
    api.setClock(when);
    return adminCall(api, 'GET', '/admin/v1/me', { cookie });
  }

  function passwordStep(email: string, password: string, from = '133.0.10.10') {
    return api.app.inject({
      method: 'POST',
      url: '/admin/v1/sign-in',
      remoteAddress: from,
      headers: { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' },
      payload: JSON.stringify({ email, password }),
    });
  }

  it('takes a new operator from the set-up link through enrolment to a signed-in session', async () => {
    const { db } = api.database;
    const invited = await insertOperator(db, 'editor', { passwordHash: null, totpSecret: null, totpConfirmedAt: null });
    const link = await db.transaction((tx) =>
      issueSetupLink(tx, { operatorId: invited.id, webOrigin: 'http://web.hanabi.test', now: testNow }),
    );
    const token = new URL(link.url).searchParams.get('token');
    api.setClock(testNow);

    const lookup = await adminCall(api, 'POST', '/admin/v1/setup/lookup', { body: { token } });
    expect(lookup.json().contents).toEqual({
      email: invited.email,
      name: expect.any(String),
      expires_at: '2025-10-04T12:00:00+09:00',
    });
    const setup = await adminCall(api, 'POST', '/admin/v1/setup', {
      body: { token, password: '新しい長いパスワード2025' },
    });
    expect(setup.statusCode).toBe(200);

    const password = await passwordStep(invited.email, '新しい長いパスワード2025');
    expect(password.statusCode).toBe(200);
    const { enrollment } = password.json().contents;
    expect(password.json().contents.next).toBe('enroll_totp');
    expect(enrollment.otpauth_uri).toMatch(/^otpauth:\/\/totp\/.*secret=[A-Z2-7]+/);
    expect(enrollment.qr_code_data_url).toMatch(/^data:image\/png;base64,/);
    const cookie = operatorCookieOf(password);

    const second = await adminCall(api, 'POST', '/admin/v1/sign-in/second-factor', {
      cookie,
      body: { code: totpCode(enrollment.secret, testNow) },
    });
    expect(second.statusCode).toBe(200);
    expect(second.json().contents.recovery_codes).toHaveLength(10);
    expect(second.json().contents.operator).toMatchObject({
      email: invited.email,
      role: 'editor',
      permissions: ['catalogue:read', 'catalogue:write', 'video:write', 'editorial:write'],
      session_expires_at: '2025-10-02T00:00:00+09:00',
    });
    expect((await me(cookie, at(1))).statusCode).toBe(200);
  });

  it('sets the cookie HttpOnly, SameSite=Strict, under /admin only', async () => {
    const operator = await insertOperator(api.database.db, 'support');
    api.setClock(testNow);
    const response = await passwordStep(operator.email, operator.password);
    expect(response.cookies).toEqual([
      expect.objectContaining({ name: OPERATOR_SESSION_COOKIE, httpOnly: true, sameSite: 'Strict', path: '/admin' }),
    ]);
  });

  it('refuses a wrong password in Japanese, the same for an address that belongs to nobody', async () => {
    const operator = await insertOperator(api.database.db, 'support');
    for (const [email, password] of [
      [operator.email, 'まちがったパスワード'],
      ['nobody@operators.hanabi.test', operator.password],
    ]) {
      const response = await passwordStep(email ?? '', password ?? '', '133.0.10.11');
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ code: 4102, message: 'メールアドレスまたはパスワードが正しくありません。' });
    }
  });

  it('answers invalid fields with 400 and their Japanese messages', async () => {
    const response = await passwordStep('operator@', '');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'メールアドレスの形式が正しくありません（例: operator@example.com）。パスワードを入力してください。',
    );
  });

  it('never takes the same TOTP code twice, and takes a recovery code only once', async () => {
    const operator = await insertOperator(api.database.db, 'accounting');
    const first = await signInOperator(api, operator, at(100));
    expect((await me(first, at(100))).statusCode).toBe(200);

    api.setClock(at(100));
    const again = operatorCookieOf(await passwordStep(operator.email, operator.password));
    const replay = await adminCall(api, 'POST', '/admin/v1/sign-in/second-factor', {
      cookie: again,
      body: { code: totpCode(operator.secret, at(100)) },
    });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe(API_ERRORS.secondFactorInvalid.code);

    const enrolled = await enrolledWithRecoveryCodes(at(200));
    const withCode = async (when: Date) => {
      api.setClock(when);
      const cookie = operatorCookieOf(await passwordStep(enrolled.operator.email, enrolled.operator.password));
      return adminCall(api, 'POST', '/admin/v1/sign-in/second-factor', {
        cookie,
        body: { recovery_code: enrolled.codes[0]?.toUpperCase() },
      });
    };
    const used = await withCode(at(210));
    expect(used.statusCode).toBe(200);
    expect(used.json().contents.recovery_codes).toBeNull();
    const reused = await withCode(at(211));
    expect(reused.statusCode).toBe(401);
    expect(reused.json().message).toBe('リカバリーコードが正しくないか、すでに使われています。');
  });

  /** An operator who enrolled their app through the API, and the recovery codes it showed. */
  async function enrolledWithRecoveryCodes(when: Date): Promise<{ operator: TestOperator; codes: string[] }> {
    const operator = await insertOperator(api.database.db, 'support', { totpSecret: null, totpConfirmedAt: null });
    api.setClock(when);
    const password = await passwordStep(operator.email, operator.password);
    const { secret } = password.json().contents.enrollment;
    const second = await adminCall(api, 'POST', '/admin/v1/sign-in/second-factor', {
      cookie: operatorCookieOf(password),
      body: { code: totpCode(secret, when) },
    });
    return { operator: { ...operator, secret }, codes: second.json().contents.recovery_codes };
  }

  it('locks the operator after five failures sent at once: the right password is refused too', async () => {
    const operator = await insertOperator(api.database.db, 'editor');
    api.setClock(at(300));
    const answers = await Promise.all(
      Array.from({ length: 9 }, (_, n) => passwordStep(operator.email, `wrong-${n}`, `133.0.11.${n + 1}`)),
    );

    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([401, 401, 401, 401, 423, 423, 423, 423, 423]);
    expect(await api.database.db.$count(operatorSignInAttempts, eq(operatorSignInAttempts.email, operator.email))).toBe(
      5,
    );
    const right = await passwordStep(operator.email, operator.password, '133.0.11.50');
    expect(right.statusCode).toBe(423);
    expect(right.json().message).toMatch(/^ログインの失敗が続いたため/);
    api.setClock(at(316));
    expect((await passwordStep(operator.email, operator.password, '133.0.11.50')).statusCode).toBe(200);
  });

  it('counts wrong codes towards the same lock', async () => {
    const operator = await insertOperator(api.database.db, 'editor');
    api.setClock(at(400));
    const cookie = operatorCookieOf(await passwordStep(operator.email, operator.password, '133.0.11.60'));
    const codes = await Promise.all(
      Array.from({ length: 6 }, () =>
        adminCall(api, 'POST', '/admin/v1/sign-in/second-factor', { cookie, body: { code: '000000' } }),
      ),
    );
    expect(codes.map((answer) => answer.statusCode).sort()).toEqual([401, 401, 401, 401, 423, 423]);
    const right = await adminCall(api, 'POST', '/admin/v1/sign-in/second-factor', {
      cookie,
      body: { code: totpCode(operator.secret, at(400)) },
    });
    expect(right.statusCode).toBe(423);
  });

  it('ends a session after 30 idle minutes; requests keep it going, for 12 hours at most', async () => {
    const idle = await insertOperator(api.database.db, 'support');
    const idleCookie = await signInOperator(api, idle, at(500));
    expect((await me(idleCookie, at(529))).statusCode).toBe(200);
    expect((await me(idleCookie, at(558))).statusCode).toBe(200);
    const expired = await me(idleCookie, at(588));
    expect(expired.statusCode).toBe(401);
    expect(expired.json().code).toBe(API_ERRORS.operatorSignInRequired.code);

    const busy = await insertOperator(api.database.db, 'support');
    const busyCookie = await signInOperator(api, busy, at(600));
    for (let minutes = 620; minutes < 600 + 12 * 60; minutes += 20) {
      expect((await me(busyCookie, at(minutes))).statusCode, `${minutes - 600} minutes in`).toBe(200);
    }
    expect((await me(busyCookie, at(600 + 12 * 60))).statusCode).toBe(401);
  });

  it('never brings an expired session back with debug time', async () => {
    const operator = await insertOperator(api.database.db, 'support');
    const cookie = await signInOperator(api, operator, at(1500));
    api.setClock(at(1600));
    const response = await api.app.inject({
      method: 'GET',
      url: '/admin/v1/me',
      headers: { 'x-debug-time': at(1510).toISOString() },
      cookies: { [OPERATOR_SESSION_COOKIE]: cookie },
    });
    expect(response.statusCode).toBe(401);
  });

  it('lets an administrator end every session of an operator, and records it', async () => {
    const admin = await insertOperator(api.database.db, 'admin');
    const editor = await insertOperator(api.database.db, 'editor');
    const adminCookie = await signInOperator(api, admin, at(2000));
    const laptop = await signInOperator(api, editor, at(2000));
    const tablet = await signInOperator(api, editor, at(2001));

    api.setClock(at(2002));
    const revoked = await adminCall(api, 'DELETE', `/admin/v1/operators/${editor.id}/sessions`, {
      cookie: adminCookie,
    });
    expect(revoked.json().contents).toEqual({ revoked: 2 });
    expect((await me(laptop, at(2003))).statusCode).toBe(401);
    expect((await me(tablet, at(2003))).statusCode).toBe(401);
    expect((await me(adminCookie, at(2003))).statusCode).toBe(200);
    const [entry] = await api.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(entry).toMatchObject({
      operatorId: admin.id,
      operation: 'operator.revoke_sessions',
      targetType: 'operator',
      targetId: String(editor.id),
      after: { sessions_revoked: 2 },
    });
  });
});
