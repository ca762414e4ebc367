/**
 * Guest SSR throughput (decision 0056): `/`, a title page and `/search?q=刃` at 50 connections, each for a few
 * seconds, and the API's answer the title page is drawn from (`GET /v1/titles/{id}`, issue 19's hot path),
 * against the API's `/health` and a bare `node:http` server measured in the same run, printed as
 * shares of each; then the API's `/health` with its request log line on (LOG_LEVEL=info, production JSON)
 * and off (warn), to show what logging costs a request.
 *
 * Needs a PostgreSQL server on this machine, not a started product: a scratch database is prepared as the
 * launcher does (`npm start -- --prepare-only`) and dropped at the end; the API and the web server run as
 * processes of their own in production mode, one worker each unless --workers says otherwise.
 *   npx tsx bench/guest-pages.ts [--seconds 10] [--connections 50] [--workers 1]
 */
import { parseArgs } from 'node:util';
import { hammer, printThroughput, type ThroughputSample } from './src/autocannon-load.ts';
import { startBareServer } from './src/bare-server.ts';
import { aTitlePath, SEARCH_PATH } from './src/guest-catalogue.ts';
import { startGuestServices } from './src/guest-services.ts';
import { loopbackOnly } from './src/loopback.ts';
import { prepareProduct } from './src/prepared-product.ts';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    workers: { type: 'string', default: '1' },
  },
});
const load = { seconds: Number(values.seconds), connections: Number(values.connections) };
const workers = Number(values.workers);
const serverUrl = loopbackOnly(process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');

const { databaseUrl, dataDir, dispose } = await prepareProduct(serverUrl, 'guest');
const bare = await startBareServer();
try {
  const common = { databaseUrl, dataDir, workers };

  const services = await startGuestServices({ ...common, logLevel: 'info' });
  const samples: ThroughputSample[] = [];
  try {
    const title = await aTitlePath(services.apiUrl);
    samples.push(await hammer('bare node:http', bare.url, ['/'], load));
    samples.push(await hammer('API /health', services.apiUrl, ['/health'], load));
    samples.push(await hammer(`API /v1${title}`, services.apiUrl, [`/v1${title}`], load));
    samples.push(await hammer('web /health/live', services.webUrl, ['/health/live'], load));
    samples.push(await hammer('web / (home)', services.webUrl, ['/'], load));
    samples.push(await hammer(`web ${title} (title)`, services.webUrl, [title], load));
    samples.push(await hammer('web /search?q=刃', services.webUrl, [SEARCH_PATH], load));
  } finally {
    await services.stop();
  }
  const [bareSample, health] = samples;
  if (!bareSample || !health) throw new Error('no baseline measured');
  console.info(
    `\nGuest pages, ${load.connections} connections, ${load.seconds} s each, ${workers} worker(s) per service:`,
  );
  printThroughput(samples, [health, bareSample]);

  const quiet = await startGuestServices({ ...common, logLevel: 'warn', apiOnly: true });
  let withoutLog: ThroughputSample;
  try {
    withoutLog = await hammer('API /health, no request log (warn)', quiet.apiUrl, ['/health'], load);
  } finally {
    await quiet.stop();
  }
  const withLog = { ...health, label: 'API /health, one JSON line each (info)' };
  console.info('\nRequest logging (production JSON):');
  printThroughput([withLog, withoutLog], [withoutLog, bareSample]);
} finally {
  await bare.stop();
  await dispose();
}
