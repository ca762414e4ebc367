import { type ApiClient, browserCookieStore, resolveUserTrackingId } from '@hanabi/api-client';
import type { UserStatus } from '@hanabi/contract';
import { watchDeployedBuild } from './deploys/stale-build.ts';
import { reloadOnStaleChunks } from './deploys/stale-chunk.ts';
import type { PublicEnv } from './env.server.ts';
import { type GtagHost, startAnalytics } from './monitoring/analytics.ts';
import { startErrorMonitoring } from './monitoring/error-monitoring.ts';
import { type DataLayerHost, pageVariableReporter } from './monitoring/page-variables.ts';
import { createStatusRefresher, type StatusRefresher } from './status-refresh.ts';
import type { StatusReporter } from './status-report.ts';
import { userStatusStore } from './user-status-store.ts';

interface BrowserSession {
  /** The API client, loaded by its first call. */
  api: () => Promise<ApiClient>;
  refresher: StatusRefresher;
}

let session: BrowserSession | null = null;

function appendScript(src: string): void {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.append(script);
}

/**
 * The browser's API client: the public API origin, the viewer's own cookies (spec §7). Loaded by the first
 * call that needs it, so that the endpoints and the schemas of their answers are neither part of the page's
 * first download nor fetched beside the route chunks its links preload (at most five at once, spec §9);
 * a viewer's first tap that calls the API waits for it once (decision 0066).
 */
async function loadBrowserApi(env: PublicEnv): Promise<ApiClient> {
  const { createApiClient } = await import('@hanabi/api-client/client');
  return createApiClient({
    baseUrl: env.API_ORIGIN,
    isProduction: env.APP_ENV === 'production',
    cookieStore: browserCookieStore(),
    cookieDomain: env.COOKIE_DOMAIN ?? undefined,
  });
}

/**
 * Starts what the page needs in the browser, once, after hydration: the API client's loader, error monitoring,
 * analytics, the status refresher (which takes over the status the server rendered with and reports it), and
 * the watch on deploys (lib/deploys).
 */
export function startBrowserSession(env: PublicEnv, renderedWith: UserStatus | null): void {
  if (session !== null) return;
  let loaded: Promise<ApiClient> | undefined;
  const api = () => {
    // A load that failed (the connection dropped) is tried again by the next call.
    loaded ??= loadBrowserApi(env).catch((error: unknown) => {
      loaded = undefined;
      throw error;
    });
    return loaded;
  };
  const host = window as Window & DataLayerHost & GtagHost;
  const reporters = [
    startErrorMonitoring({ dsn: env.SENTRY_DSN, environment: env.APP_ENV }),
    pageVariableReporter(host),
    startAnalytics({ measurementId: env.ANALYTICS_ID, appEnv: env.APP_ENV }, host, appendScript),
  ].filter((reporter): reporter is StatusReporter => reporter !== null);
  const refresher = createStatusRefresher({
    store: userStatusStore,
    fetchStatus: async () => (await api()).getUserStatus(),
    reporters,
    onError: (error) => console.warn('The user status could not be refreshed.', error),
  });
  session = { api, refresher };
  // The server keeps a first visit's page free of cookies so that it can be shared (decision 0057): this
  // browser's tracking id is made and kept here, before any call of its own sends it.
  resolveUserTrackingId(browserCookieStore(), {
    pageUrl: window.location.href,
    domain: env.COOKIE_DOMAIN ?? undefined,
  });
  if (renderedWith !== null) refresher.accept(renderedWith);
  watchDeployedBuild(window);
  reloadOnStaleChunks(window);
}

/** The browser's API client, for calls made from event handlers (logout, receiving a present). */
export function browserApi(): Promise<ApiClient> {
  if (session === null)
    return Promise.reject(new Error('The browser session has not started: startBrowserSession runs after hydration.'));
  return session.api();
}

/** Refreshes the status before a client navigation (root client middleware); nothing before the session starts. */
export async function refreshStatusBeforeNavigation(): Promise<void> {
  await session?.refresher.beforeNavigation();
}
