import { isAbsolute, join } from 'node:path';
import { z } from 'zod';
import type { NamedPort } from './ports.ts';

const launcherEnvSchema = z.object({
  DATABASE_URL: z.string().startsWith('postgres').optional(),
  HANABI_DATA_DIR: z.string().min(1).default('.data'),
  HOST: z.string().min(1).default('127.0.0.1'),
  WEB_PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
  API_PORT: z.coerce.number().int().min(1).max(65_535).default(4000),
  ACCOUNTS_PORT: z.coerce.number().int().min(1).max(65_535).default(4100),
  WEB_ORIGIN: z.url().default('http://localhost:3000'),
  API_ORIGIN: z.url().default('http://localhost:4000'),
  ACCOUNTS_ORIGIN: z.url().default('http://localhost:4100'),
});

export interface LauncherConfig {
  databaseUrl: string | undefined;
  /** Absolute path of the folder that keeps the embedded database and demo media across restarts. */
  dataDir: string;
  host: string;
  webPort: number;
  ports: NamedPort[];
  /** Public addresses, as printed for the person who started the product. */
  origins: { web: string; api: string; accounts: string };
}

export function loadLauncherConfig(env: NodeJS.ProcessEnv, root: string): LauncherConfig {
  const parsed = launcherEnvSchema.parse(env);
  return {
    databaseUrl: parsed.DATABASE_URL,
    dataDir: isAbsolute(parsed.HANABI_DATA_DIR) ? parsed.HANABI_DATA_DIR : join(root, parsed.HANABI_DATA_DIR),
    host: parsed.HOST,
    webPort: parsed.WEB_PORT,
    origins: { web: parsed.WEB_ORIGIN, api: parsed.API_ORIGIN, accounts: parsed.ACCOUNTS_ORIGIN },
    ports: [
      { service: 'web', port: parsed.WEB_PORT, variable: 'WEB_PORT' },
      { service: 'API', port: parsed.API_PORT, variable: 'API_PORT' },
      { service: 'accounts', port: parsed.ACCOUNTS_PORT, variable: 'ACCOUNTS_PORT' },
    ],
  };
}
