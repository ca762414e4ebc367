import { consoleMeta } from '../features/console/console-meta.ts';
import { answerEditorialPost, requireEditorialWriter } from '../features/console/editorial-post.server.ts';
import { createFeatureFromForm } from '../features/console/features/feature-actions.server.ts';
import { FeatureForm } from '../features/console/features/feature-form.tsx';
import { EMPTY_FEATURE_FORM } from '../features/console/features/feature-form-values.ts';
import { formAfterPost } from '../features/console/form-after-post.ts';
import { NewEditorialPage } from '../features/console/new-editorial-page.tsx';
import type { Route } from './+types/admin-feature-new';

export const meta: Route.MetaFunction = () => consoleMeta('特集を作成');

/** `editorial:write` (管理者, 編成): a new feature; its titles are added on its page next. */
export function loader(args: Route.LoaderArgs) {
  return requireEditorialWriter(args);
}

export function action(args: Route.ActionArgs) {
  return answerEditorialPost(args, createFeatureFromForm);
}

export default function AdminFeatureNew({ actionData }: Route.ComponentProps) {
  return (
    <NewEditorialPage
      noun="特集"
      listPath="/admin/features"
      lead="作成したあと、特集の画面で作品を追加します。作品のある特集だけが視聴者に表示されます。"
    >
      <FeatureForm {...formAfterPost(actionData, EMPTY_FEATURE_FORM)} readOnly={false} submitLabel="作成する" />
    </NewEditorialPage>
  );
}
