import { describe, expect, it } from 'vitest';
import type { StatusReport } from '../status-report.ts';
import { startAnalytics } from './analytics.ts';
import { type MonitoringSdk, startErrorMonitoring } from './error-monitoring.ts';
import { pageVariableReporter } from './page-variables.ts';

const lite: StatusReport = { userId: '1201', plan: 'lite', animeSubscribed: true };
const guest: StatusReport = { userId: null, plan: 'guest', animeSubscribed: false };

/** A stand-in for @sentry/react that records what the app asks of it. */
function fakeSdk() {
  const calls: Array<[string, ...unknown[]]> = [];
  const sdk = {
    init: (options: unknown) => {
      calls.push(['init', options]);
      return undefined;
    },
    browserTracingIntegration: () => ({ name: 'BrowserTracing' }),
    setUser: (user: unknown) => calls.push(['setUser', user]),
    setTag: (key: string, value: unknown) => calls.push(['setTag', key, value]),
  };
  return { sdk: sdk as unknown as MonitoringSdk, calls };
}

describe('error monitoring', () => {
  it('loads nothing without a DSN', () => {
    let imported = false;
    const reporter = startErrorMonitoring({ dsn: null, environment: 'production' }, async () => {
      imported = true;
      return fakeSdk().sdk;
    });
    expect(reporter).toBeNull();
    expect(imported).toBe(false);
  });

  it('starts with the DSN and a 1 % trace sample, then tags every report with the user and plan', async () => {
    const { sdk, calls } = fakeSdk();
    let loaded: () => void = () => undefined;
    const sdkLoaded = new Promise<void>((resolve) => {
      loaded = resolve;
    });
    const reporter = startErrorMonitoring({ dsn: 'https://key@sentry.example/1', environment: 'staging' }, async () => {
      await sdkLoaded;
      return sdk;
    });
    // Reports made while the SDK is still downloading are kept, in order.
    reporter?.report(lite);
    reporter?.report(guest);
    loaded();
    await sdkLoaded;
    await new Promise<void>((resolve) => setImmediate(resolve));

    expect(calls).toEqual([
      [
        'init',
        {
          dsn: 'https://key@sentry.example/1',
          environment: 'staging',
          tracesSampleRate: 0.01,
          integrations: [{ name: 'BrowserTracing' }],
        },
      ],
      ['setUser', { id: '1201' }],
      ['setTag', 'user_plan', 'lite'],
      ['setUser', null],
      ['setTag', 'user_plan', 'guest'],
    ]);
  });
});

describe('page variables', () => {
  it('pushes the user plan to the data layer on every report', () => {
    const host: { dataLayer?: unknown[] } = {};
    const reporter = pageVariableReporter(host);
    reporter.report(guest);
    reporter.report(lite);
    expect(host.dataLayer).toEqual([{ user_plan: 'guest' }, { user_plan: 'lite' }]);
  });
});

describe('analytics', () => {
  it('is not loaded in development', () => {
    const scripts: string[] = [];
    const host: { dataLayer?: unknown[] } = {};
    const reporter = startAnalytics({ measurementId: 'G-HANABI1', appEnv: 'development' }, host, (src) =>
      scripts.push(src),
    );
    expect(reporter).toBeNull();
    expect(scripts).toEqual([]);
    expect(host.dataLayer).toBeUndefined();
  });

  it('is not loaded without a measurement id, even in production', () => {
    const scripts: string[] = [];
    expect(startAnalytics({ measurementId: null, appEnv: 'production' }, {}, (src) => scripts.push(src))).toBeNull();
    expect(scripts).toEqual([]);
  });

  it.each(['production', 'staging'] as const)(
    'loads gtag.js in %s and sets the user properties on every report',
    (appEnv) => {
      const scripts: string[] = [];
      const gtagCalls: unknown[][] = [];
      const host = { gtag: (...args: unknown[]) => gtagCalls.push(args) };
      const reporter = startAnalytics({ measurementId: 'G-HANABI1', appEnv }, host, (src) => scripts.push(src));
      reporter?.report(lite);
      expect(scripts).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-HANABI1']);
      expect(gtagCalls.map((call) => call[0])).toEqual(['js', 'config', 'set']);
      expect(gtagCalls[1]).toEqual(['config', 'G-HANABI1']);
      expect(gtagCalls[2]).toEqual(['set', 'user_properties', { user_plan: 'lite', anime_subscribed: 'yes' }]);
    },
  );

  it('queues its commands as gtag.js expects when the page has no gtag yet', () => {
    const host: { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void } = {};
    startAnalytics({ measurementId: 'G-HANABI1', appEnv: 'production' }, host, () => undefined)?.report(guest);
    const queued = (host.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
    expect(queued.map((entry) => entry[0])).toEqual(['js', 'config', 'set']);
    expect(queued[2]).toEqual(['set', 'user_properties', { user_plan: 'guest', anime_subscribed: 'no' }]);
  });
});
