import { consoleApi } from '../features/console/console-api.server.ts';
import { consoleMeta } from '../features/console/console-meta.ts';
import { readConsoleForm } from '../features/console/console-post.server.ts';
import { answerSetupPost, lookUpSetupLink } from '../features/console/setup/setup-action.server.ts';
import { SetupDone, SetupForm, SetupInvalid } from '../features/console/setup/setup-form.tsx';
import { TOKEN_PARAM } from '../features/console/setup/setup-state.ts';
import type { Route } from './+types/admin-setup';

export const meta: Route.MetaFunction = () => consoleMeta('パスワードの設定');

/** The one-time set-up link (`/admin/setup?token=…`) of an invitation or an access reset, open to anyone holding it. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get(TOKEN_PARAM);
  return { link: await lookUpSetupLink(token, consoleApi(context)) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readConsoleForm(request);
  if (form instanceof Response) return form;
  return answerSetupPost(form, consoleApi(context));
}

export default function AdminSetup({ loaderData, actionData }: Route.ComponentProps) {
  const { link } = loaderData;
  const invalid = actionData?.done === false ? actionData.linkInvalid : null;
  return (
    <div className="console-page console-page--narrow">
      <h1 className="console-page__title">パスワードの設定</h1>
      {actionData?.done ? <SetupDone email={actionData.email} /> : null}
      {!actionData?.done && !link.valid ? <SetupInvalid message={link.message} /> : null}
      {!actionData?.done && invalid ? <SetupInvalid message={invalid} /> : null}
      {!actionData?.done && link.valid && !invalid ? (
        <SetupForm link={link} answer={actionData?.done === false ? actionData : undefined} />
      ) : null}
    </div>
  );
}
