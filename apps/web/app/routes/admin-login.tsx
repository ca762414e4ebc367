import { Link, type ShouldRevalidateFunction } from 'react-router';
import { consoleApi } from '../features/console/console-api.server.ts';
import { consoleMeta } from '../features/console/console-meta.ts';
import { readConsoleForm } from '../features/console/console-post.server.ts';
import { loadOperator } from '../features/console/operator-session.server.ts';
import { consoleReturnPath, RETURN_PARAM } from '../features/console/return-path.ts';
import { answerSignInPost } from '../features/console/sign-in/sign-in-action.server.ts';
import { FIRST_STEP } from '../features/console/sign-in/sign-in-state.ts';
import { PasswordStep, RecoveryCodesStep, SecondFactorStep } from '../features/console/sign-in/sign-in-steps.tsx';
import type { Route } from './+types/admin-login';

export const meta: Route.MetaFunction = () => consoleMeta('ログイン');

/** `?next=` is the console page to come back to, when it is one (return-path.ts); the console's home if not. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const next = consoleReturnPath(new URL(request.url).searchParams.get(RETURN_PARAM));
  return { next, signedIn: (await loadOperator(context)) !== null };
}

/** The steps' own posts leave the page as the action answered it: the recovery codes must stay in sight. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formAction, defaultShouldRevalidate }) =>
  formAction === undefined ? defaultShouldRevalidate : false;

/** The sign-in steps, called from this server only; a post another site makes the browser send is refused. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readConsoleForm(request);
  if (form instanceof Response) return form;
  return answerSignInPost(form, consoleApi(context));
}

export default function AdminLogin({ loaderData, actionData }: Route.ComponentProps) {
  const { next, signedIn } = loaderData;
  const state = actionData ?? FIRST_STEP;
  return (
    <div className="console-page console-page--narrow">
      <h1 className="console-page__title">管理画面にログイン</h1>
      {signedIn && actionData === undefined ? (
        <p className="console-alert" role="status">
          すでにログインしています。
          <Link to={next} reloadDocument>
            管理画面へ進む
          </Link>
        </p>
      ) : null}
      {state.step === 'password' ? <PasswordStep state={state} next={next} /> : null}
      {state.step === 'second_factor' ? <SecondFactorStep state={state} next={next} /> : null}
      {state.step === 'recovery_codes' ? <RecoveryCodesStep state={state} next={next} /> : null}
    </div>
  );
}
