/**
 * The real API, started in this process on a free loopback port over a given database and reached over
 * HTTP, so a benchmark measures routing, the CSRF defence, validation, the database and serialisation
 * without a separately started product. It logs nothing.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadApiConfig, startApi } from '@hanabi/api';
import type { Database } from '@hanabi/db';

/** The web client's origin as the API is told it: state-changing calls name it in their Origin header. */
export const BENCH_WEB_ORIGIN = 'http://localhost:3000';

/** Runs `use` against the API, started for it and closed after it, whatever happens. */
export async function withInProcessApi<T>(database: Database, use: (apiUrl: string) => Promise<T>): Promise<T> {
  // An empty media folder of its own, so a run neither needs nor touches the product's .data/media.
  const mediaDir = await mkdtemp(path.join(tmpdir(), 'hanabi-bench-media-'));
  try {
    const config = loadApiConfig({
      APP_ENV: 'development',
      LOG_LEVEL: 'silent',
      HOST: '127.0.0.1',
      API_PORT: '0',
      WEB_ORIGIN: BENCH_WEB_ORIGIN,
      MEDIA_DIR: mediaDir,
    });
    const api = await startApi({ database, config });
    try {
      return await use(api.url);
    } finally {
      await api.close();
    }
  } finally {
    await rm(mediaDir, { recursive: true, force: true });
  }
}
