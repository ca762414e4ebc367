/**
 * Which failures mean "the database cannot serve right now" rather than "our SQL or our data is wrong"
 * (decision 0031). Services answer them 503 with the congestion message of spec §8 instead of 500. Retrying
 * is safe: the transaction they interrupted committed or left nothing behind, and purchases and payments are
 * idempotent for the transaction that may have committed unseen.
 */

/** SQLSTATE classes: 08 connection exception; 53 insufficient resources (too many connections, out of memory, disk full). */
const UNAVAILABLE_SQLSTATE_CLASSES = new Set(['08', '53']);

const UNAVAILABLE_SQLSTATES = new Set([
  '57P01', // admin_shutdown: the server is stopping, or an operator ended the session (pg_terminate_backend)
  '57P02', // crash_shutdown: another server process crashed
  '57P03', // cannot_connect_now: the server is starting up or recovering
  '57P05', // idle_session_timeout
  '25P03', // idle_in_transaction_session_timeout: the server ended a session left idle in a transaction
  '57014', // query_canceled: statement_timeout
  '55P03', // lock_not_available: lock_timeout
]);

/** Node's socket errors while reaching or talking to the server. */
const UNAVAILABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * What node-postgres (8.23) and its pool (3.14) say without a code: a connection that ended under a query, a
 * connection attempt or pool wait past `connectionTimeoutMillis`, a query on a client whose connection failed.
 * connection-failures.test.ts provokes each of them, so an upgrade that rewords one fails there.
 */
const UNAVAILABLE_DRIVER_MESSAGES = new Set([
  'Connection terminated unexpectedly',
  'Connection terminated due to connection timeout',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
]);

function isUnavailableFailure(error: Error): boolean {
  const { code } = error as { code?: unknown };
  if (typeof code === 'string') {
    if (UNAVAILABLE_SOCKET_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code)) return true;
    if (/^[0-9A-Z]{5}$/.test(code) && UNAVAILABLE_SQLSTATE_CLASSES.has(code.slice(0, 2))) return true;
  }
  return UNAVAILABLE_DRIVER_MESSAGES.has(error.message);
}

/**
 * True when the error, or anything it wraps (Drizzle puts the driver's error in `cause`; a connection attempt
 * to several addresses fails with an AggregateError), says the database is unreachable, shutting down,
 * overloaded or past one of the connection limits.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const pending: unknown[] = [error];
  const seen = new Set<unknown>();
  while (pending.length > 0) {
    const current = pending.pop();
    if (!(current instanceof Error) || seen.has(current)) continue;
    seen.add(current);
    if (isUnavailableFailure(current)) return true;
    pending.push(current.cause);
    if (current instanceof AggregateError) pending.push(...current.errors);
  }
  return false;
}
