import { z } from 'zod';

export const APP_ENVS = ['development', 'staging', 'production'] as const;
export type AppEnv = (typeof APP_ENVS)[number];

/**
 * APP_ENV. Unset is production (decision 0032): a service started on its own with no settings is
 * production-safe — no debug time, no development key, no sandbox payments. The launcher sets development.
 */
export const appEnvSetting = z.enum(APP_ENVS).default('production');

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** LOG_LEVEL of the services that log (the API and the sign-in service). */
export const logLevelSetting = z.enum(LOG_LEVELS).default('info');
