/**
 * Operator command: `npm run audit:verify` walks the audit log's hash chain (decision 0042) and prints a
 * Japanese and English summary. Exit code 0 when every entry matches its hash and follows the one before, 1
 * naming the first entry that does not (changed, or following a removed one), 2 when it could not check.
 * Reads DATABASE_URL, or the embedded database in HANABI_DATA_DIR/db; never creates or migrates one.
 */
import { pathToFileURL } from 'node:url';
import { type AuditVerification, verifyAuditLog } from '@hanabi/db';
import { EXIT_DATABASE_UNAVAILABLE, innermostMessage, withExistingDatabase } from './lib/with-existing-database.ts';

export const EXIT_INTACT = 0;
export const EXIT_TAMPERED = 1;

type Env = Readonly<Record<string, string | undefined>>;
type Output = Pick<Console, 'info' | 'error'>;

const REASONS = {
  changed: [
    '記録の内容がハッシュと一致しません（書き換えられています）',
    'its values no longer match its hash (altered)',
  ],
  unlinked: [
    '直前の記録のハッシュを指していません（直前の記録が削除されています）',
    'it does not follow the entry before it (an entry was removed)',
  ],
} as const;

export function describeVerification(result: AuditVerification, label: string): string[] {
  const head = `監査ログの検証 / Audit log verification: ${label}`;
  if (result.firstBreak === null) {
    return [
      head,
      `✓ ${result.entries.toLocaleString('ja-JP')}件すべて改ざんなし / all entries intact (${result.entries})`,
      `最新のハッシュ / head hash: ${result.headHash}（控えておくと末尾の削除にも気づけます / keep it to notice removals at the end）`,
    ];
  }
  const [japanese, english] = REASONS[result.firstBreak.reason];
  return [head, `✗ ID ${result.firstBreak.id} の記録: ${japanese}`, `✗ entry ${result.firstBreak.id}: ${english}`];
}

export async function runAuditVerify(env: Env, output: Output = console): Promise<number> {
  return withExistingDatabase(env, output, async (db, label) => {
    const result = await verifyAuditLog(db);
    for (const line of describeVerification(result, label)) output.info(line);
    return result.firstBreak === null ? EXIT_INTACT : EXIT_TAMPERED;
  });
}

const isEntry = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isEntry) {
  runAuditVerify(process.env).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(`検証できませんでした / Could not verify: ${innermostMessage(error)}`);
      process.exitCode = EXIT_DATABASE_UNAVAILABLE;
    },
  );
}
