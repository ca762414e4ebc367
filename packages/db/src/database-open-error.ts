/**
 * The database could not be opened for a reason the operator can fix (damaged data folder, server not
 * reachable). The message says what to do; launchers print it without a stack trace.
 */
export class DatabaseOpenError extends Error {
  override readonly name = 'DatabaseOpenError';
}

/** The cause's own words, for the end of an operator message. */
export function describeCause(cause: unknown): string {
  if (cause instanceof Error) return cause.message || cause.name;
  return String(cause);
}
