/** Test support: the operator API behind the console's routes, answering by `METHOD /path`, recording calls. */
import type { OperatorMe, OperatorRole, OperatorSummary } from '@hanabi/contract';
import { permissionsOf } from '@hanabi/contract';
import { RouterContextProvider } from 'react-router';
import { createWebRequestContext, webRequestContext } from '../lib/api.server.ts';
import { parseEnv } from '../lib/env.server.ts';
import { apiFailure, apiSuccess } from './fixtures.ts';

export const CONSOLE_WEB = 'https://hanabi.example';

export interface ConsoleCall {
  method: string;
  path: string;
  query: URLSearchParams;
  /** A JSON body, parsed. */
  body: unknown;
  /** A raw body (a file the console sends on as it is). */
  rawBody: Blob | undefined;
  headers: Headers;
}

/** An answer, or one made from the call (to answer by what was sent). */
export type ConsoleAnswer = Response | ((call: ConsoleCall) => Response);

export function operatorMe(role: OperatorRole, id = 1): OperatorMe {
  return {
    id,
    email: `${role}@example.jp`,
    name: { admin: '管理 花子', editor: '編成 太郎', support: 'サポート 次郎', accounting: '経理 三郎' }[role],
    role,
    permissions: permissionsOf(role),
    session_expires_at: '2026-11-26T21:00:00+09:00',
  };
}

export function operatorSummary(id: number, overrides: Partial<OperatorSummary> = {}): OperatorSummary {
  return {
    id,
    email: `operator${id}@example.jp`,
    name: `オペレーター${id}`,
    role: 'editor',
    status: 'active',
    second_factor_enrolled: true,
    active_sessions: 1,
    last_signed_in_at: '2026-11-20T10:00:00+09:00',
    created_at: '2026-11-01T10:00:00+09:00',
    ...overrides,
  };
}

export const SIGNED_OUT = (): Response => apiFailure(401, 4101, '管理画面にログインしてください。');

/** An answer carrying Set-Cookie headers, as the API's sign-in and sign-out answers do. */
export function withCookies(response: Response, ...cookies: string[]): Response {
  const headers = new Headers(response.headers);
  for (const cookie of cookies) headers.append('Set-Cookie', cookie);
  return new Response(response.body, { status: response.status, headers });
}

/**
 * A load context whose API answers `answers[\`${method} ${path}\`]` (GET /admin/v1/me answers `me`, signed
 * out when null) and 404 otherwise, for a browser request carrying `cookie`.
 */
export function consoleApi(
  me: OperatorMe | null,
  answers: Record<string, ConsoleAnswer> = {},
  cookie = 'hanabi_operator=session-token',
) {
  const calls: ConsoleCall[] = [];
  const fetchImpl: typeof fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : input.toString());
    const call: ConsoleCall = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      rawBody: init?.body instanceof Blob ? init.body : undefined,
      headers: new Headers(init?.headers),
    };
    calls.push(call);
    const key = `${call.method} ${call.path}`;
    const answer = answers[key] ?? (key === 'GET /admin/v1/me' ? (me ? apiSuccess(me) : SIGNED_OUT()) : undefined);
    if (answer === undefined) return apiFailure(404, 4004, 'お探しのページは見つかりませんでした。');
    return typeof answer === 'function' ? answer(call) : answer.clone();
  };
  const env = parseEnv({
    API_ORIGIN: 'http://localhost:4000',
    API_INTERNAL_URL: 'http://api.internal:4000',
    WEB_ORIGIN: CONSOLE_WEB,
  });
  const web = createWebRequestContext(
    env,
    { url: `${CONSOLE_WEB}/admin`, headers: new Headers({ cookie }), clientAddress: '203.0.113.7' },
    fetchImpl,
  );
  const context = new RouterContextProvider();
  context.set(webRequestContext, web);
  /** The calls other than the identity check every console page makes. */
  const sent = () => calls.filter((call) => call.path !== '/admin/v1/me');
  return { context, calls, sent, web };
}

/**
 * A console page's loader or action arguments for `path` (a form post when `form` is given: URL-encoded, or
 * multipart when it is FormData, as a form with a file input sends it).
 */
export function consoleArgs(
  context: RouterContextProvider,
  path: string,
  form?: Record<string, string> | FormData,
  headers: Record<string, string> = {},
) {
  const request =
    form instanceof FormData
      ? new Request(`${CONSOLE_WEB}${path}`, { method: 'POST', body: form, headers })
      : form
        ? new Request(`${CONSOLE_WEB}${path}`, {
            method: 'POST',
            body: new URLSearchParams(form),
            headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
          })
        : new Request(`${CONSOLE_WEB}${path}`, { headers });
  return { request, context, params: {}, url: new URL(request.url), pattern: '' } as never;
}
