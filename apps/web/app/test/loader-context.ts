import { RouterContextProvider } from 'react-router';
import { createWebRequestContext, webRequestContext } from '../lib/api.server.ts';
import { type EnvInput, parseEnv } from '../lib/env.server.ts';
import { apiFailure } from './fixtures.ts';

export interface RecordedCall {
  url: URL;
  headers: Headers;
}

/**
 * A load context whose API client talks to `answer` instead of the network, recording every call,
 * as server/app.ts builds it for a viewer request.
 */
export function fakeLoadContext(
  answer: (url: URL) => Response,
  viewerHeaders: Record<string, string> = {},
  envInput: EnvInput = {},
) {
  const calls: RecordedCall[] = [];
  const fetchImpl: typeof fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : input.toString());
    calls.push({ url, headers: new Headers(init?.headers) });
    return answer(url);
  };
  const env = parseEnv({
    API_ORIGIN: 'http://localhost:4000',
    API_INTERNAL_URL: 'http://api.internal:4000',
    ...envInput,
  });
  const web = createWebRequestContext(
    env,
    { url: `${env.WEB_ORIGIN}/`, headers: new Headers(viewerHeaders), clientAddress: '203.0.113.7' },
    fetchImpl,
    // No answer kept from one test for the next (the process's cache is tested on its own).
    null,
  );
  const context = new RouterContextProvider();
  context.set(webRequestContext, web);
  return { context, calls, web };
}

/** The paths of the API calls a page made, in order. */
export const calledPaths = (calls: RecordedCall[]) => calls.map((call) => call.url.pathname);

/** The public origins of the page tests' site: a link built on them shows the request's own host went unused. */
export const WEB = 'https://hanabi.example';
export const ACCOUNTS = 'https://accounts.hanabi.example';

/** A load context on the WEB and ACCOUNTS origins whose API answers by path, and 404 for any other path. */
export function fakeSiteApi(answers: Record<string, () => Response>) {
  return fakeLoadContext(
    (url) => answers[url.pathname]?.() ?? apiFailure(404, 4004, 'お探しのページは見つかりませんでした。'),
    {},
    { WEB_ORIGIN: WEB, ACCOUNTS_ORIGIN: ACCOUNTS },
  );
}
