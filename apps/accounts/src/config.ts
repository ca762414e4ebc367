/**
 * The sign-in service's configuration, parsed once at boot. The only file that reads the environment;
 * everything else receives an `AccountsConfig`. What the three services read alike comes from @hanabi/config.
 */
import path from 'node:path';
import {
  type AppEnv,
  configProblem,
  httpOrigin,
  type LogLevel,
  metricsPortSetting,
  type OperationSettings,
  operationSettings,
  operationsFrom,
  portSetting,
  readSettings,
  type SettingsSource,
  serverSettings,
  workersSetting,
} from '@hanabi/config';
import { type ConnectionLimits, connectionLimitSettings, connectionLimitsFrom } from '@hanabi/db';
import { isDevelopmentSealKey, isSecureOrigin, sealKeySetting } from '@hanabi/membership';
import { z } from 'zod';

export { ConfigError } from '@hanabi/config';

const accountsEnvSchema = z.object({
  ...serverSettings,
  ACCOUNTS_PORT: portSetting(4100),
  /** METRICS_HOST, METRICS_TOKEN, SHUTDOWN_TIMEOUT_MS (decision 0056). */
  ...operationSettings,
  /** Worker processes (node:cluster): sign-ins are a small share of the traffic, one is the default. */
  ACCOUNTS_WORKERS: workersSetting(1),
  /** The port of GET /metrics; unset serves none. */
  ACCOUNTS_METRICS_PORT: metricsPortSetting,
  /** This service's public origin: links in emails start with it. */
  ACCOUNTS_ORIGIN: httpOrigin.default('http://localhost:4100'),
  /** Further origins a sign-in may return to, comma-separated (the web origin always may). */
  REDIRECT_ALLOWED_ORIGINS: z
    .string()
    .optional()
    .transform((value, context) => {
      const origins: string[] = [];
      for (const item of (value ?? '')
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean)) {
        const parsed = httpOrigin.safeParse(item);
        if (parsed.success) origins.push(parsed.data);
        else context.addIssue({ code: 'custom', message: `not an http(s) origin: ${item}` });
      }
      return origins;
    }),
  /** DATABASE_CONNECT_TIMEOUT_MS, DATABASE_STATEMENT_TIMEOUT_MS, … (decision 0031). */
  ...connectionLimitSettings,
  /** Where the development mailbox keeps sent messages (default `<data dir>/mail`). */
  MAIL_DIR: z.string().min(1).optional(),
  /** smtp(s)://… of a mail server; unset delivers to the development mailbox instead. */
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  MAIL_FROM: z.string().min(3).default('Hanabi <no-reply@hanabi.example>'),
  /** Base64 of 32 bytes, shared with the API: opens the encrypted member id of the request form. */
  REQUEST_FORM_KEY: sealKeySetting,
  /**
   * `sandbox` takes payments in the payments sandbox (decision 0010): the default outside production, and in
   * production only when set on purpose. A real processor's adapter is passed to startAccounts instead.
   */
  PAYMENT_PROCESSOR: z.enum(['sandbox']).optional(),
});

export interface AccountsConfig {
  port: number;
  host: string;
  webOrigin: string;
  accountsOrigin: string;
  appEnv: AppEnv;
  logLevel: LogLevel;
  /** ACCOUNTS_WORKERS, ACCOUNTS_METRICS_PORT, METRICS_HOST, METRICS_TOKEN, SHUTDOWN_TIMEOUT_MS (decision 0056). */
  operations: OperationSettings;
  /** festa_auth attributes: product-wide domain, Secure outside localhost. */
  cookie: { domain: string | undefined; secure: boolean };
  /** Origins a viewer may be sent back to after signing in. */
  allowedReturnOrigins: readonly string[];
  /** HANABI_DATA_DIR, absolute: the embedded database lives in `<dataDir>/db`. */
  dataDir: string;
  databaseUrl: string | undefined;
  /** How long pages wait for PostgreSQL, and how many connections the service holds (decision 0031). */
  databaseLimits: Readonly<ConnectionLimits>;
  mailDir: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  requestFormKey: Buffer;
  /** Proxies whose X-Forwarded-For is believed for the client address (Fastify's trustProxy); empty = none. */
  trustProxy: readonly string[];
  /** PAYMENT_PROCESSOR: whether the payments sandbox may take payments (outside production, or named on purpose). */
  paymentsSandbox: boolean;
}

const PROBLEMS = { heading: 'Invalid sign-in service configuration', layout: 'one per line' } as const;

const repositoryRoot = path.resolve(import.meta.dirname, '../../..');

/** Parses the configuration (default `process.env`); empty values count as unset. */
export function loadAccountsConfig(env: SettingsSource = process.env): AccountsConfig {
  const vars = readSettings(accountsEnvSchema, env, PROBLEMS);
  if (vars.APP_ENV === 'production' && isDevelopmentSealKey(vars.REQUEST_FORM_KEY)) {
    throw configProblem(PROBLEMS, 'REQUEST_FORM_KEY must be set to a secret key in production');
  }
  const dataDir = path.resolve(repositoryRoot, vars.HANABI_DATA_DIR);
  return Object.freeze({
    port: vars.ACCOUNTS_PORT,
    host: vars.HOST,
    webOrigin: vars.WEB_ORIGIN,
    accountsOrigin: vars.ACCOUNTS_ORIGIN,
    appEnv: vars.APP_ENV,
    logLevel: vars.LOG_LEVEL,
    operations: operationsFrom(vars, vars.ACCOUNTS_WORKERS, vars.ACCOUNTS_METRICS_PORT),
    cookie: { domain: vars.COOKIE_DOMAIN, secure: isSecureOrigin(vars.ACCOUNTS_ORIGIN) },
    allowedReturnOrigins: [...new Set([vars.WEB_ORIGIN, vars.ACCOUNTS_ORIGIN, ...vars.REDIRECT_ALLOWED_ORIGINS])],
    dataDir,
    databaseUrl: vars.DATABASE_URL,
    databaseLimits: connectionLimitsFrom(vars),
    mailDir: path.resolve(repositoryRoot, vars.MAIL_DIR ?? path.join(dataDir, 'mail')),
    smtpUrl: vars.SMTP_URL,
    mailFrom: vars.MAIL_FROM,
    requestFormKey: vars.REQUEST_FORM_KEY,
    trustProxy: vars.TRUST_PROXY,
    paymentsSandbox: vars.PAYMENT_PROCESSOR === 'sandbox' || vars.APP_ENV !== 'production',
  });
}
