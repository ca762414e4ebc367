/**
 * The permission matrix on every /admin/v1 route (decision 0041): each role is let through exactly where the
 * contract's matrix says, and refused with 403 and the Japanese message elsewhere; a guest, a member's
 * festa_auth and an operator who has not entered the second factor get 401, never a 2xx.
 */
import {
  API_ERRORS,
  OPERATOR_ROLES,
  type OperatorPermission,
  type OperatorRole,
  roleHasPermission,
} from '@hanabi/contract';
import type { AppDatabase } from '@hanabi/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApi, type TestApi } from '../../test/build-test-api.ts';
import { CAMPAIGN_GUARDED } from '../../test/campaign-guarded-calls.ts';
import { testNow } from '../../test/catalogue-fixtures.ts';
import { CATALOGUE_GUARDED } from '../../test/catalogue-guarded-calls.ts';
import { DYNAMIC_LANDING_GUARDED } from '../../test/dynamic-landing-guarded-calls.ts';
import { EDITOR_PICK_GUARDED } from '../../test/editor-pick-guarded-calls.ts';
import { EDITORIAL_GUARDED } from '../../test/editorial-guarded-calls.ts';
import { FEATURE_GUARDED } from '../../test/feature-guarded-calls.ts';
import { GENRE_GUARDED } from '../../test/genre-guarded-calls.ts';
import { HOME_LAYOUT_GUARDED } from '../../test/home-layout-guarded-calls.ts';
import { HOME_SLIDE_GUARDED } from '../../test/home-slide-guarded-calls.ts';
import { insertMember, signIn } from '../../test/member-fixtures.ts';
import { MONEY_GUARDED } from '../../test/money-guarded-calls.ts';
import {
  adminCall,
  insertOperator,
  operatorCookieOf,
  signInOperator,
  type TestOperator,
} from '../../test/operator-fixtures.ts';
import { RULES_PAGES_GUARDED } from '../../test/rules-pages-guarded-calls.ts';
import { SUPPORT_GUARDED } from '../../test/support-guarded-calls.ts';
import { VIDEO_GUARDED } from '../../test/video-guarded-calls.ts';

type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface GuardedCall {
  method: Method;
  /** The path, given the id of an operator the call may change. */
  path(targetId: number | string): string;
  /** The path as the API document names it, when it is not the path of id 1 with `{id}` for the 1. */
  documented?: string;
  /** JSON, or a Buffer sent as a file (an image upload). */
  body?: (n: number) => unknown;
  /** Headers besides the console's (the tus calls'). */
  headers?(targetId: number | string): Record<string, string>;
  /** Null: any signed-in operator. */
  permission: OperatorPermission | null;
  /** Makes what the call acts on and answers its id; a fresh operator when absent. */
  target?: (db: AppDatabase) => Promise<number | string>;
  /** What a role the matrix allows gets, when not 200. */
  allowedStatus?: number;
}

/** Every guarded operator operation of this module; `every guarded route is in the table` keeps it whole. */
const GUARDED: GuardedCall[] = [
  { method: 'GET', path: () => '/admin/v1/me', permission: null },
  { method: 'DELETE', path: () => '/admin/v1/session', permission: null },
  { method: 'GET', path: () => '/admin/v1/operators', permission: 'operators:manage' },
  {
    method: 'POST',
    path: () => '/admin/v1/operators',
    body: (n) => ({ email: `invited-${n}@operators.hanabi.test`, name: `招待 ${n}`, role: 'support' }),
    permission: 'operators:manage',
  },
  {
    method: 'PUT',
    path: (id) => `/admin/v1/operators/${id}/role`,
    body: () => ({ role: 'accounting' }),
    permission: 'operators:manage',
  },
  { method: 'POST', path: (id) => `/admin/v1/operators/${id}/disable`, permission: 'operators:manage' },
  { method: 'POST', path: (id) => `/admin/v1/operators/${id}/enable`, permission: 'operators:manage' },
  { method: 'POST', path: (id) => `/admin/v1/operators/${id}/reset-access`, permission: 'operators:manage' },
  { method: 'DELETE', path: (id) => `/admin/v1/operators/${id}/sessions`, permission: 'operators:manage' },
  { method: 'GET', path: () => '/admin/v1/audit-log', permission: 'audit:read' },
  ...CATALOGUE_GUARDED,
  ...GENRE_GUARDED,
  ...VIDEO_GUARDED,
  ...SUPPORT_GUARDED,
  ...MONEY_GUARDED,
  ...HOME_SLIDE_GUARDED,
  ...HOME_LAYOUT_GUARDED,
  ...FEATURE_GUARDED,
  ...DYNAMIC_LANDING_GUARDED,
  ...EDITOR_PICK_GUARDED,
  ...CAMPAIGN_GUARDED,
  ...EDITORIAL_GUARDED,
  ...RULES_PAGES_GUARDED,
];

/** Reachable without an operator session: the steps that start one. */
const OPEN = [
  'POST /admin/v1/sign-in',
  'POST /admin/v1/sign-in/second-factor',
  'POST /admin/v1/setup/lookup',
  'POST /admin/v1/setup',
];

/** The call as the API document names it: its path with `{id}` (or as documented), without a read's query. */
const name = (call: GuardedCall) =>
  `${call.method} ${call.documented ?? (call.path(1).split('?')[0] ?? '').replace(/\/1(\/|$)/, '/{id}$1')}`;

