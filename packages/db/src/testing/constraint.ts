/**
 * The name of the constraint a database error reports. Drizzle wraps driver errors; node-postgres and
 * PGlite both put the name on the original error, found somewhere down the `cause` chain.
 */
export function violatedConstraint(error: unknown): string | undefined {
  for (let current = error; current instanceof Error; current = current.cause) {
    if ('constraint' in current && typeof current.constraint === 'string') return current.constraint;
  }
  return undefined;
}
