/**
 * The database an operator command works on: DATABASE_URL, else the embedded one in
 * `<HANABI_DATA_DIR>/db` (relative to the repository). Operator commands never create or migrate a
 * database, and must not open the embedded one while the launcher has it open.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createDatabase, type Database } from '@hanabi/db';

type Env = Readonly<Record<string, string | undefined>>;

const root = resolve(import.meta.dirname, '../..');

/** The database cannot be used, for a reason the operator fixes from this one (Japanese) line. */
export class DatabaseUnavailable extends Error {}

export interface ExistingDatabase {
  /** Where the database is, for the command's report. */
  label: string;
  open(): Promise<Database>;
}

export function findExistingDatabase(env: Env): ExistingDatabase {
  const url = env.DATABASE_URL;
  if (url) return { label: 'PostgreSQL（DATABASE_URL）', open: () => createDatabase({ url }) };
  const folder = resolve(root, env.HANABI_DATA_DIR || '.data', 'db');
  return {
    label: `埋め込みデータベース ${folder}`,
    async open() {
      // createDatabase would create an empty cluster in a missing folder: look first.
      if (!existsSync(join(folder, 'PG_VERSION'))) {
        throw new DatabaseUnavailable(
          `データベースがありません: ${folder} にはまだ作られていません（npm start で作られます）。`,
        );
      }
      // PGlite keeps this file while the folder is open, and does not stop a second process from opening it.
      if (existsSync(join(folder, 'postmaster.pid'))) {
        throw new DatabaseUnavailable(
          `${folder} のデータベースは別のプロセス（npm start など）が開いています。止めてから実行してください` +
            '（何も動いていなければ前回の終了が中断されています。npm start を一度起動して Ctrl-C で止めてください）。',
        );
      }
      return createDatabase({ dataDir: folder });
    },
  };
}
