/**
 * The web server's settings, parsed once from the environment. The only module of the web app that reads
 * `process.env`; what the three services read alike comes from @hanabi/config.
 */
import {
  type AppEnv,
  appEnvSetting,
  httpBaseUrl,
  httpOrigin,
  httpUrl,
  logLevelSetting,
  metricsPortSetting,
  operationSettings,
  portSetting,
  readSettings,
  type SettingsSource,
  workersSetting,
} from '@hanabi/config';
import { z } from 'zod';

export type { AppEnv } from '@hanabi/config';

/** A host (with a port if not 443) exactly as a URL writes it: lower case, ASCII, nothing else. */
function isUrlHost(host: string): boolean {
  try {
    return new URL(`https://${host}/`).host === host;
  } catch {
    return false;
  }
}

const hostList = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((host) => host.trim().toLowerCase())
      .filter((host) => host !== ''),
  )
  .pipe(z.array(z.string().refine(isUrlHost, 'host names separated by commas, such as partner.example')));

const envSchema = z
  .object({
    WEB_PORT: portSetting(3000),
    /** Worker processes of the web server (node:cluster; decision 0056). */
    WEB_WORKERS: workersSetting('cores'),
    /** The port of GET /metrics; unset serves none. METRICS_HOST, METRICS_TOKEN, SHUTDOWN_TIMEOUT_MS come along. */
    WEB_METRICS_PORT: metricsPortSetting,
    ...operationSettings,
    LOG_LEVEL: logLevelSetting,
    HOST: z.string().trim().min(1).default('127.0.0.1'),
    /**
     * The web client's public origin: the site origin of the URLs it hands out (the return URL of the
     * sign-in links), never taken from the request's Host header or protocol.
     */
    WEB_ORIGIN: httpOrigin.default('http://localhost:3000'),
    /** Public API origin: the browser calls it. */
    API_ORIGIN: httpBaseUrl.default('http://localhost:4000'),
    /** Where SSR loaders call the API; the public origin when unset. */
    API_INTERNAL_URL: httpBaseUrl.optional(),
    ACCOUNTS_ORIGIN: httpBaseUrl.default('http://localhost:4100'),
    /** Product-wide domain of the cookies of spec §9 (e.g. `.hanabi.example`), as the API and sign-in service use it. */
    COOKIE_DOMAIN: z.string().min(1).optional(),
    /**
     * Outside hosts, beyond the product's own origins and the addresses it links to, that a navigation taken
     * from data (an operator's redirect) may go to, over https (lib/safe-navigation.ts).
     */
    NAVIGATION_ALLOWED_HOSTS: hostList.optional(),
    /**
     * How long the web server keeps an API answer that shared caches may keep, to render guests' pages from
     * (at most the API's own s-maxage; decision 0057). 0 keeps none.
     */
    API_ANSWER_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(5),
    /**
     * How long the web server keeps a rendered page that shared caches may keep, to serve it again without
     * rendering (at most the page's own s-maxage; server/page-cache.ts, decision 0057). 0 keeps none.
     */
    PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(5),
    /** Unset is production: the web client never sends X-Debug-Time nor shows the developer's server time. */
    APP_ENV: appEnvSetting,
    /** Error monitoring (a Sentry DSN); none configured, no SDK is loaded. */
    SENTRY_DSN: httpUrl.optional(),
    /** GA4 measurement id (G-…); analytics load only with one, and only in production and staging. */
    ANALYTICS_ID: z
      .string()
      .regex(/^G-[A-Z0-9]+$/, 'a GA4 measurement id such as G-ABC123')
      .optional(),
  })
  .transform((env) => ({
    ...env,
    API_INTERNAL_URL: env.API_INTERNAL_URL ?? env.API_ORIGIN,
    NAVIGATION_ALLOWED_HOSTS: env.NAVIGATION_ALLOWED_HOSTS ?? [],
  }));

export type Env = z.output<typeof envSchema>;
export type EnvInput = Partial<Record<keyof Env, string | undefined>>;

/** Parses the web app's environment; a bad value throws one line naming every offending variable. */
export function parseEnv(source: EnvInput | SettingsSource): Env {
  return readSettings(envSchema, source, { heading: 'Invalid web environment', layout: 'one line' });
}

let processEnv: Env | undefined;

/** The environment of this process, parsed on first use and then kept. */
export function getEnv(): Env {
  processEnv ??= parseEnv(process.env);
  return processEnv;
}

/** What the browser may know of the environment: the DSN and the measurement id are public by design. */
export interface PublicEnv {
  API_ORIGIN: string;
  ACCOUNTS_ORIGIN: string;
  APP_ENV: AppEnv;
  /** The browser sets cookies (the tracking id, the developer's server time) on the same domain as the server. */
  COOKIE_DOMAIN: string | null;
  SENTRY_DSN: string | null;
  ANALYTICS_ID: string | null;
}

export function toPublicEnv(env: Env): PublicEnv {
  return {
    API_ORIGIN: env.API_ORIGIN,
    ACCOUNTS_ORIGIN: env.ACCOUNTS_ORIGIN,
    APP_ENV: env.APP_ENV,
    COOKIE_DOMAIN: env.COOKIE_DOMAIN ?? null,
    SENTRY_DSN: env.SENTRY_DSN ?? null,
    ANALYTICS_ID: env.ANALYTICS_ID ?? null,
  };
}
