import { consoleMeta } from '../features/console/console-meta.ts';
import { answerEditorialPost, requireEditorialWriter } from '../features/console/editorial-post.server.ts';
import { formAfterPost } from '../features/console/form-after-post.ts';
import { NewEditorialPage } from '../features/console/new-editorial-page.tsx';
import { createSlideFromForm } from '../features/console/slides/slide-actions.server.ts';
import { SlideForm } from '../features/console/slides/slide-form.tsx';
import { EMPTY_SLIDE_FORM } from '../features/console/slides/slide-form-values.ts';
import type { Route } from './+types/admin-slide-new';

export const meta: Route.MetaFunction = () => consoleMeta('スライドを作成');

/** `editorial:write` (管理者, 編成): a new slide, placed last; its picture is uploaded on its page next. */
export function loader(args: Route.LoaderArgs) {
  return requireEditorialWriter(args);
}

export function action(args: Route.ActionArgs) {
  return answerEditorialPost(args, createSlideFromForm);
}

export default function AdminSlideNew({ actionData }: Route.ComponentProps) {
  return (
    <NewEditorialPage
      noun="スライド"
      listPath="/admin/slides"
      lead="作成したあと、スライドの画面で画像をアップロードします。画像があるスライドだけが視聴者に表示されます。"
    >
      <SlideForm {...formAfterPost(actionData, EMPTY_SLIDE_FORM)} readOnly={false} submitLabel="作成する" />
    </NewEditorialPage>
  );
}
