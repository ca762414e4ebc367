import type { StatusReport, StatusReporter } from '../status-report.ts';

/** Spec §9: error monitoring samples 1 % of traces. */
export const TRACES_SAMPLE_RATE = 0.01;

/** What the app uses of the Sentry-compatible SDK (a type only: the SDK itself is imported on demand). */
export type MonitoringSdk = Pick<
  typeof import('@sentry/react'),
  'init' | 'browserTracingIntegration' | 'setUser' | 'setTag'
>;

export interface ErrorMonitoringConfig {
  dsn: string | null;
  environment: string;
}

/** The SDK is a separate chunk, fetched only when a DSN is configured. */
const importSentry = (): Promise<MonitoringSdk> => import('@sentry/react');

/**
 * Starts error monitoring when a DSN is configured, and answers the reporter that puts the viewer's user id
 * and plan tag on every error report; null (and nothing downloaded) without a DSN. Reports made while the
 * SDK is still loading are applied in order once it is there.
 */
export function startErrorMonitoring(
  { dsn, environment }: ErrorMonitoringConfig,
  importSdk: () => Promise<MonitoringSdk> = importSentry,
): StatusReporter | null {
  if (!dsn) return null;
  const ready = importSdk().then((sdk) => {
    sdk.init({
      dsn,
      environment,
      tracesSampleRate: TRACES_SAMPLE_RATE,
      integrations: [sdk.browserTracingIntegration()],
    });
    return sdk;
  });
  ready.catch((error: unknown) => console.warn('Error monitoring could not start.', error));
  return {
    report({ userId, plan }: StatusReport) {
      ready.then(
        (sdk) => {
          sdk.setUser(userId === null ? null : { id: userId });
          sdk.setTag('user_plan', plan);
        },
        () => undefined,
      );
    },
  };
}
