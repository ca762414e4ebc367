import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { contentKeys, createDatabase, type Database, episodeMedia, episodes, migrateDatabase } from '@hanabi/db';
import { seedDemoCatalogue } from '@hanabi/demo/seed';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeTestClip } from '../packages/media/src/test/test-clip.ts';
import { EXIT_FAILED, EXIT_MISSING_TOOL, EXIT_PACKAGED, runMediaPackage } from './media-package.ts';

describe('npm run media:package', { timeout: 60_000 }, () => {
  let dataDir: string;
  let episodeId: number;
  const mediaDir = () => join(dataDir, 'media');
  const openDatabase = () => createDatabase({ dataDir: join(dataDir, 'db') });

  /** Runs the command on the embedded database in `dataDir`, keeping what it prints. */
  async function run(...args: string[]) {
    const printed = { info: [] as string[], error: [] as string[] };
    const code = await runMediaPackage(
      args,
      { HANABI_DATA_DIR: dataDir },
      { info: (line: string) => printed.info.push(line), error: (line: string) => printed.error.push(line) },
    );
    return { code, ...printed };
  }

  async function withDatabase<T>(use: (database: Database) => Promise<T>): Promise<T> {
    const database = await openDatabase();
    try {
      return await use(database);
    } finally {
      await database.close();
    }
  }

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'hanabi-media-package-'));
    episodeId = await withDatabase(async (database) => {
      await migrateDatabase(database);
      await seedDemoCatalogue(database);
      const [episode] = await database.db.select({ id: episodes.id }).from(episodes).limit(1);
      if (!episode) throw new Error('no episode');
      return episode.id;
    });
    // Migrating and seeding a whole catalogue into a new folder: seconds, more on a busy CI machine.
  }, 60_000);
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('refuses a broken file in one line, and leaves no package and no row', async () => {
    const broken = join(dataDir, 'broken.mp4');
    await writeFile(broken, 'not a video at all');
    const result = await run('--episode', String(episodeId), broken);
    expect(result.code).toBe(EXIT_FAILED);
    expect(result.error).toEqual([
      `パッケージを作れませんでした（${broken}）: 動画ファイルではありません（壊れているか、動画の形式ではありません）。`,
    ]);
    expect(existsSync(join(mediaDir(), 'video'))).toBe(false);
    expect(await withDatabase((database) => database.db.$count(episodeMedia))).toBe(0);
  });

  it('explains how to call it, and refuses an unknown episode', async () => {
    expect((await run('movie.mp4')).error).toEqual([
      '使い方: npm run media:package -- --episode <エピソードID> <動画ファイル>',
    ]);
    const clip = writeTestClip(join(dataDir, 'unknown.mp4'), { seconds: 2, height: 90 });
    const unknown = await run('--episode', '999999', clip);
    expect(unknown).toMatchObject({ code: EXIT_FAILED, error: ['エピソード 999999 が見つかりません。'] });
  });

  it('packages a video under a new key of the episode’s own and points the episode at it', async () => {
    // 360p source: packaged at 360p only, never upscaled to 720p.
    const clip = writeTestClip(join(dataDir, 'episode.mp4'), { seconds: 4, height: 360, audio: false });
    const result = await run('--episode', String(episodeId), clip);
    expect(result).toMatchObject({ code: EXIT_PACKAGED, error: [] });
    // The job's log as it grows, then what was registered.
    expect(result.info).toEqual([
      '受け付けました。',
      '入力: 高さ 360px、4秒、音声なし（無音を付けます）',
      '変換: 360p',
      'パッケージ: 新しいコンテンツキーで暗号化しました',
      expect.stringMatching(/^保存: video\/.+$/),
      `公開: エピソード ${episodeId} を新しいパッケージに切り替えました`,
      expect.stringMatching(/^.+ 第\d+話（エピソード \d+）の動画を登録しました: video\/.+（360p、4秒）$/),
    ]);

    const [row] = await withDatabase((database) =>
      database.db
        .select({ media: episodeMedia, keyOwner: contentKeys.episodeId })
        .from(episodeMedia)
        .innerJoin(contentKeys, eq(contentKeys.keyId, episodeMedia.keyId))
        .where(eq(episodeMedia.episodeId, episodeId)),
    );
    expect(row?.media).toMatchObject({ durationSeconds: 4, renditionHeights: [360], isVr: false });
    expect(row?.keyOwner).toBe(episodeId);
    const packageDir = join(mediaDir(), row?.media.assetPath ?? '');
    expect((await readdir(packageDir)).sort()).toEqual(['360p', 'audio', 'manifest.mpd', 'master.m3u8']);
    const mpd = await readFile(join(packageDir, 'manifest.mpd'), 'utf8');
    expect(mpd.match(/cenc:default_KID="([0-9a-f-]+)"/)?.[1]?.replaceAll('-', '')).toBe(row?.media.keyId);

    // Packaging the episode again makes a new package under a new key; the first one's key is not reused.
    const again = await run('--episode', String(episodeId), clip);
    expect(again.code).toBe(EXIT_PACKAGED);
    const [second] = await withDatabase((database) =>
      database.db.select().from(episodeMedia).where(eq(episodeMedia.episodeId, episodeId)),
    );
    expect(second?.keyId).not.toBe(row?.media.keyId);
    expect(second?.assetPath).not.toBe(row?.media.assetPath);
  });

  it('says in one sentence to install ffmpeg when it is missing, and exits 2', async () => {
    const clip = writeTestClip(join(dataDir, 'no-ffmpeg.mp4'), { seconds: 2, height: 90 });
    const path = process.env.PATH;
    // A PATH with node alone: no ffmpeg, no ffprobe.
    const bin = join(dataDir, 'node-only');
    await mkdir(bin);
    await symlink(process.execPath, join(bin, 'node'));
    process.env.PATH = bin;
    try {
      const result = await run('--episode', String(episodeId), clip);
      expect(result).toMatchObject({ code: EXIT_MISSING_TOOL, info: [] });
      expect(result.error).toEqual([
        'ffprobe が見つかりません。動画の変換には ffmpeg（ffprobe を含む）が必要です（Debian・Ubuntu なら apt-get install ffmpeg、macOS なら brew install ffmpeg でインストールしてください）。',
      ]);
    } finally {
      process.env.PATH = path;
    }
  });
});
