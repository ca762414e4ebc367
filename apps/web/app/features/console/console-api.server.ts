import { type AdminApiClient, createAdminApiClient } from '@hanabi/api-client/admin';
import { OPERATOR_SESSION_COOKIE } from '@hanabi/contract';
import type { RouterContextProvider } from 'react-router';
import { getWebRequest, type WebRequestContext } from '../../lib/api.server.ts';

const clients = new WeakMap<WebRequestContext, AdminApiClient>();

/** Only the console's own cookie is passed on: whatever else the API might set is none of the web's business. */
function isOperatorSessionCookie(header: string): boolean {
  return header.trimStart().startsWith(`${OPERATOR_SESSION_COOKIE}=`);
}

const CONSOLE_PATH = /;\s*Path=\/admin\s*(?=;|$)/i;

/**
 * The operator cookie for every path the browser asks the console for. The API scopes it to `Path=/admin`,
 * which covers `/admin` and `/admin/…` — the pages, their `.data` requests and the API's upload path — but not
 * `/admin.data`, where React Router fetches the console home's data on a client-side navigation: without the
 * cookie there, that navigation would find the operator signed out. A second cookie of the same name, value and
 * attributes with `Path=/admin.data` covers exactly that path and no other (a cookie path matches itself and
 * what lies under it), so the cookie still never reaches viewer pages; each is set, renewed and cleared together.
 */
export function consolePathCookies(header: string): string[] {
  if (!CONSOLE_PATH.test(header)) return [header];
  return [header, header.replace(CONSOLE_PATH, '; Path=/admin.data')];
}

/**
 * The operator API's client for one request, built like the viewer's (API_INTERNAL_URL, the browser's
 * cookies forwarded, the headers of spec §7): the console calls the API only from this server, so the
 * hanabi_operator cookie lives on the web's origin, and the API's Set-Cookie for it is passed on to the
 * browser. An internal API instance with OPERATOR_API on can thus serve the console alone.
 */
export function consoleApi(context: Readonly<RouterContextProvider>): AdminApiClient {
  const web = getWebRequest(context);
  let client = clients.get(web);
  if (!client) {
    client = createAdminApiClient({
      ...web.apiConfig,
      onSetCookie: (headers) => {
        for (const header of headers.filter(isOperatorSessionCookie).flatMap(consolePathCookies)) {
          web.passOnSetCookie(header);
        }
      },
    });
    clients.set(web, client);
  }
  return client;
}
