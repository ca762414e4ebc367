import type { AppEnv } from '../env.server.ts';
import type { StatusReport, StatusReporter } from '../status-report.ts';

/** Spec §9: analytics run only in production and staging. */
const ANALYTICS_APP_ENVS: ReadonlySet<AppEnv> = new Set(['production', 'staging']);

export interface AnalyticsConfig {
  measurementId: string | null;
  appEnv: AppEnv;
}

/** Where gtag lives: window.dataLayer and window.gtag. */
export interface GtagHost {
  dataLayer?: unknown[];
  gtag?: (...args: unknown[]) => void;
}

export function isAnalyticsEnabled({ measurementId, appEnv }: AnalyticsConfig): boolean {
  return Boolean(measurementId) && ANALYTICS_APP_ENVS.has(appEnv);
}

/**
 * Loads GA4 (gtag.js) in production and staging when a measurement id is configured, and answers the
 * reporter that sets the viewer's user properties on every refresh; null (nothing loaded) otherwise.
 */
export function startAnalytics(
  config: AnalyticsConfig,
  host: GtagHost,
  loadScript: (src: string) => void,
): StatusReporter | null {
  const { measurementId } = config;
  if (!measurementId || !isAnalyticsEnabled(config)) return null;
  host.dataLayer ??= [];
  const dataLayer = host.dataLayer;
  // gtag.js reads the queue as `arguments` objects, not arrays: this is its documented snippet.
  host.gtag ??= function gtag() {
    // biome-ignore lint/complexity/noArguments: gtag.js expects the arguments object itself.
    dataLayer.push(arguments);
  };
  const gtag = host.gtag;
  gtag('js', new Date());
  gtag('config', measurementId);
  loadScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`);
  return {
    report({ plan, animeSubscribed }: StatusReport) {
      gtag('set', 'user_properties', { user_plan: plan, anime_subscribed: animeSubscribed ? 'yes' : 'no' });
    },
  };
}
