import { Link } from 'react-router';
import { consoleApi } from '../features/console/console-api.server.ts';
import { consoleMeta } from '../features/console/console-meta.ts';
import { readConsoleForm } from '../features/console/console-post.server.ts';
import { createLandingFromForm } from '../features/console/landings/landing-actions.server.ts';
import { LandingForm } from '../features/console/landings/landing-form.tsx';
import { EMPTY_LANDING_FORM } from '../features/console/landings/landing-form-values.ts';
import { callAsOperator, requireOperator } from '../features/console/operator-session.server.ts';
import type { Route } from './+types/admin-landing-new';

export const meta: Route.MetaFunction = () => consoleMeta('ランディングページを作成');

/** `editorial:write` (管理者, 編成): a new dynamic landing page; its titles are added on its page next. */
export async function loader(args: Route.LoaderArgs) {
  await requireOperator(args, 'editorial:write');
  return null;
}

export async function action(args: Route.ActionArgs) {
  const form = await readConsoleForm(args.request);
  if (form instanceof Response) return form;
  await requireOperator(args, 'editorial:write');
  return callAsOperator(args, () => createLandingFromForm(form, consoleApi(args.context)));
}

export default function AdminLandingNew({ actionData }: Route.ComponentProps) {
  const refused = actionData?.kind === 'form_refused' ? actionData : undefined;
  return (
    <div className="console-page">
      <p>
        <Link to="/admin/landings">ランディングページの一覧へ戻る</Link>
      </p>
      <h1 className="console-page__title">ランディングページを作成</h1>
      <p>作成したあと、ランディングページの画面で作品を追加します。公開期間中だけ /lp/スラッグ で表示されます。</p>
      <LandingForm
        values={refused?.values ?? EMPTY_LANDING_FORM}
        errors={refused?.errors ?? {}}
        formError={refused?.formError ?? null}
        readOnly={false}
        submitLabel="作成する"
        answer={refused}
      />
    </div>
  );
}
