import { resolve } from 'node:path';

/** apps/web, whichever folder the process runs from. */
export const WEB_ROOT = resolve(import.meta.dirname, '..');
export const WEB_BUILD_DIR = resolve(WEB_ROOT, 'build');
export const WEB_CLIENT_DIR = resolve(WEB_BUILD_DIR, 'client');
export const WEB_SERVER_BUILD = resolve(WEB_BUILD_DIR, 'server/index.js');
