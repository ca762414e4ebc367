import type { Database } from '@hanabi/db';
import { buildAccounts } from './app.ts';
import type { AccountsConfig } from './config.ts';

export interface RunningAccounts {
  url: string;
  close(): Promise<void>;
}

/** Starts the sign-in service on its port; the caller owns the database and closes it afterwards. */
export async function startAccounts(options: { database: Database; config: AccountsConfig }): Promise<RunningAccounts> {
  const app = await buildAccounts(options);
  try {
    await app.listen({ host: options.config.host, port: options.config.port });
  } catch (error) {
    await app.close();
    throw error;
  }
  return { url: `http://localhost:${options.config.port}`, close: () => app.close() };
}
