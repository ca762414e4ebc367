/**
 * Boots the real API on a test database (a copy of the migrated, seeded snapshot) for `app.inject`.
 * Log lines are kept in `logs` instead of being printed. Its clock stands at TEST_NOW, where the fixtures
 * are, until a test moves it: sessions, purchases and every other call that changes something run on it.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Database } from '@hanabi/db';
import { createTestDatabase } from '@hanabi/db/testing';
import { type MediaStorage, openMediaStorage } from '@hanabi/storage';
import { type ApiInstance, buildApi } from '../app.ts';
import { type ApiConfig, loadApiConfig } from '../config.ts';
import type { LicenseServers } from '../modules/licenses/license-servers.ts';
import { testNow } from './catalogue-fixtures.ts';

export const TEST_API_ORIGIN = 'http://api.hanabi.test';
export const TEST_WEB_ORIGIN = 'http://web.hanabi.test';
/** The request-form key of test APIs (a secret one, so that production settings load too). */
export const TEST_REQUEST_FORM_KEY = randomBytes(32);

/** What the web client sends with every state-changing call (spec §7), from the web client's origin. */
export const WEB_CLIENT_CALL_HEADERS = {
  origin: TEST_WEB_ORIGIN,
  'x-requested-with': 'XMLHttpRequest',
  'content-type': 'application/json',
} as const;

export interface TestApi {
  app: ApiInstance;
  database: Database;
  config: ApiConfig;
  /** The media storage the API serves (the temporary folder, or the bucket `env` names). */
  mediaStorage: MediaStorage;
  /** Parsed JSON log lines written so far. */
  logs(): Array<Record<string, unknown>>;
  /** Moves the API's clock (TEST_NOW at first) to this instant. */
  setClock(instant: Date | string): void;
  close(): Promise<void>;
}

export interface TestApiOptions {
  /**
   * Environment on top of the test defaults (development, so that reads honour X-Debug-Time; test origins and
   * key, empty media and video upload folders, loopback allowed by the geo restriction). `APP_ENV: ''` leaves it unset.
   */
  env?: Record<string, string>;
  /** Reuse a database; it is then left open by `close`. */
  database?: Database;
  /** Vendor DRM licence servers (e.g. licence-server-sandbox.ts); default: those configured in `env`. */
  licenseServers?: LicenseServers;
}

export async function buildTestApi({
  env = {},
  database: shared,
  licenseServers,
}: TestApiOptions = {}): Promise<TestApi> {
  const database = shared ?? (await createTestDatabase());
  const mediaDir = mkdtempSync(path.join(tmpdir(), 'hanabi-api-media-'));
  const uploadDir = mkdtempSync(path.join(tmpdir(), 'hanabi-api-uploads-'));
  const config = loadApiConfig({
    APP_ENV: 'development',
    LOG_LEVEL: 'info',
    API_ORIGIN: TEST_API_ORIGIN,
    WEB_ORIGIN: TEST_WEB_ORIGIN,
    MEDIA_DIR: mediaDir,
    VIDEO_UPLOAD_DIR: uploadDir,
    REQUEST_FORM_KEY: TEST_REQUEST_FORM_KEY.toString('base64'),
    // inject() calls from 127.0.0.1: let it past the geo restriction in every APP_ENV (its tests set their own).
    GEO_ALLOW_PRIVATE: 'true',
    // Tests change the catalogue and read it again at once; the title answer cache has tests of its own.
    CATALOGUE_ANSWER_CACHE_SECONDS: '0',
    ...env,
  });
  const lines: string[] = [];
  let clockTime = testNow;
  const app = await buildApi({
    database,
    config,
    licenseServers,
    logger: { write: (line) => lines.push(line) },
    clock: () => clockTime,
  });
  return {
    app,
    database,
    config,
    mediaStorage: openMediaStorage(config.mediaStorage),
    logs: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>),
    setClock(instant) {
      clockTime = new Date(instant);
    },
    async close() {
      await app.close();
      if (!shared) await database.close();
      rmSync(mediaDir, { recursive: true, force: true });
      rmSync(uploadDir, { recursive: true, force: true });
    },
  };
}
