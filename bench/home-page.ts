/**
 * Server response time of the home page (SSR: web → API → database → HTML), printed as a ratio against
 * the API's /health in the same run, so the number means the same on a fast or a slow machine.
 *
 * Run against a started product (`npm start` in another terminal):
 *   npx tsx bench/home-page.ts [--requests 200]
 * WEB_URL and API_URL override http://localhost:3000 and http://localhost:4000 (loopback only).
 */
import { parseArgs } from 'node:util';
import { loopbackOnly } from './src/loopback.ts';
import { measure, printComparison } from './src/timing.ts';

const { values } = parseArgs({ options: { requests: { type: 'string', default: '200' } } });
const requests = Math.min(Math.max(Number(values.requests), 10), 5_000);
const webUrl = loopbackOnly(process.env.WEB_URL ?? 'http://localhost:3000');
const apiUrl = loopbackOnly(process.env.API_URL ?? 'http://localhost:4000');

async function fetchFully(url: string): Promise<void> {
  const response = await fetch(url);
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
}

const baseline = await measure('API GET /health (baseline)', requests, () => fetchFully(`${apiUrl}/health`));
const homePage = await measure('web GET / (SSR home page)', requests, () => fetchFully(`${webUrl}/`));
printComparison(baseline, [homePage]);
