/**
 * The console's first administrator, created by `npm run operator:create` between the product's preparation
 * and its start (playwright.config.ts), as an operator sets up a new instance: the embedded database opens in
 * one process only, so the command cannot run beside the started product. Its one-time set-up link is kept
 * in the run's data folder for the console's journey.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const CONSOLE_ADMIN = { email: 'admin@example.jp', name: '管理 花子', password: '花火の夜に会いましょう2026' };

/**
 * A 編成 operator created by the same command, for the catalogue's journey: each spec signs in its own
 * operator, since a set-up link works once and the specs run in parallel.
 */
export const CONSOLE_EDITOR = { email: 'catalogue@example.jp', name: '編成 花子', password: '花火大会は七時から2026' };

/** Where the product's start writes what `operator:create` printed for the administrator (or the editor). */
export function consoleAdminOutputFile(dataDir: string, who: 'admin' | 'editor' = 'admin'): string {
  return join(dataDir, `console-${who}-setup.txt`);
}

/** The set-up link `operator:create` printed for the administrator (or the editor). */
export function consoleAdminSetupLink(who: 'admin' | 'editor' = 'admin'): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: playwright.config.ts sets it for the run');
  const printed = readFileSync(consoleAdminOutputFile(dataDir, who), 'utf8');
  const link = /https?:\/\/\S+\/admin\/setup\?token=[A-Za-z0-9_-]{43}/.exec(printed)?.[0];
  if (!link) throw new Error(`operator:create printed no set-up link:\n${printed}`);
  return link;
}
