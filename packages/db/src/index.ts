export * from './audit/index.ts';
export {
  type AppDatabase,
  type AppQueryResultHKT,
  type CreateDatabaseOptions,
  createDatabase,
  type Database,
  type EmbeddedDatabase,
  type ServerDatabase,
} from './client.ts';
export {
  type ConnectionLimits,
  connectionLimitSettings,
  connectionLimitsFrom,
  DEFAULT_CONNECTION_LIMITS,
} from './connection-limits.ts';
export { DatabaseOpenError } from './database-open-error.ts';
export { isDatabaseUnavailable } from './database-unavailable.ts';
export { liftRequestLimits } from './lift-request-limits.ts';
export * from './mail/index.ts';
export { migrateDatabase } from './migrate.ts';
export { migrationsApplied, migrationsAppliedCheck } from './migration-status.ts';
export * from './schema/index.ts';
export { lockUntilCommit } from './transaction-lock.ts';
