/**
 * Operators written straight into a test database, and signed in through the API as a browser would: the
 * password step, then a TOTP code of the authenticator app at the API's clock. Names are unique within a
 * test file, which has a database of its own.
 */
import { OPERATOR_SESSION_COOKIE, type OperatorRole } from '@hanabi/contract';
import { type AppDatabase, operators } from '@hanabi/db';
import { hashPassword } from '@hanabi/passwords';
import { Secret, TOTP } from 'otpauth';
import { newTotpSecret } from '../modules/operators/totp.ts';
import { type TestApi, WEB_CLIENT_CALL_HEADERS } from './build-test-api.ts';
import { testNow } from './catalogue-fixtures.ts';

export const OPERATOR_PASSWORD = '花火の夜のパスワード2025';

export interface TestOperator {
  id: number;
  email: string;
  password: string;
  /** The authenticator app's secret (base32). */
  secret: string;
}

let sequence = 0;
let passwordHash: Promise<string> | undefined;

/** An active operator with a password and an enrolled authenticator app. */
export async function insertOperator(
  db: AppDatabase,
  role: OperatorRole,
  overrides: Partial<typeof operators.$inferInsert> = {},
): Promise<TestOperator> {
  sequence += 1;
  passwordHash ??= hashPassword(OPERATOR_PASSWORD);
  const secret = newTotpSecret();
  const [row] = await db
    .insert(operators)
    .values({
      email: `${role}-${sequence}@operators.hanabi.test`,
      name: `${role} ${sequence}`,
      role,
      passwordHash: await passwordHash,
      totpSecret: secret,
      totpConfirmedAt: testNow,
      ...overrides,
    })
    .returning({ id: operators.id, email: operators.email });
  if (!row) throw new Error('no operator inserted');
  return { ...row, password: OPERATOR_PASSWORD, secret };
}

/** The code the authenticator app shows at `at`. */
export function totpCode(secret: string, at: Date): string {
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at.getTime() });
}

/** A call as the console sends it, with the operator cookie when given (and other headers for tus calls). */
export function adminCall(
  api: TestApi,
  method: 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  { cookie, body, headers }: { cookie?: string; body?: unknown; headers?: Record<string, string> } = {},
) {
  // A file (an image upload) is sent as it is; anything else as JSON.
  const file = Buffer.isBuffer(body);
  return api.app.inject({
    method,
    url,
    headers: file
      ? { ...WEB_CLIENT_CALL_HEADERS, 'content-type': 'application/octet-stream', ...headers }
      : { ...WEB_CLIENT_CALL_HEADERS, ...headers },
    ...(body === undefined ? {} : { payload: file ? body : JSON.stringify(body) }),
    ...(cookie ? { cookies: { [OPERATOR_SESSION_COOKIE]: cookie } } : {}),
  });
}

/** The hanabi_operator cookie an answer set. */
export function operatorCookieOf(response: { cookies: Array<{ name: string; value: string }> }): string {
  const cookie = response.cookies.find(({ name }) => name === OPERATOR_SESSION_COOKIE);
  if (!cookie) throw new Error('no operator cookie set');
  return cookie.value;
}

/** Signs the operator in through both steps at the API's current clock; returns the cookie's value. */
export async function signInOperator(api: TestApi, operator: TestOperator, at: Date = testNow): Promise<string> {
  api.setClock(at);
  const password = await adminCall(api, 'POST', '/admin/v1/sign-in', {
    body: { email: operator.email, password: operator.password },
  });
  if (password.statusCode !== 200) throw new Error(`password step: ${password.body}`);
  const cookie = operatorCookieOf(password);
  const second = await adminCall(api, 'POST', '/admin/v1/sign-in/second-factor', {
    cookie,
    body: { code: totpCode(operator.secret, at) },
  });
  if (second.statusCode !== 200) throw new Error(`second factor: ${second.body}`);
  return cookie;
}
