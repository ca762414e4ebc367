/**
 * Prints the initial JavaScript (gzip) of the guest pages, per page and per chunk, from the production build
 * in apps/web/build (or the folder given): `npm run build && npm run budget:js --workspace @hanabi/web`
 * (decision 0066).
 */
import { join } from 'node:path';
import { GUEST_PAGES, INITIAL_JS_TARGET_BYTES, loadBuild } from './initial-js.ts';

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

const build = await loadBuild(process.argv[2] ?? join(import.meta.dirname, '../build'));
for (const url of GUEST_PAGES) {
  const page = await build.initialJs(url);
  console.info(`${url}  ${kB(page.gzipBytes)} gzip (target ${kB(INITIAL_JS_TARGET_BYTES)})`);
  for (const chunk of [...page.chunks].sort((a, b) => b.gzipBytes - a.gzipBytes)) {
    console.info(`  ${kB(chunk.gzipBytes).padStart(9)}  ${chunk.href}`);
  }
}
