/**
 * Operator command: `npm run operator:create -- --email a@example.jp --role admin [--name 名前]` creates an
 * operator — the first administrator, on a new installation — and prints a one-time set-up link
 * `{WEB_ORIGIN}/admin/setup?token=…` (72 hours) where they choose a password; the authenticator app is
 * enrolled at their first sign-in (decision 0041). Recorded in the audit log with no operator (a command on
 * the server). Works on DATABASE_URL or the embedded database in HANABI_DATA_DIR/db (stop `npm start`
 * first). Exit code 0 when created, 1 for refused input or a taken address, 2 when the database cannot be used.
 */
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { inviteOperator, loadWebOrigin } from '@hanabi/api';
import {
  OPERATOR_ROLE_LABELS,
  OPERATOR_ROLES,
  OPERATOR_SETUP_LINK_HOURS,
  operatorEmailSchema,
  operatorNameSchema,
} from '@hanabi/contract';
import { z } from 'zod';
import { EXIT_DATABASE_UNAVAILABLE, innermostMessage, withExistingDatabase } from './lib/with-existing-database.ts';

export const EXIT_CREATED = 0;
export const EXIT_REFUSED = 1;

type Env = Readonly<Record<string, string | undefined>>;
type Output = Pick<Console, 'info' | 'error'>;

const USAGE =
  '使い方 / usage: npm run operator:create -- --email <address> --role <admin|editor|support|accounting> [--name <表示名>]';

const argumentsSchema = z.object({
  email: operatorEmailSchema,
  role: z.enum(OPERATOR_ROLES, { error: `権限は ${OPERATOR_ROLES.join(' / ')} のどれかを指定してください。` }),
  name: operatorNameSchema,
});

function parseArguments(args: readonly string[]) {
  const { values } = parseArgs({
    args: [...args],
    options: { email: { type: 'string' }, role: { type: 'string' }, name: { type: 'string' } },
    strict: true,
  });
  // Without --name, the address's local part stands in until the operator is renamed.
  const name = values.name ?? values.email?.split('@')[0];
  return argumentsSchema.safeParse({ email: values.email ?? '', role: values.role, name });
}

export async function runOperatorCreate(
  args: readonly string[],
  env: Env,
  output: Output = console,
  now: () => Date = () => new Date(),
): Promise<number> {
  let parsed: ReturnType<typeof parseArguments>;
  try {
    parsed = parseArguments(args);
  } catch (error) {
    output.error(`${innermostMessage(error)}\n${USAGE}`);
    return EXIT_REFUSED;
  }
  if (!parsed.success) {
    output.error(`${parsed.error.issues.map((issue) => issue.message).join('')}\n${USAGE}`);
    return EXIT_REFUSED;
  }
  const webOrigin = loadWebOrigin(env);
  const operator = parsed.data;
  return withExistingDatabase(env, output, async (db, label) => {
    const actor = { operatorId: null, clientAddress: null, at: now() };
    try {
      const { setup_url, setup_expires_at } = await inviteOperator(db, actor, operator, webOrigin);
      output.info(
        [
          `オペレーターを作成しました / Operator created: ${operator.email}（${OPERATOR_ROLE_LABELS[operator.role]} / ${operator.role}）— ${label}`,
          `設定用リンク（${OPERATOR_SETUP_LINK_HOURS}時間、1回限り有効） / One-time set-up link (${OPERATOR_SETUP_LINK_HOURS} hours, until ${setup_expires_at}):`,
          `  ${setup_url}`,
        ].join('\n'),
      );
      return EXIT_CREATED;
    } catch (error) {
      if (error instanceof Error && 'viewerMessage' in error) {
        output.error(String(error.viewerMessage));
        return EXIT_REFUSED;
      }
      throw error;
    }
  });
}

const isEntry = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isEntry) {
  runOperatorCreate(process.argv.slice(2), process.env).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(`作成できませんでした / Not created: ${innermostMessage(error)}`);
      process.exitCode = EXIT_DATABASE_UNAVAILABLE;
    },
  );
}
