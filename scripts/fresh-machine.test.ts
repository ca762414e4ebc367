/**
 * A fresh machine has Node and nothing else (decision 0034): the launcher's data and demo-media preparation
 * must work without ffmpeg and without a system font. This runs `npm start -- --prepare-only` in a child
 * whose PATH holds only node and whose font lookup (fontconfig) points at an empty folder. As root (CI) it
 * also hides the system font folder and the ffmpeg binaries in a private mount namespace, as
 * ../shared/tools/fresh-start-check does, so even a hard-coded path to either fails the test.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { createDatabase, episodeMedia, episodes } from '@hanabi/db';
import { isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..');
const SYSTEM_FONTS = '/usr/share/fonts';
const SYSTEM_TOOLS = ['/usr/bin/ffmpeg', '/usr/bin/ffprobe'];

/** Root can hide folders in a mount namespace of its own; CI runs as root, so there it must. */
const canHide = process.getuid?.() === 0 && existsSync('/usr/bin/unshare');

/** The shell lines that hide the system fonts and ffmpeg inside the child's own mount namespace. */
function hidingCommands(emptyDir: string): string[] {
  return [
    `[ ! -d ${SYSTEM_FONTS} ] || /bin/mount --bind ${emptyDir} ${SYSTEM_FONTS}`,
    ...SYSTEM_TOOLS.map((tool) => `[ ! -e ${tool} ] || /bin/mount --bind /bin/false ${tool}`),
  ];
}

function run(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('error', reject);
    child.once('exit', (code) => resolvePromise({ code, output }));
  });
}

describe('a fresh machine: Node and nothing else', () => {
  let folder: string;

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'hanabi-fresh-machine-'));
  });
  afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  it('prepares the database and every demo episode’s encrypted video with no ffmpeg and no system font', {
    timeout: 240_000,
  }, async () => {
    if (process.env.CI === 'true') expect(canHide, 'CI runs as root with unshare, so it hides the system').toBe(true);
    const bin = join(folder, 'bin');
    const empty = join(folder, 'empty');
    await mkdir(bin);
    await mkdir(empty);
    await symlink(process.execPath, join(bin, basename(process.execPath)));
    const fontsConf = join(folder, 'fonts.conf');
    await writeFile(fontsConf, `<?xml version="1.0"?>\n<fontconfig><dir>${empty}</dir></fontconfig>\n`);
    const dataDir = join(folder, 'data');
    const env = {
      PATH: bin,
      HOME: folder,
      FONTCONFIG_FILE: fontsConf,
      XDG_DATA_HOME: empty,
      HANABI_DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    };
    const launcher = [process.execPath, '--import', 'tsx', 'scripts/start.ts', '--prepare-only'];
    const { code, output } = canHide
      ? await run(
          '/usr/bin/unshare',
          ['-m', '/bin/sh', '-c', [...hidingCommands(empty), `exec "$@"`].join(' && '), 'sh', ...launcher],
          env,
        )
      : await run(launcher[0] ?? process.execPath, launcher.slice(1), env);
    if (!canHide)
      console.warn('Not root: the system fonts and ffmpeg stay visible by path; PATH and fontconfig still hide them.');

    expect(code, output).toBe(0);
    expect(output).toContain('The database and the demo media are ready.');

    const database = await createDatabase({ dataDir: join(dataDir, 'db') });
    try {
      const rows = await database.db.select().from(episodeMedia);
      expect(rows).toHaveLength(await database.db.$count(episodes));
      expect(await database.db.$count(episodeMedia, isNull(episodeMedia.keyId))).toBe(0);
      const [first] = rows;
      if (!first) throw new Error('no packaged episode');
      const mpd = await readFile(join(dataDir, 'media', first.assetPath, 'manifest.mpd'), 'utf8');
      expect(mpd).toContain('cenc:default_KID');
    } finally {
      await database.close();
    }
  });
});