/** The answer's envelope; a HEAD answer has no body, only its status. */
const envelopeOf = (response: { body: string; json(): unknown }) => (response.body === '' ? null : response.json());
const refusalOf = (entry: GuardedCall, envelope: object) => (entry.method === 'HEAD' ? null : envelope);

describe('the operator permission matrix on /admin/v1', () => {
  let api: TestApi;
  const signedIn = new Map<OperatorRole, string>();
  let sequence = 0;

  beforeAll(async () => {
    api = await buildTestApi();
    for (const [index, role] of OPERATOR_ROLES.entries()) {
      const operator = await insertOperator(api.database.db, role);
      signedIn.set(role, await signInOperator(api, operator, new Date(testNow.getTime() + index * 60_000)));
    }
  });
  afterAll(() => api.close());

  /** A fresh operator for a call to change, so that one call never spoils the next. */
  async function target(): Promise<TestOperator> {
    return insertOperator(api.database.db, 'editor');
  }

  async function call(entry: GuardedCall, cookie?: string) {
    sequence += 1;
    const id = entry.target ? await entry.target(api.database.db) : (await target()).id;
    api.setClock(new Date(testNow.getTime() + 10 * 60_000));
    return adminCall(api, entry.method, entry.path(id), {
      cookie,
      body: entry.body?.(sequence),
      headers: entry.headers?.(id),
    });
  }

  it('lists every /admin/v1 route of the API document here: guarded, or one of the sign-in steps', async () => {
    const { paths } = (await api.app.inject({ method: 'GET', url: '/openapi.json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const routes = Object.entries(paths)
      .filter(([path]) => path.startsWith('/admin/v1'))
      .flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`));
    expect(routes.sort()).toEqual([...GUARDED.map(name), ...OPEN].sort());
  });

  describe.each(OPERATOR_ROLES)('as %s', (role) => {
    // Signing out is checked last, below: it would end the session the other rows use.
    const rows = GUARDED.filter((entry) => name(entry) !== 'DELETE /admin/v1/session');
    it.each(rows.map((entry) => ({ ...entry, label: name(entry) })))('$label ($permission)', async (entry) => {
      const response = await call(entry, signedIn.get(role));
      const allowed = entry.permission === null || roleHasPermission(role, entry.permission);
      expect(response.statusCode, response.body).toBe(allowed ? (entry.allowedStatus ?? 200) : 403);
      if (!allowed) {
        expect(envelopeOf(response)).toEqual(
          refusalOf(entry, { code: 4030, message: 'この操作を行う権限がありません。' }),
        );
      }
    });
  });

  it('answers 401 to a guest and to a member on every guarded route, before reading the body', async () => {
    const member = await signIn(api.database.db, (await insertMember(api.database.db)).id);
    for (const entry of GUARDED) {
      const guest = await call(entry);
      expect(guest.statusCode, name(entry)).toBe(401);
      expect(envelopeOf(guest)).toEqual(
        refusalOf(entry, { code: API_ERRORS.operatorSignInRequired.code, message: '管理画面にログインしてください。' }),
      );
      const file = Buffer.isBuffer(entry.body?.(0));
      const asMember = await api.app.inject({
        method: entry.method,
        url: entry.path(1),
        headers: {
          'x-requested-with': 'XMLHttpRequest',
          'content-type': file ? 'application/octet-stream' : 'application/json',
          ...entry.headers?.(1),
        },
        payload: file ? 'not even an image' : '{"not":"even valid"}',
        cookies: { festa_auth: member },
      });
      expect(asMember.statusCode, name(entry)).toBe(401);
    }
  });

  it('answers 401 with 「確認コードを…」 while the second factor is still to come', async () => {
    const operator = await insertOperator(api.database.db, 'admin');
    const password = await adminCall(api, 'POST', '/admin/v1/sign-in', {
      body: { email: operator.email, password: operator.password },
    });
    const pending = operatorCookieOf(password);
    for (const entry of GUARDED) {
      const response = await adminCall(api, entry.method, entry.path(operator.id), {
        cookie: pending,
        body: entry.body?.(0),
        headers: entry.headers?.(operator.id),
      });
      expect(response.statusCode, name(entry)).toBe(401);
      expect(envelopeOf(response)).toEqual(
        refusalOf(entry, {
          code: API_ERRORS.secondFactorRequired.code,
          message: API_ERRORS.secondFactorRequired.message,
        }),
      );
    }
  });

  it('signs out any signed-in operator, whatever the role', async () => {
    for (const role of OPERATOR_ROLES) {
      const cookie = signedIn.get(role);
      expect((await adminCall(api, 'DELETE', '/admin/v1/session', { cookie })).statusCode, role).toBe(200);
      expect((await adminCall(api, 'GET', '/admin/v1/me', { cookie })).statusCode, role).toBe(401);
    }
  });
});

describe('OPERATOR_API=off', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await buildTestApi({ env: { OPERATOR_API: 'off' } });
  });
  afterAll(() => api.close());

  it('answers 404 on /admin/v1, even to a signed-in operator of the same database', async () => {
    const operator = await insertOperator(api.database.db, 'admin');
    for (const [method, url] of [
      ['POST', '/admin/v1/sign-in'],
      ['GET', '/admin/v1/me'],
      ['GET', '/admin/v1/operators'],
    ] as const) {
      const response = await adminCall(api, method, url, {
        body: { email: operator.email, password: operator.password },
      });
      expect(response.statusCode, url).toBe(404);
    }
  });
});
