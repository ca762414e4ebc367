import { Link } from 'react-router';
import { consoleApi } from '../features/console/console-api.server.ts';
import { consoleMeta } from '../features/console/console-meta.ts';
import { readConsoleForm } from '../features/console/console-post.server.ts';
import { createFeatureFromForm } from '../features/console/features/feature-actions.server.ts';
import { FeatureForm } from '../features/console/features/feature-form.tsx';
import { EMPTY_FEATURE_FORM } from '../features/console/features/feature-form-values.ts';
import { callAsOperator, requireOperator } from '../features/console/operator-session.server.ts';
import type { Route } from './+types/admin-feature-new';

export const meta: Route.MetaFunction = () => consoleMeta('特集を作成');

/** `editorial:write` (管理者, 編成): a new feature; its titles are added on its page next. */
export async function loader(args: Route.LoaderArgs) {
  await requireOperator(args, 'editorial:write');
  return null;
}

export async function action(args: Route.ActionArgs) {
  const form = await readConsoleForm(args.request);
  if (form instanceof Response) return form;
  await requireOperator(args, 'editorial:write');
  return callAsOperator(args, () => createFeatureFromForm(form, consoleApi(args.context)));
}

export default function AdminFeatureNew({ actionData }: Route.ComponentProps) {
  const refused = actionData?.kind === 'form_refused' ? actionData : undefined;
  return (
    <div className="console-page">
      <p>
        <Link to="/admin/features">特集の一覧へ戻る</Link>
      </p>
      <h1 className="console-page__title">特集を作成</h1>
      <p>作成したあと、特集の画面で作品を追加します。作品のある特集だけが視聴者に表示されます。</p>
      <FeatureForm
        values={refused?.values ?? EMPTY_FEATURE_FORM}
        errors={refused?.errors ?? {}}
        formError={refused?.formError ?? null}
        readOnly={false}
        submitLabel="作成する"
        answer={refused}
      />
    </div>
  );
}
