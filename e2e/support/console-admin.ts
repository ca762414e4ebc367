/**
 * The console's operators created by `npm run operator:create` between the product's preparation and its
 * start (playwright.config.ts), as an operator sets up a new instance: the first administrator, and a 編成
 * operator for the video journey (tests/admin-video.spec.ts), whose specs run side by side and so cannot share
 * one set-up link. The embedded database opens in one process only, so the command cannot run beside the
 * started product. Each one-time set-up link is kept in the run's data folder.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const CONSOLE_ADMIN = { email: 'admin@example.jp', name: '管理 花子', password: '花火の夜に会いましょう2026' };
export const CONSOLE_VIDEO_EDITOR = {
  email: 'video-editor@example.jp',
  name: '編成 映子',
  password: '夜空に咲く大輪の花2026',
};

/** Where the product's start writes what `operator:create` printed for the administrator. */
export function consoleAdminOutputFile(dataDir: string): string {
  return join(dataDir, 'console-admin-setup.txt');
}

/** The same for the video journey's 編成 operator. */
export function consoleVideoEditorOutputFile(dataDir: string): string {
  return join(dataDir, 'console-video-editor-setup.txt');
}

/** The set-up link `operator:create` printed into `outputFile(dataDir)`. */
function setupLinkIn(outputFile: (dataDir: string) => string): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: playwright.config.ts sets it for the run');
  const printed = readFileSync(outputFile(dataDir), 'utf8');
  const link = /https?:\/\/\S+\/admin\/setup\?token=[A-Za-z0-9_-]{43}/.exec(printed)?.[0];
  if (!link) throw new Error(`operator:create printed no set-up link:\n${printed}`);
  return link;
}

/** The set-up link `operator:create` printed for the administrator. */
export const consoleAdminSetupLink = () => setupLinkIn(consoleAdminOutputFile);

/** The set-up link `operator:create` printed for the video journey's 編成 operator. */
export const consoleVideoEditorSetupLink = () => setupLinkIn(consoleVideoEditorOutputFile);
