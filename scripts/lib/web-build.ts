import { type SpawnOptions, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { readdir, stat, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';

/** What the web build is made from; a change to any of these makes the build stale. */
const WEB_SOURCES = [
  'apps/web/app',
  'apps/web/server',
  'apps/web/public',
  'packages/contract/src',
  'packages/api-client/src',
];
// The lockfile too: a dependency upgrade changes the bundle.
const WEB_CONFIG_FILES = [
  'package-lock.json',
  'apps/web/package.json',
  'apps/web/tsconfig.json',
  'apps/web/vite.config.ts',
  'apps/web/react-router.config.ts',
];

async function listFiles(directory: string): Promise<string[]> {
  if (!existsSync(directory)) return [];
  const entries = await readdir(directory, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/** A fingerprint of the sources (path, size, modification time): cheap, and enough to notice an edit. */
async function sourceFingerprint(root: string): Promise<string> {
  const files = [
    ...(await Promise.all(WEB_SOURCES.map((folder) => listFiles(join(root, folder))))).flat(),
    ...WEB_CONFIG_FILES.map((file) => join(root, file)).filter((file) => existsSync(file)),
  ].sort();
  const hash = createHash('sha256');
  for (const file of files) {
    const info = await stat(file);
    hash.update(`${relative(root, file)}:${info.size}:${info.mtimeMs}\n`);
  }
  return hash.digest('hex');
}

/** Where the build writes and what stops it: the terminal, unless `npm test` builds beside other steps. */
export type BuildOptions = Pick<SpawnOptions, 'stdio' | 'signal'>;

function run(command: string, args: string[], cwd: string, options: BuildOptions): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: 'inherit', ...options });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`)),
    );
  });
}

/** Builds the web client when it has never been built or its sources changed since the last build. */
export async function ensureWebBuilt(
  root: string,
  log: (line: string) => void,
  options: BuildOptions = {},
): Promise<void> {
  const stampFile = join(root, 'apps/web/build/.source-fingerprint');
  const fingerprint = await sourceFingerprint(root);
  const builtFrom = existsSync(stampFile) ? readFileSync(stampFile, 'utf8') : undefined;
  if (builtFrom === fingerprint && existsSync(join(root, 'apps/web/build/server/index.js'))) return;
  log('Building the web client (first start or changed sources)…');
  await run('npm', ['run', 'build', '--workspace', '@hanabi/web'], root, options);
  await writeFile(stampFile, fingerprint);
}
