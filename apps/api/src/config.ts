/**
 * The API's configuration, parsed once at boot from environment variables. This is the only file that
 * reads `process.env`; everything else receives an `ApiConfig`. What the three services read alike
 * (APP_ENV, origins, TRUST_PROXY, blank as unset) comes from @hanabi/config.
 */
import path from 'node:path';
import {
  type AppEnv,
  configProblem,
  httpBaseUrl,
  httpUrl,
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
import { DEFAULT_GRANT_APPROVAL_THRESHOLD_POINTS, type VendorDrmSystem } from '@hanabi/contract';
import { type ConnectionLimits, connectionLimitSettings, connectionLimitsFrom } from '@hanabi/db';
import { isDevelopmentSealKey, isSecureOrigin, type SessionCookieSettings, sealKeySetting } from '@hanabi/membership';
import { type MediaStorageConfig, mediaStorageConfigFrom, mediaStorageSettings } from '@hanabi/storage';
import { z } from 'zod';
import { CRASH_STEPS, type CrashStep } from './lib/crash-points.ts';
import { DEFAULT_COUNTRY_DATABASE } from './lib/ip-country.ts';

export { type AppEnv, ConfigError, type LogLevel } from '@hanabi/config';

const envSchema = z.object({
  ...serverSettings,
  API_PORT: portSetting(4000),
  /** METRICS_HOST, METRICS_TOKEN, SHUTDOWN_TIMEOUT_MS (decision 0056). */
  ...operationSettings,
  /** Worker processes on PostgreSQL (node:cluster); the embedded database keeps one (decision 0003). */
  API_WORKERS: workersSetting('cores'),
  /** The port of GET /metrics; unset serves none. */
  API_METRICS_PORT: metricsPortSetting,
  /** Public origin of this API, e.g. https://api.hanabi.example; media URLs are built from it. */
  API_ORIGIN: httpBaseUrl.default('http://localhost:4000'),
  MEDIA_DIR: z.string().min(1).optional(),
  /** MEDIA_STORAGE, S3_*, MEDIA_CDN_BASE_URL: where /media/ is read from and where players fetch it (decision 0044). */
  ...mediaStorageSettings,
  /** DATABASE_CONNECT_TIMEOUT_MS, DATABASE_STATEMENT_TIMEOUT_MS, … (decision 0031). */
  ...connectionLimitSettings,
  /** Base64 of 32 bytes, shared with the request-form service: seals encrypted_festa_user_id. */
  REQUEST_FORM_KEY: sealKeySetting,
  /** Tests only: kill the process at this step of a purchase (crash-points.ts). */
  HANABI_CRASH_AT: z.enum(CRASH_STEPS).optional(),
  /** Tests only: `true` answers requests carrying the test-fault cookie with that failure (test-faults.ts). */
  HANABI_TEST_HOOKS: z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .transform((value) => value === 'true')
    .default(false),
  /** `true` lets loopback and private client addresses past the geo restriction; default: in development only. */
  GEO_ALLOW_PRIVATE: z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .transform((value) => value === 'true')
    .optional(),
  /** An IP-to-country MMDB file in the format of the default one (decision 0014). */
  GEO_COUNTRY_DATABASE: z.string().min(1).optional(),
  /** Vendor licence servers the licence endpoints forward to (decision 0027); unset answers 501. */
  WIDEVINE_LICENSE_URL: httpUrl.optional(),
  PLAYREADY_LICENSE_URL: httpUrl.optional(),
  FAIRPLAY_LICENSE_URL: httpUrl.optional(),
  /** `on` serves the operator API under /admin/v1, `off` answers it 404; default: on outside production. */
  OPERATOR_API: z.enum(['on', 'off'], { error: 'must be on or off' }).optional(),
  /**
   * Where the console's video uploads are written (decision 0047), default `<data dir>/uploads`: never under
   * the media folder, which is public. The packaging workers read the sources there, so it is a disk they share.
   */
  VIDEO_UPLOAD_DIR: z.string().min(1).optional(),
  /** The largest source video an operator may upload, in bytes (default 20 GB). */
  VIDEO_UPLOAD_MAX_BYTES: z.coerce.number().int().positive().default(20_000_000_000),
  /**
   * How long the API keeps a catalogue answer the same for every guest (a title page's), in seconds; 0 keeps
   * none. Never longer than shared caches may keep it (60 s, decision 0057).
   */
  CATALOGUE_ANSWER_CACHE_SECONDS: z.coerce.number().int().min(0).max(60).default(5),
  /** Support's small-grant limit in points: a grant worth more waits for a second operator (decision 0051). */
  GRANT_APPROVAL_THRESHOLD_POINTS: z.coerce.number().int().min(0).default(DEFAULT_GRANT_APPROVAL_THRESHOLD_POINTS),
});

export interface ApiConfig {
  /** API_PORT; 0 picks a free port. */
  readonly port: number;
  /** HOST: the interface to listen on. */
  readonly host: string;
  /** API_ORIGIN: public origin of this API, as browsers reach it; media URLs start with it. */
  readonly apiOrigin: string;
  /** WEB_ORIGIN: the web client's origin, the only one allowed by CORS (with credentials). */
  readonly webOrigin: string;
  /** APP_ENV (production when unset): outside production, X-Debug-Time shifts what reads show. */
  readonly appEnv: AppEnv;
  readonly logLevel: LogLevel;
  /** API_WORKERS, API_METRICS_PORT, METRICS_HOST, METRICS_TOKEN, SHUTDOWN_TIMEOUT_MS (decision 0056). */
  readonly operations: OperationSettings;
  /** HANABI_DATA_DIR, absolute: keeps the embedded database (in `db/`) and the media. */
  readonly dataDir: string;
  /** MEDIA_DIR, absolute (default `<dataDir>/media`): the local media folder (MEDIA_STORAGE=local). */
  readonly mediaDir: string;
  /** MEDIA_STORAGE and the S3_* settings: the storage served under /media/ and written by image uploads. */
  readonly mediaStorage: MediaStorageConfig;
  /**
   * Where browsers fetch media from, ending in `/`: MEDIA_CDN_BASE_URL, or `${API_ORIGIN}/media/`. Pictures and
   * manifests are addressed on it; licences stay on the API (decision 0044).
   */
  readonly mediaBaseUrl: string;
  /** DATABASE_URL; unset means the embedded database in `<dataDir>/db`. */
  readonly databaseUrl: string | undefined;
  /** DATABASE_*_TIMEOUT_MS and DATABASE_POOL_SIZE: how long requests wait for PostgreSQL (decision 0031). */
  readonly databaseLimits: Readonly<ConnectionLimits>;
  /**
   * The festa_auth cookie's domain (COOKIE_DOMAIN) and Secure flag (API_ORIGIN is not this machine), so that
   * logging out clears the very cookie the sign-in service set.
   */
  readonly sessionCookie: SessionCookieSettings;
  /** REQUEST_FORM_KEY (default: the public development key, refused in production). */
  readonly requestFormKey: Buffer;
  /** HANABI_CRASH_AT: the step at which a purchase kills the process, for crash tests; never in production. */
  readonly crashAt: CrashStep | undefined;
  /** HANABI_TEST_HOOKS: the end-to-end tests' fault cookie is obeyed (plugins/app/test-faults.ts); never in production. */
  readonly testHooks: boolean;
  /** TRUST_PROXY: proxies whose X-Forwarded-For is believed for the client address (Fastify's trustProxy). */
  readonly trustProxy: readonly string[];
  /** Who may call the API from where (decision 0014). */
  readonly geoRestriction: GeoRestrictionSettings;
  /** WIDEVINE_LICENSE_URL, PLAYREADY_LICENSE_URL, FAIRPLAY_LICENSE_URL: only the configured systems appear. */
  readonly licenseServerUrls: Readonly<Partial<Record<VendorDrmSystem, string>>>;
  /**
   * OPERATOR_API: /admin/v1 is served (decision 0041). Off by default in production, so that a public
   * instance never offers the operator sign-in; an internal instance turns it on.
   */
  readonly operatorApi: boolean;
  /** VIDEO_UPLOAD_DIR (absolute) and VIDEO_UPLOAD_MAX_BYTES: the console's video uploads (decision 0047). */
  readonly videoUploads: VideoUploadSettings;
  /** GRANT_APPROVAL_THRESHOLD_POINTS: a support grant worth more points waits for approval (decision 0051). */
  readonly grantApprovalThresholdPoints: number;
  /** CATALOGUE_ANSWER_CACHE_SECONDS: how long guests' catalogue answers are kept in this process; 0 = none. */
  readonly catalogueAnswerCacheSeconds: number;
}

export interface VideoUploadSettings {
  readonly dir: string;
  readonly maxBytes: number;
}

export interface GeoRestrictionSettings {
  /** GEO_ALLOW_PRIVATE: loopback, private, link-local and unique-local client addresses are let through. */
  readonly allowPrivateAddresses: boolean;
  /** GEO_COUNTRY_DATABASE, absolute (default: the file of the IP-to-country data package). */
  readonly countryDatabase: string;
}

const PROBLEMS = { heading: 'Invalid API configuration', layout: 'one per line' } as const;

/** The repository root, against which relative paths are resolved (as the launcher does), whatever the cwd. */
const repositoryRoot = path.resolve(import.meta.dirname, '../../..');

const storageSchema = envSchema.pick({ HANABI_DATA_DIR: true, MEDIA_DIR: true });

function storagePaths(vars: z.output<typeof storageSchema>): { dataDir: string; mediaDir: string } {
  const dataDir = path.resolve(repositoryRoot, vars.HANABI_DATA_DIR);
  return { dataDir, mediaDir: path.resolve(repositoryRoot, vars.MEDIA_DIR ?? path.join(dataDir, 'media')) };
}

/**
 * Where the data and the media are (HANABI_DATA_DIR, MEDIA_DIR), for operator commands that need nothing else
 * of the API's settings (`npm run media:package`), whatever APP_ENV is.
 */
export function loadStoragePaths(env: SettingsSource = process.env): { dataDir: string; mediaDir: string } {
  return storagePaths(readSettings(storageSchema, env, PROBLEMS));
}

/** `folder` is `parent` or lies below it. */
function isInside(folder: string, parent: string): boolean {
  const relative = path.relative(parent, folder);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}

function withTrailingSlash(url: string): string {
  return url.endsWith('/') ? url : `${url}/`;
}

const webOriginSchema = envSchema.pick({ WEB_ORIGIN: true });

/** The web client's origin (WEB_ORIGIN), for operator commands that print console links (`npm run operator:create`). */
export function loadWebOrigin(env: SettingsSource = process.env): string {
  return readSettings(webOriginSchema, env, PROBLEMS).WEB_ORIGIN;
}

/**
 * Parses the configuration from an environment object (default `process.env`). Empty values count as unset.
 * @throws ConfigError naming every invalid variable.
 */
export function loadApiConfig(env: SettingsSource = process.env): ApiConfig {
  const vars = readSettings(envSchema, env, PROBLEMS);
  if (vars.APP_ENV === 'production' && isDevelopmentSealKey(vars.REQUEST_FORM_KEY)) {
    throw configProblem(PROBLEMS, 'REQUEST_FORM_KEY must be set to a secret key in production');
  }
  if (vars.APP_ENV === 'production' && vars.HANABI_CRASH_AT) {
    throw configProblem(PROBLEMS, 'HANABI_CRASH_AT is for crash tests and refused in production');
  }
  if (vars.APP_ENV === 'production' && vars.HANABI_TEST_HOOKS) {
    throw configProblem(PROBLEMS, 'HANABI_TEST_HOOKS is for end-to-end tests and refused in production');
  }
  const { dataDir, mediaDir } = storagePaths(vars);
  const uploadDir = path.resolve(repositoryRoot, vars.VIDEO_UPLOAD_DIR ?? path.join(dataDir, 'uploads'));
  if (isInside(uploadDir, mediaDir)) {
    throw configProblem(PROBLEMS, 'VIDEO_UPLOAD_DIR must not be inside the media folder, which is served publicly');
  }
  let mediaStorage: MediaStorageConfig;
  try {
    mediaStorage = mediaStorageConfigFrom(vars, mediaDir);
  } catch (error) {
    throw configProblem(PROBLEMS, (error as Error).message);
  }
  return Object.freeze({
    port: vars.API_PORT,
    host: vars.HOST,
    apiOrigin: vars.API_ORIGIN,
    webOrigin: vars.WEB_ORIGIN,
    appEnv: vars.APP_ENV,
    logLevel: vars.LOG_LEVEL,
    operations: operationsFrom(vars, vars.API_WORKERS, vars.API_METRICS_PORT),
    dataDir,
    mediaDir,
    mediaStorage,
    mediaBaseUrl: withTrailingSlash(vars.MEDIA_CDN_BASE_URL ?? `${vars.API_ORIGIN}/media/`),
    databaseUrl: vars.DATABASE_URL,
    databaseLimits: connectionLimitsFrom(vars),
    sessionCookie: { domain: vars.COOKIE_DOMAIN, secure: isSecureOrigin(vars.API_ORIGIN) },
    requestFormKey: vars.REQUEST_FORM_KEY,
    crashAt: vars.HANABI_CRASH_AT,
    testHooks: vars.HANABI_TEST_HOOKS,
    trustProxy: vars.TRUST_PROXY,
    geoRestriction: {
      // Outside development a private address is a proxy or a neighbour: refused, so that a forgotten
      // TRUST_PROXY shows at once instead of letting the whole world in as the load balancer.
      allowPrivateAddresses: vars.GEO_ALLOW_PRIVATE ?? vars.APP_ENV === 'development',
      countryDatabase: vars.GEO_COUNTRY_DATABASE
        ? path.resolve(repositoryRoot, vars.GEO_COUNTRY_DATABASE)
        : DEFAULT_COUNTRY_DATABASE,
    },
    licenseServerUrls: Object.fromEntries(
      [
        ['widevine', vars.WIDEVINE_LICENSE_URL],
        ['playready', vars.PLAYREADY_LICENSE_URL],
        ['fairplay', vars.FAIRPLAY_LICENSE_URL],
      ].filter(([, url]) => url !== undefined),
    ),
    operatorApi: vars.OPERATOR_API ? vars.OPERATOR_API === 'on' : vars.APP_ENV !== 'production',
    videoUploads: { dir: uploadDir, maxBytes: vars.VIDEO_UPLOAD_MAX_BYTES },
    grantApprovalThresholdPoints: vars.GRANT_APPROVAL_THRESHOLD_POINTS,
    catalogueAnswerCacheSeconds: vars.CATALOGUE_ANSWER_CACHE_SECONDS,
  });
}
