/**
 * How long a service waits for PostgreSQL, and how many connections it holds (decision 0031). The API and the
 * sign-in service read the same DATABASE_* settings; a missing setting gets the default below, so a database
 * that stops answering costs a viewer seconds, never a request that hangs and holds a connection forever.
 */
import { z } from 'zod';

export interface ConnectionLimits {
  /** Longest wait for a connection, in ms: a new one to open, or a free one while the pool is full. */
  connectTimeoutMs: number;
  /** Longest one statement may run before the server cancels it, in ms. */
  statementTimeoutMs: number;
  /** Longest a statement waits for a row or table lock, in ms. */
  lockTimeoutMs: number;
  /** Longest a session may sit idle inside an open transaction before the server ends it, in ms. */
  idleInTransactionTimeoutMs: number;
  /** Most connections one process opens. */
  poolSize: number;
}

/**
 * A request's statements take milliseconds and its locks are held for milliseconds, so these only end what is
 * stuck: an unreachable server, a statement or lock wait that would outlast the viewer's patience, a process
 * that left a transaction open. 10 connections is node-postgres' own default pool size.
 */
export const DEFAULT_CONNECTION_LIMITS: Readonly<ConnectionLimits> = Object.freeze({
  connectTimeoutMs: 5_000,
  statementTimeoutMs: 10_000,
  lockTimeoutMs: 5_000,
  idleInTransactionTimeoutMs: 30_000,
  poolSize: 10,
});

/** PostgreSQL's largest timeout: its settings are 32-bit integers of milliseconds. */
const MAX_TIMEOUT_MS = 2_147_483_647;

/** Milliseconds; 0 turns the limit off (the server's own setting, if any, applies). */
const timeoutSetting = (fallback: number) => z.coerce.number().int().min(0).max(MAX_TIMEOUT_MS).default(fallback);

/** The DATABASE_* environment variables, to spread into a service's environment schema. */
export const connectionLimitSettings = {
  DATABASE_CONNECT_TIMEOUT_MS: timeoutSetting(DEFAULT_CONNECTION_LIMITS.connectTimeoutMs),
  DATABASE_STATEMENT_TIMEOUT_MS: timeoutSetting(DEFAULT_CONNECTION_LIMITS.statementTimeoutMs),
  DATABASE_LOCK_TIMEOUT_MS: timeoutSetting(DEFAULT_CONNECTION_LIMITS.lockTimeoutMs),
  DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: timeoutSetting(DEFAULT_CONNECTION_LIMITS.idleInTransactionTimeoutMs),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1_000).default(DEFAULT_CONNECTION_LIMITS.poolSize),
};

type ConnectionLimitVars = { [Name in keyof typeof connectionLimitSettings]: number };

export function connectionLimitsFrom(vars: ConnectionLimitVars): ConnectionLimits {
  return {
    connectTimeoutMs: vars.DATABASE_CONNECT_TIMEOUT_MS,
    statementTimeoutMs: vars.DATABASE_STATEMENT_TIMEOUT_MS,
    lockTimeoutMs: vars.DATABASE_LOCK_TIMEOUT_MS,
    idleInTransactionTimeoutMs: vars.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
    poolSize: vars.DATABASE_POOL_SIZE,
  };
}
