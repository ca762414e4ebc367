import type { ApiClientConfig } from '../config.ts';
import type { CookieAttributes, CookieStore } from '../cookies/cookie-store.ts';
import { type ApiClient, createApiClient } from '../create-api-client.ts';
import { type FakeFetch, fakeFetch, type ScriptedAnswer } from './fake-fetch.ts';

export const BASE_URL = 'https://api.hanabi.test';
export const VALID_TRACKING_ID = 'V1StGXR8_Z5jdHi6B-myT';

export interface RecordedCookie {
  name: string;
  value: string;
  attributes: CookieAttributes;
}

/** An in-memory cookie store that records what the client sets. */
export function memoryCookieStore(initial: Record<string, string> = {}): CookieStore & { sets: RecordedCookie[] } {
  const values = new Map(Object.entries(initial));
  const sets: RecordedCookie[] = [];
  return {
    sets,
    get: (name) => values.get(name),
    set(name, value, attributes) {
      values.set(name, value);
      sets.push({ name, value, attributes });
    },
  };
}

export interface TestClient extends FakeFetch {
  client: ApiClient;
  cookies: ReturnType<typeof memoryCookieStore>;
}

/** A client on a fake fetch answering `script`; the viewer already has a valid tracking id unless `config.cookieStore` says otherwise. */
export function testClient(script: ScriptedAnswer[], config: Partial<ApiClientConfig> = {}): TestClient {
  const fake = fakeFetch(...script);
  const cookies = memoryCookieStore({ user_tracking_id: VALID_TRACKING_ID });
  const client = createApiClient({
    baseUrl: BASE_URL,
    isProduction: true,
    cookieStore: cookies,
    fetch: fake.fetch,
    ...config,
  });
  return { ...fake, client, cookies };
}

/** The one recorded request, failing the test when there is not exactly one. */
export function onlyRequest(requests: FakeFetch['requests']) {
  if (requests.length !== 1) throw new Error(`expected exactly one request, got ${requests.length}`);
  const [request] = requests;
  if (request === undefined) throw new Error('unreachable');
  return request;
}
