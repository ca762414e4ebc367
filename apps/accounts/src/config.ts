import { z } from 'zod';

const accountsEnvSchema = z.object({
  ACCOUNTS_PORT: z.coerce.number().int().min(1).max(65_535).default(4100),
  HOST: z.string().min(1).default('127.0.0.1'),
  WEB_ORIGIN: z.url().default('http://localhost:3000'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export interface AccountsConfig {
  port: number;
  host: string;
  /** Where "back to Hanabi" links point. */
  webOrigin: string;
  logLevel: z.infer<typeof accountsEnvSchema>['LOG_LEVEL'];
}

/** The only place the sign-in service reads the environment. */
export function loadAccountsConfig(env: NodeJS.ProcessEnv = process.env): AccountsConfig {
  const parsed = accountsEnvSchema.parse(env);
  return {
    port: parsed.ACCOUNTS_PORT,
    host: parsed.HOST,
    webOrigin: parsed.WEB_ORIGIN,
    logLevel: parsed.LOG_LEVEL,
  };
}
