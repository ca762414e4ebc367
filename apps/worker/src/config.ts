/**
 * The packaging worker's settings, parsed once from environment variables: the only file of the worker
 * that reads them. Paths are resolved against the repository root, as the launcher and the API do.
 */
import { tmpdir } from 'node:os';
import path from 'node:path';
import { configProblem, readSettings, type SettingsSource, serverSettings } from '@hanabi/config';
import { type ConnectionLimits, connectionLimitSettings, connectionLimitsFrom } from '@hanabi/db';
import { type MediaStorageConfig, mediaStorageConfigFrom, mediaStorageSettings } from '@hanabi/storage';
import { z } from 'zod';

const positiveInt = z.coerce.number().int().positive();

export { ConfigError } from '@hanabi/config';

const envSchema = z.object({
  HANABI_DATA_DIR: serverSettings.HANABI_DATA_DIR,
  MEDIA_DIR: z.string().min(1).optional(),
  DATABASE_URL: serverSettings.DATABASE_URL,
  ...connectionLimitSettings,
  ...mediaStorageSettings,
  /** Where attempts keep their renditions while they work: a local disk with room for a few episodes. */
  PACKAGING_WORK_DIR: z.string().min(1).optional(),
  /** Jobs this worker runs at once; ffmpeg takes every core it gets, so 1 per machine by default. */
  PACKAGING_CONCURRENCY: positiveInt.default(1),
  /** How often a running job's row is touched. */
  PACKAGING_HEARTBEAT_SECONDS: positiveInt.default(5),
  /** A running job whose heartbeat is older than this is presumed dead and run again. */
  PACKAGING_STALE_AFTER_SECONDS: positiveInt.default(60),
  /** How often an idle worker asks for a job. */
  PACKAGING_POLLING_SECONDS: positiveInt.default(2),
  /** The longest one attempt may take before pg-boss takes it back (a hung tool). */
  PACKAGING_JOB_TIMEOUT_MINUTES: positiveInt.default(180),
  /** Workers that may die on one job before it fails. */
  PACKAGING_RETRY_LIMIT: z.coerce.number().int().min(0).default(3),
});

export interface WorkerConfig {
  /** DATABASE_URL; unset means the embedded database in `<dataDir>/db`. */
  readonly databaseUrl: string | undefined;
  readonly databaseLimits: Readonly<ConnectionLimits>;
  /** HANABI_DATA_DIR, absolute. */
  readonly dataDir: string;
  /** MEDIA_STORAGE and the S3_* settings, or the media folder (MEDIA_DIR, default `<dataDir>/media`). */
  readonly storage: MediaStorageConfig;
  readonly workRoot: string;
  readonly concurrency: number;
  readonly heartbeatSeconds: number;
  readonly staleAfterSeconds: number;
  readonly pollingIntervalSeconds: number;
  readonly expireInSeconds: number;
  readonly retryLimit: number;
}

const PROBLEMS = { heading: 'Invalid worker configuration', layout: 'one per line' } as const;

const repositoryRoot = path.resolve(import.meta.dirname, '../../..');

/**
 * Parses the configuration (default `process.env`); empty values count as unset.
 * @throws ConfigError naming every invalid variable.
 */
export function loadWorkerConfig(env: SettingsSource = process.env): WorkerConfig {
  const vars = readSettings(envSchema, env, PROBLEMS);
  const dataDir = path.resolve(repositoryRoot, vars.HANABI_DATA_DIR);
  const mediaDir = path.resolve(repositoryRoot, vars.MEDIA_DIR ?? path.join(dataDir, 'media'));
  let storage: MediaStorageConfig;
  try {
    storage = mediaStorageConfigFrom(vars, mediaDir);
  } catch (error) {
    throw configProblem(PROBLEMS, (error as Error).message);
  }
  return Object.freeze({
    databaseUrl: vars.DATABASE_URL,
    databaseLimits: connectionLimitsFrom(vars),
    dataDir,
    storage,
    workRoot: path.resolve(repositoryRoot, vars.PACKAGING_WORK_DIR ?? path.join(tmpdir(), 'hanabi-packaging')),
    concurrency: vars.PACKAGING_CONCURRENCY,
    heartbeatSeconds: vars.PACKAGING_HEARTBEAT_SECONDS,
    staleAfterSeconds: vars.PACKAGING_STALE_AFTER_SECONDS,
    pollingIntervalSeconds: vars.PACKAGING_POLLING_SECONDS,
    expireInSeconds: vars.PACKAGING_JOB_TIMEOUT_MINUTES * 60,
    retryLimit: vars.PACKAGING_RETRY_LIMIT,
  });
}
