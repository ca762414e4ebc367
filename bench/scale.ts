/**
 * Scaling out (decision 0056): the guest mix (home, a title page, a search, in turn on each connection) at 50
 * connections against the API and the web server with one worker each, then with two each, on PostgreSQL,
 * printing the ratio. Needs a PostgreSQL server on this machine, not a started product (as guest-pages.ts).
 *   npx tsx bench/scale.ts [--seconds 15] [--connections 50]
 */
import { parseArgs } from 'node:util';
import { hammer, printThroughput, type ThroughputSample } from './src/autocannon-load.ts';
import { guestMix } from './src/guest-catalogue.ts';
import { startGuestServices } from './src/guest-services.ts';
import { loopbackOnly } from './src/loopback.ts';
import { prepareProduct } from './src/prepared-product.ts';

const { values } = parseArgs({
  options: { seconds: { type: 'string', default: '15' }, connections: { type: 'string', default: '50' } },
});
const load = { seconds: Number(values.seconds), connections: Number(values.connections) };
const serverUrl = loopbackOnly(process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');

const { databaseUrl, dataDir, dispose } = await prepareProduct(serverUrl, 'scale');
try {
  const samples: ThroughputSample[] = [];
  for (const workers of [1, 2]) {
    const services = await startGuestServices({
      databaseUrl,
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
  await dispose();
}
