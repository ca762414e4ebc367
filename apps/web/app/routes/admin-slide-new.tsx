import { Link } from 'react-router';
import { consoleApi } from '../features/console/console-api.server.ts';
import { consoleMeta } from '../features/console/console-meta.ts';
import { readConsoleForm } from '../features/console/console-post.server.ts';
import { callAsOperator, requireOperator } from '../features/console/operator-session.server.ts';
import { createSlideFromForm } from '../features/console/slides/slide-actions.server.ts';
import { SlideForm } from '../features/console/slides/slide-form.tsx';
import { EMPTY_SLIDE_FORM } from '../features/console/slides/slide-form-values.ts';
import type { Route } from './+types/admin-slide-new';

export const meta: Route.MetaFunction = () => consoleMeta('スライドを作成');

/** `editorial:write` (管理者, 編成): a new slide, placed last; its picture is uploaded on its page next. */
export async function loader(args: Route.LoaderArgs) {
  await requireOperator(args, 'editorial:write');
  return null;
}

export async function action(args: Route.ActionArgs) {
  const form = await readConsoleForm(args.request);
  if (form instanceof Response) return form;
  await requireOperator(args, 'editorial:write');
  return callAsOperator(args, () => createSlideFromForm(form, consoleApi(args.context)));
}

export default function AdminSlideNew({ actionData }: Route.ComponentProps) {
  const refused = actionData?.kind === 'form_refused' ? actionData : undefined;
  return (
    <div className="console-page">
      <p>
        <Link to="/admin/slides">スライドの一覧へ戻る</Link>
      </p>
      <h1 className="console-page__title">スライドを作成</h1>
      <p>作成したあと、スライドの画面で画像をアップロードします。画像があるスライドだけが視聴者に表示されます。</p>
      <SlideForm
        values={refused?.values ?? EMPTY_SLIDE_FORM}
        errors={refused?.errors ?? {}}
        formError={refused?.formError ?? null}
        readOnly={false}
        submitLabel="作成する"
        answer={refused}
      />
    </div>
  );
}
