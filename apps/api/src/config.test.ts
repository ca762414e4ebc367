import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { DEVELOPMENT_SEAL_KEY } from '@hanabi/membership';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadApiConfig } from './config.ts';
import { DEFAULT_COUNTRY_DATABASE } from './lib/ip-country.ts';

const repositoryRoot = path.resolve(import.meta.dirname, '../../..');
const secretKey = randomBytes(32);

describe('loadApiConfig', () => {
  it('is production when APP_ENV is unset: no development key, no private addresses past the geo restriction', () => {
    expect(() => loadApiConfig({})).toThrow(/REQUEST_FORM_KEY must be set to a secret key in production/);
    const config = loadApiConfig({ REQUEST_FORM_KEY: secretKey.toString('base64') });
    expect(config.appEnv).toBe('production');
    expect(config.geoRestriction.allowPrivateAddresses).toBe(false);
  });

  it('has defaults for running on one machine in development, with paths under the repository root', () => {
    expect(loadApiConfig({ APP_ENV: 'development' })).toEqual({
      port: 4000,
      host: '127.0.0.1',
      apiOrigin: 'http://localhost:4000',
      webOrigin: 'http://localhost:3000',
      appEnv: 'development',
      logLevel: 'info',
      operations: { workers: availableParallelism(), metrics: undefined, shutdownTimeoutMs: 10_000 },
      dataDir: path.join(repositoryRoot, '.data'),
      mediaDir: path.join(repositoryRoot, '.data/media'),
      mediaStorage: { kind: 'local', dir: path.join(repositoryRoot, '.data/media') },
      mediaBaseUrl: 'http://localhost:4000/media/',
      databaseUrl: undefined,
      databaseLimits: {
        connectTimeoutMs: 5_000,
        statementTimeoutMs: 10_000,
        lockTimeoutMs: 5_000,
        idleInTransactionTimeoutMs: 30_000,
        poolSize: 10,
      },
      sessionCookie: { domain: undefined, secure: false },
      requestFormKey: Buffer.from(DEVELOPMENT_SEAL_KEY, 'base64'),
      testHooks: false,
      trustProxy: [],
      geoRestriction: { allowPrivateAddresses: true, countryDatabase: DEFAULT_COUNTRY_DATABASE },
      grantApprovalThresholdPoints: 1000,
      catalogueAnswerCacheSeconds: 5,
      licenseServerUrls: {},
      operatorApi: true,
      videoUploads: { dir: path.join(repositoryRoot, '.data/uploads'), maxBytes: 20_000_000_000 },
    });
  });

  it('reads the environment, treating empty values as unset', () => {
    const config = loadApiConfig({
      API_PORT: '4010',
      HOST: '0.0.0.0',
      API_ORIGIN: 'https://api.hanabi.example/',
      WEB_ORIGIN: 'https://hanabi.example/',
      APP_ENV: 'production',
      HANABI_DATA_DIR: '/srv/hanabi',
      MEDIA_DIR: '',
      DATABASE_URL: 'postgres://hanabi@db.internal:5432/hanabi',
      DATABASE_CONNECT_TIMEOUT_MS: '2000',
      DATABASE_STATEMENT_TIMEOUT_MS: '0',
      DATABASE_LOCK_TIMEOUT_MS: '',
      DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: '60000',
      DATABASE_POOL_SIZE: '40',
      LOG_LEVEL: '',
      COOKIE_DOMAIN: '.hanabi.example',
      REQUEST_FORM_KEY: secretKey.toString('base64'),
      TRUST_PROXY: '10.0.0.0/8, fd00::/8',
      GEO_ALLOW_PRIVATE: '',
      GEO_COUNTRY_DATABASE: 'geo/country.mmdb',
      GRANT_APPROVAL_THRESHOLD_POINTS: '5000',
      CATALOGUE_ANSWER_CACHE_SECONDS: '0',
      API_WORKERS: '3',
      API_METRICS_PORT: '9400',
      METRICS_HOST: '10.0.0.5',
      METRICS_TOKEN: 'a-scraper-token-0123456789',
      SHUTDOWN_TIMEOUT_MS: '25000',
      WIDEVINE_LICENSE_URL: 'https://license.widevine.example/proxy',
      PLAYREADY_LICENSE_URL: '',
      VIDEO_UPLOAD_DIR: '/mnt/shared/uploads',
      VIDEO_UPLOAD_MAX_BYTES: '5000000000',
      MEDIA_STORAGE: 's3',
      S3_BUCKET: 'hanabi-media',
      S3_REGION: 'ap-northeast-1',
      MEDIA_CDN_BASE_URL: 'https://media.hanabi.example/v1',
    });

    expect(config).toEqual({
      port: 4010,
      host: '0.0.0.0',
      apiOrigin: 'https://api.hanabi.example',
      webOrigin: 'https://hanabi.example',
      appEnv: 'production',
      logLevel: 'info',
      operations: {
        workers: 3,
        metrics: { host: '10.0.0.5', port: 9400, token: 'a-scraper-token-0123456789' },
        shutdownTimeoutMs: 25_000,
      },
      dataDir: '/srv/hanabi',
      mediaDir: '/srv/hanabi/media',
      mediaStorage: {
        kind: 's3',
        bucket: 'hanabi-media',
        region: 'ap-northeast-1',
        endpoint: undefined,
        forcePathStyle: false,
        credentials: undefined,
      },
      mediaBaseUrl: 'https://media.hanabi.example/v1/',
      databaseUrl: 'postgres://hanabi@db.internal:5432/hanabi',
      databaseLimits: {
        connectTimeoutMs: 2_000,
        statementTimeoutMs: 0,
        lockTimeoutMs: 5_000,
        idleInTransactionTimeoutMs: 60_000,
        poolSize: 40,
      },
      sessionCookie: { domain: '.hanabi.example', secure: true },
      requestFormKey: secretKey,
      testHooks: false,
      trustProxy: ['10.0.0.0/8', 'fd00::/8'],
      geoRestriction: { allowPrivateAddresses: false, countryDatabase: path.join(repositoryRoot, 'geo/country.mmdb') },
      grantApprovalThresholdPoints: 5000,
      catalogueAnswerCacheSeconds: 0,
      licenseServerUrls: { widevine: 'https://license.widevine.example/proxy' },
      operatorApi: false,
      videoUploads: { dir: '/mnt/shared/uploads', maxBytes: 5_000_000_000 },
    });
  });

  it('refuses invalid values, naming each one', () => {
    const load = () =>
      loadApiConfig({
        API_PORT: 'eighty',
        APP_ENV: 'prod',
        WEB_ORIGIN: 'localhost:3000',
        REQUEST_FORM_KEY: randomBytes(16).toString('base64'),
        TRUST_PROXY: '10.0.0.0/8, proxy.internal',
        GEO_ALLOW_PRIVATE: 'yes',
        HANABI_TEST_HOOKS: 'on',
        DATABASE_STATEMENT_TIMEOUT_MS: '-1',
        DATABASE_POOL_SIZE: '0',
        API_WORKERS: 'many',
        METRICS_TOKEN: 'short',
        CATALOGUE_ANSWER_CACHE_SECONDS: '600',
      });

    expect(load).toThrow(ConfigError);
    expect(load).toThrow(/API_PORT/);
    expect(load).toThrow(/APP_ENV/);
    expect(load).toThrow(/WEB_ORIGIN/);
    expect(load).toThrow(/REQUEST_FORM_KEY/);
    expect(load).toThrow(/proxy\.internal\s+→ at TRUST_PROXY/);
    expect(load).toThrow(/GEO_ALLOW_PRIVATE/);
    expect(load).toThrow(/HANABI_TEST_HOOKS/);
    expect(load).toThrow(/DATABASE_STATEMENT_TIMEOUT_MS/);
    expect(load).toThrow(/DATABASE_POOL_SIZE/);
    expect(load).toThrow(/API_WORKERS/);
    expect(load).toThrow(/METRICS_TOKEN/);
    expect(load).toThrow(/CATALOGUE_ANSWER_CACHE_SECONDS/);
  });

  it('takes `cores` for one API worker per core', () => {
    expect(loadApiConfig({ APP_ENV: 'development', API_WORKERS: 'cores' }).operations.workers).toBe(
      availableParallelism(),
    );
  });

  it('refuses a video upload folder inside the public media folder', () => {
    const load = (VIDEO_UPLOAD_DIR: string) => () =>
      loadApiConfig({ REQUEST_FORM_KEY: secretKey.toString('base64'), MEDIA_DIR: '/srv/media', VIDEO_UPLOAD_DIR });

    expect(load('/srv/media/uploads')).toThrow(/VIDEO_UPLOAD_DIR must not be inside the media folder/);
    expect(load('/srv/media')).toThrow(/VIDEO_UPLOAD_DIR/);
    expect(load('/srv/media-uploads')().videoUploads.dir).toBe('/srv/media-uploads');
  });

  it('refuses object storage without its bucket', () => {
    const load = () => loadApiConfig({ APP_ENV: 'development', MEDIA_STORAGE: 's3' });

    expect(load).toThrow(ConfigError);
    expect(load).toThrow(/S3_BUCKET must be set when MEDIA_STORAGE is s3/);
  });

  it('lets private client addresses past the geo restriction by default in development only', () => {
    const allowsPrivate = (env: Record<string, string>) =>
      loadApiConfig({ REQUEST_FORM_KEY: secretKey.toString('base64'), ...env }).geoRestriction.allowPrivateAddresses;

    expect(allowsPrivate({ APP_ENV: 'development' })).toBe(true);
    expect(allowsPrivate({ APP_ENV: 'staging' })).toBe(false);
    expect(allowsPrivate({ APP_ENV: 'production' })).toBe(false);
    expect(allowsPrivate({ APP_ENV: 'development', GEO_ALLOW_PRIVATE: 'false' })).toBe(false);
    expect(allowsPrivate({ APP_ENV: 'production', GEO_ALLOW_PRIVATE: 'true' })).toBe(true);
  });

  it('serves the operator API by default outside production only, and as OPERATOR_API says', () => {
    const operatorApi = (env: Record<string, string>) =>
      loadApiConfig({ REQUEST_FORM_KEY: secretKey.toString('base64'), ...env }).operatorApi;

    expect(operatorApi({ APP_ENV: 'development' })).toBe(true);
    expect(operatorApi({ APP_ENV: 'staging' })).toBe(true);
    expect(operatorApi({})).toBe(false);
    expect(operatorApi({ APP_ENV: 'production', OPERATOR_API: 'on' })).toBe(true);
    expect(operatorApi({ APP_ENV: 'development', OPERATOR_API: 'off' })).toBe(false);
    expect(() => operatorApi({ OPERATOR_API: 'yes' })).toThrow(/OPERATOR_API/);
  });

  it('refuses to run in production without a secret request-form key', () => {
    for (const key of [undefined, '', DEVELOPMENT_SEAL_KEY]) {
      const load = () => loadApiConfig({ APP_ENV: 'production', REQUEST_FORM_KEY: key });

      expect(load).toThrow(ConfigError);
      expect(load).toThrow(/REQUEST_FORM_KEY must be set to a secret key in production/);
    }
  });

  it("obeys the end-to-end tests' fault cookie only when asked to, and never in production", () => {
    const testHooks = (env: Record<string, string>) =>
      loadApiConfig({ REQUEST_FORM_KEY: secretKey.toString('base64'), ...env }).testHooks;

    expect(testHooks({})).toBe(false);
    expect(testHooks({ HANABI_TEST_HOOKS: 'false' })).toBe(false);
    expect(testHooks({ APP_ENV: 'development', HANABI_TEST_HOOKS: 'true' })).toBe(true);
    expect(testHooks({ APP_ENV: 'staging', HANABI_TEST_HOOKS: 'true' })).toBe(true);
    // APP_ENV unset is production (decision 0032): refused there too.
    for (const production of [{ APP_ENV: 'production' }, {}] as Record<string, string>[]) {
      const load = () => testHooks({ ...production, HANABI_TEST_HOOKS: 'true' });
      expect(load).toThrow(ConfigError);
      expect(load).toThrow(/HANABI_TEST_HOOKS is for end-to-end tests and refused in production/);
    }
    expect(testHooks({ APP_ENV: 'production', HANABI_TEST_HOOKS: 'false' })).toBe(false);
  });

  it('accepts the development key outside production, so that a fresh checkout starts', () => {
    for (const appEnv of ['development', 'staging']) {
      expect(loadApiConfig({ APP_ENV: appEnv }).requestFormKey).toEqual(Buffer.from(DEVELOPMENT_SEAL_KEY, 'base64'));
    }
  });
});
