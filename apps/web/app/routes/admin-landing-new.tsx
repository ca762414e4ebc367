import { consoleMeta } from '../features/console/console-meta.ts';
import { answerEditorialPost, requireEditorialWriter } from '../features/console/editorial-post.server.ts';
import { formAfterPost } from '../features/console/form-after-post.ts';
import { createLandingFromForm } from '../features/console/landings/landing-actions.server.ts';
import { LandingForm } from '../features/console/landings/landing-form.tsx';
import { EMPTY_LANDING_FORM } from '../features/console/landings/landing-form-values.ts';
import { NewEditorialPage } from '../features/console/new-editorial-page.tsx';
import type { Route } from './+types/admin-landing-new';

export const meta: Route.MetaFunction = () => consoleMeta('ランディングページを作成');

/** `editorial:write` (管理者, 編成): a new dynamic landing page; its titles are added on its page next. */
export function loader(args: Route.LoaderArgs) {
  return requireEditorialWriter(args);
}

export function action(args: Route.ActionArgs) {
  return answerEditorialPost(args, createLandingFromForm);
}

export default function AdminLandingNew({ actionData }: Route.ComponentProps) {
  return (
    <NewEditorialPage
      noun="ランディングページ"
      listPath="/admin/landings"
      lead="作成したあと、ランディングページの画面で作品を追加します。公開期間中だけ /lp/スラッグ で表示されます。"
    >
      <LandingForm {...formAfterPost(actionData, EMPTY_LANDING_FORM)} readOnly={false} submitLabel="作成する" />
    </NewEditorialPage>
  );
}
