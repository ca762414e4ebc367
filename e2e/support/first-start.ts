/**
 * The product as the end-to-end tests meet it: a new instance set up in a fresh data folder, with its own
 * ports. playwright.config.ts runs the preparation before the start; `npm test` runs it earlier, beside its
 * lint and type check (decision 0038), and tells the config so with E2E_PREPARED=true.
 */
import { createConsoleOperatorsCommand } from './console-admin.ts';
import { E2E_PORTS } from './ports.ts';

/** The environment of every command below. */
export function productEnv(dataDir: string): Record<string, string> {
  return {
    HANABI_DATA_DIR: dataDir,
    WEB_PORT: String(E2E_PORTS.web),
    API_PORT: String(E2E_PORTS.api),
    ACCOUNTS_PORT: String(E2E_PORTS.accounts),
    WEB_ORIGIN: `http://localhost:${E2E_PORTS.web}`,
    API_ORIGIN: `http://localhost:${E2E_PORTS.api}`,
    ACCOUNTS_ORIGIN: `http://localhost:${E2E_PORTS.accounts}`,
    LOG_LEVEL: 'warn',
    // The error pages are met for real (tests/error-pages.spec.ts): the API believes the address a proxy on
    // this machine reports, so a test can come from abroad, and obeys the test-fault cookie (refused in
    // production) to answer that access is congested.
    TRUST_PROXY: 'loopback',
    HANABI_TEST_HOOKS: 'true',
  };
}

/**
 * Command one as a new instance is set up, before its first start: the data prepared (`npm start --
 * --prepare-only`, exactly a newcomer's first start), then the first operators (one per console journey)
 * created by the command. The embedded database opens in one process only, so this runs before the start.
 */
export function preparationCommand(dataDir: string): string {
  return ['npm start -- --prepare-only', createConsoleOperatorsCommand(dataDir)].join(' && ');
}

/** The command that starts the product: prepared already when `npm test` says so, else prepared first. */
export function startCommand(dataDir: string): string {
  return process.env.E2E_PREPARED === 'true' ? 'npm start' : `${preparationCommand(dataDir)} && npm start`;
}
