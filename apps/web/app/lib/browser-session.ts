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
  api: Promise<ApiClient>;
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
 * The browser's API client: the public API origin, the viewer's own cookies (spec §7). Loaded once the page is
 * interactive, so that the endpoints and the schemas of their answers are not part of its first download
 * (decision 0066); a viewer's first tap waits for it at most once.
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
 * Starts what the page needs in the browser, once, after hydration: the API client, error monitoring,
 * analytics, the status refresher (which takes over the status the server rendered with and reports it), and
 * the watch on deploys (lib/deploys).
 */
export function startBrowserSession(env: PublicEnv, renderedWith: UserStatus | null): void {
  if (session !== null) return;
  const api = loadBrowserApi(env);
  const host = window as Window & DataLayerHost & GtagHost;
  const reporters = [
    startErrorMonitoring({ dsn: env.SENTRY_DSN, environment: env.APP_ENV }),
    pageVariableReporter(host),
    startAnalytics({ measurementId: env.ANALYTICS_ID, appEnv: env.APP_ENV }, host, appendScript),
  ].filter((reporter): reporter is StatusReporter => reporter !== null);
  const refresher = createStatusRefresher({
    store: userStatusStore,
    fetchStatus: async () => (await api).getUserStatus(),
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
  return session.api;
}

/** Refreshes the status before a client navigation (root client middleware); nothing before the session starts. */
export async function refreshStatusBeforeNavigation(): Promise<void> {
  await session?.refresher.beforeNavigation();
}
