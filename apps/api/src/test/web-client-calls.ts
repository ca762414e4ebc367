/** Calls of member routes as the web client makes them, for the tests of the viewer lists and watching. */
import { type TestApi, WEB_CLIENT_CALL_HEADERS } from './build-test-api.ts';
import { TEST_NOW } from './catalogue-fixtures.ts';
import { insertMember, signIn } from './member-fixtures.ts';

export interface CallOptions {
  /** festa_auth; a guest when left out. */
  token?: string | undefined;
  /** When: X-Debug-Time of a GET, the API's clock for a call that changes something; TEST_NOW unless said. */
  at?: string;
  /** The body of a POST: an object sent as JSON, or the raw text; `{}` unless said. */
  body?: object | string;
}

/**
 * A GET, POST or DELETE of `url`; state-changing calls carry the web client's headers and run on the API's
 * clock, moved to `at` (debug time shifts only what reads show, decision 0032).
 */
export function call(
  api: TestApi,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  { token, at = TEST_NOW, body = {} }: CallOptions,
) {
  if (method !== 'GET') api.setClock(at);
  return api.app.inject({
    method,
    url,
    headers: method === 'GET' ? { 'x-debug-time': at } : WEB_CLIENT_CALL_HEADERS,
    ...(method === 'POST' ? { payload: body } : {}),
    ...(token ? { cookies: { festa_auth: token } } : {}),
  });
}

/** The festa_auth cookie of a new member. */
export async function signedInMember(api: TestApi): Promise<string> {
  const { db } = api.database;
  return signIn(db, (await insertMember(db)).id);
}

/** The ids of the items of a list answer, in order. */
export function itemIds(response: { json(): { contents: { items: Array<{ id: number }> } } }): number[] {
  return response.json().contents.items.map((item) => item.id);
}
