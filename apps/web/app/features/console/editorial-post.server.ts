/**
 * What the editorial pages (slides, features, landing pages, campaigns) share on the server: a "create" page
 * opens only for `editorial:write` (管理者, 編成), and every post of theirs needs it and hands the form to the
 * page's own action.
 */
import type { AdminApiClient } from '@hanabi/api-client/admin';
import type { RouterContextProvider } from 'react-router';
import { consoleApi } from './console-api.server.ts';
import { readConsoleForm } from './console-post.server.ts';
import { callAsOperator, requireOperator } from './operator-session.server.ts';

interface ConsoleArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

export async function requireEditorialWriter(args: ConsoleArgs): Promise<null> {
  await requireOperator(args, 'editorial:write');
  return null;
}

export async function answerEditorialPost<Answer>(
  args: ConsoleArgs,
  answer: (form: FormData, api: AdminApiClient) => Promise<Answer>,
): Promise<Answer | Response> {
  const form = await readConsoleForm(args.request);
  if (form instanceof Response) return form;
  await requireOperator(args, 'editorial:write');
  return callAsOperator(args, () => answer(form, consoleApi(args.context)));
}
