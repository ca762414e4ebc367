/**
 * Scaling out (decision 0056): the guest mix (home, a title page, a search, in turn on each connection) at 50
 * connections against the API and the web server with one worker each, then with two each, on PostgreSQL,
 * printing the ratio. Needs a PostgreSQL server on this machine, not a started product (as guest-pages.ts).
 *   npx tsx bench/scale.ts [--seconds 15] [--connections 50]
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { hammer, printThroughput, type ThroughputSample } from './src/autocannon-load.ts';
import { guestMix } from './src/guest-catalogue.ts';
import { startGuestServices } from './src/guest-services.ts';
import { loopbackOnly } from './src/loopback.ts';
import { createScratchDatabase } from './src/scratch-database.ts';
import { buildWeb, prepareDemoData } from './src/soak-services.ts';

const { values } = parseArgs({
  options: { seconds: { type: 'string', default: '15' }, connections: { type: 'string', default: '50' } },
});
const load = { seconds: Number(values.seconds), connections: Number(values.connections) };
const WEB_SERVER_BUILD = resolve(import.meta.dirname, '../apps/web/build/server/index.js');
const serverUrl = loopbackOnly(process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');

const scratch = await createScratchDatabase(serverUrl);
const databaseUrl = new URL(serverUrl);
databaseUrl.pathname = `/${scratch.name}`;
const dataDir = mkdtempSync(join(tmpdir(), 'hanabi-bench-scale-'));
try {
  await prepareDemoData(databaseUrl.toString(), dataDir);
  // The launcher's freshness check is not bench's to import: a missing build is built, a present one used.
  if (!existsSync(WEB_SERVER_BUILD)) await buildWeb();
  const samples: ThroughputSample[] = [];
  for (const workers of [1, 2]) {
    const services = await startGuestServices({
      databaseUrl: databaseUrl.toString(),
      dataDir,
      workers,
      logLevel: 'info',
    });
    try {
      const mix = await guestMix(services.apiUrl);
      samples.push(await hammer(`guest mix, ${workers} worker(s) each`, services.webUrl, mix, load));
    } finally {
      await services.stop();
    }
  }
  const [one, two] = samples;
  if (!one || !two) throw new Error('nothing measured');
  console.info(`\nGuest mix (home, title, search), ${load.connections} connections, ${load.seconds} s each:`);
  printThroughput(samples, [one]);
  console.info(`Two instances ÷ one: ${(two.perSecond / one.perSecond).toFixed(2)}× (target ≥ 1.6×)`);
} finally {
  await scratch.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
