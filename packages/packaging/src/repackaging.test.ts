/**
 * Re-packaging an episode keeps what the operator set on its video (decision 0047): the skip markers and the
 * 360° flag survive a new package of the same length, and are brought inside a shorter one.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Database, episodeMedia } from '@hanabi/db';
import { createTestDatabase } from '@hanabi/db/testing';
import { localMediaStorage } from '@hanabi/storage';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPackagingService, type PackagingService } from './packaging-service.ts';
import type { PackagingWorker } from './packaging-worker.ts';
import { episodeIds, fakeSteps, finished, mediaOf, startTestWorker } from './test/fixtures.ts';

describe('a new package of an episode', () => {
  let database: Database;
  let scratch: string;
  let worker: PackagingWorker;
  let service: PackagingService;
  let episodeId: number;
  let source: string;
  /** How long the next source plays, as the probe reports it. */
  let sourceSeconds = 1440;

  beforeAll(async () => {
    database = await createTestDatabase();
    scratch = await mkdtemp(join(tmpdir(), 'hanabi-repackaging-'));
    const { steps } = fakeSteps();
    worker = await startTestWorker(database, localMediaStorage(join(scratch, 'media')), join(scratch, 'work'), {
      ...steps,
      probe: async () => ({ durationSeconds: sourceSeconds, height: 360, hasAudio: true }),
    });
    service = await openPackagingService(database);
    [episodeId = 0] = await episodeIds(database.db, 1);
    source = join(scratch, 'episode.mp4');
    await writeFile(source, 'video');
  });
  afterAll(async () => {
    await worker.stop();
    await service.close();
    await database.close();
    await rm(scratch, { recursive: true, force: true });
  });

  async function packageFor(seconds: number) {
    sourceSeconds = seconds;
    const job = await service.enqueuePackaging({ episodeId, sourcePath: source });
    const done = await finished(service, job.id);
    expect(done.status).toBe('succeeded');
    return done;
  }

  const markersOf = async () => {
    const media = await mediaOf(database.db, episodeId);
    return {
      duration: media?.durationSeconds,
      opening: [media?.openingStartSeconds, media?.openingEndSeconds],
      ending: [media?.endingStartSeconds, media?.endingEndSeconds],
      vr: media?.isVr,
    };
  };

  it('keeps the operator’s markers and 360° flag, and brings them inside a shorter video', async () => {
    const first = await packageFor(1440);
    // What the operator saves on /admin/episodes/{id}/markers.
    await database.db
      .update(episodeMedia)
      .set({
        openingStartSeconds: 60,
        openingEndSeconds: 150,
        endingStartSeconds: 1300,
        endingEndSeconds: 1400,
        isVr: true,
      })
      .where(eq(episodeMedia.episodeId, episodeId));

    const same = await packageFor(1440);
    expect(same.assetPath).not.toBe(first.assetPath);
    expect(await markersOf()).toEqual({ duration: 1440, opening: [60, 150], ending: [1300, 1400], vr: true });
    expect(same.logTail.some((line) => line.startsWith('スキップ位置'))).toBe(false);

    const shorter = await packageFor(1350);
    expect(await markersOf()).toEqual({ duration: 1350, opening: [60, 150], ending: [1300, 1350], vr: true });
    expect(shorter.logTail).toContain('スキップ位置: 新しい動画の長さ（22分30秒）に合わせて調整しました');

    await packageFor(1200);
    expect(await markersOf()).toEqual({ duration: 1200, opening: [60, 150], ending: [null, null], vr: true });
  });
});
