/**
 * The loader and the post of an editorial "create" page (a slide, a feature, a landing page): only
 * `editorial:write` (管理者, 編成) opens it, and the post hands the form to the page's own create action.
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

export async function answerCreatePost<Answer>(
  args: ConsoleArgs,
  create: (form: FormData, api: AdminApiClient) => Promise<Answer>,
): Promise<Answer | Response> {
  const form = await readConsoleForm(args.request);
  if (form instanceof Response) return form;
  await requireOperator(args, 'editorial:write');
  return callAsOperator(args, () => create(form, consoleApi(args.context)));
}
