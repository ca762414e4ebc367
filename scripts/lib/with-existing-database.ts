/**
 * Runs an operator command's work on the existing database `env` names (existing-database.ts), closing it
 * afterwards. A database that cannot be opened is one Japanese line and exit code 2; the work's own code
 * otherwise.
 */
import { type AppDatabase, DatabaseOpenError } from '@hanabi/db';
import { DatabaseUnavailable, findExistingDatabase } from './existing-database.ts';

type Env = Readonly<Record<string, string | undefined>>;

export const EXIT_DATABASE_UNAVAILABLE = 2;

export async function withExistingDatabase(
  env: Env,
  output: Pick<Console, 'error'>,
  work: (db: AppDatabase, label: string) => Promise<number>,
): Promise<number> {
  const target = findExistingDatabase(env);
  let database: Awaited<ReturnType<typeof target.open>>;
  try {
    database = await target.open();
  } catch (error) {
    if (!(error instanceof DatabaseUnavailable || error instanceof DatabaseOpenError)) throw error;
    output.error(error instanceof DatabaseUnavailable ? error.message : `データベースを開けません: ${error.message}`);
    return EXIT_DATABASE_UNAVAILABLE;
  }
  try {
    return await work(database.db, target.label);
  } finally {
    await database.close();
  }
}

/** The driver's own words: Drizzle wraps them in a message that repeats the whole query. */
export function innermostMessage(error: unknown): string {
  let current = error;
  while (current instanceof Error && current.cause !== undefined) current = current.cause;
  return current instanceof Error ? current.message : String(current);
}
