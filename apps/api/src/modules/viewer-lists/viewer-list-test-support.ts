/** Calls of the viewer-list routes as the web client makes them, for this module's tests. */
import { type TestApi, WEB_CLIENT_CALL_HEADERS } from '../../test/build-test-api.ts';
import { TEST_NOW } from '../../test/catalogue-fixtures.ts';
import { insertMember, signIn } from '../../test/member-fixtures.ts';

export interface CallOptions {
  /** festa_auth; a guest when left out. */
  token?: string | undefined;
  /** X-Debug-Time; TEST_NOW unless said. */
  at?: string;
}

/** A GET, POST or DELETE of `url`; state-changing calls carry the web client's headers. */
export function call(
  api: TestApi,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  { token, at = TEST_NOW }: CallOptions,
) {
  return api.app.inject({
    method,
    url,
    headers: { ...(method === 'GET' ? {} : WEB_CLIENT_CALL_HEADERS), 'x-debug-time': at },
    ...(method === 'POST' ? { payload: {} } : {}),
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
