/**
 * Operator command: `npm run media:rekey` re-encrypts every package still made with its title's key (before
 * decision 0035) so that each episode has a package and a key of its own; those episodes do not play until
 * it has run. Run it once after deploying the migration that introduced episode keys (the launcher of the
 * local demo runs the same step at every start). Exit code 0 when every package uses an episode key, 1 on
 * a failure, with one Japanese line. It reads DATABASE_URL, or the embedded database in HANABI_DATA_DIR/db
 * (stop `npm start` first), and MEDIA_DIR like the API.
 */
import { pathToFileURL } from 'node:url';
import { loadStoragePaths } from '@hanabi/api';
import type { Database } from '@hanabi/db';
import { DatabaseUnavailable, findExistingDatabase } from './lib/existing-database.ts';
import { rekeyTitleKeyPackages } from './lib/rekey-packages.ts';

type Env = Readonly<Record<string, string | undefined>>;
type Output = Pick<Console, 'info' | 'error'>;

export async function runMediaRekey(env: Env, output: Output = console): Promise<number> {
  let database: Database | undefined;
  try {
    const { mediaDir } = loadStoragePaths(env);
    database = await findExistingDatabase(env).open();
    const { episodes } = await rekeyTitleKeyPackages(database.db, mediaDir, (done, total) => {
      if (done === total || done % 50 === 0) output.info(`再暗号化: ${done}/${total}`);
    });
    output.info(
      episodes === 0
        ? 'すべてのパッケージがエピソードごとの鍵で暗号化されています。'
        : `${episodes} 話のパッケージをエピソードごとの鍵で暗号化し直しました。`,
    );
    return 0;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    output.error(error instanceof DatabaseUnavailable ? reason : `再暗号化できませんでした: ${reason}`);
    return 1;
  } finally {
    await database?.close();
  }
}

const isEntry = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isEntry) {
  runMediaRekey(process.env).then((code) => {
    process.exitCode = code;
  });
}
