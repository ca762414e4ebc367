import type { AppDatabase } from '@hanabi/db';
import type { AccountsConfig } from '../config.ts';

/** What every route plugin of the sign-in service is given. */
export interface RouteDeps {
  db: AppDatabase;
  config: AccountsConfig;
  /** The service's notion of now; tests move it. */
  clock: () => Date;
}
