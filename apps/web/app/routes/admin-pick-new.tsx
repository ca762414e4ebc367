import { consoleMeta } from '../features/console/console-meta.ts';
import { answerEditorialPost, requireEditorialWriter } from '../features/console/editorial-post.server.ts';
import { formAfterPost } from '../features/console/form-after-post.ts';
import { NewEditorialPage } from '../features/console/new-editorial-page.tsx';
import { createPickFromForm } from '../features/console/picks/pick-actions.server.ts';
import { PickForm } from '../features/console/picks/pick-form.tsx';
import { EMPTY_PICK_FORM } from '../features/console/picks/pick-form-values.ts';
import type { Route } from './+types/admin-pick-new';

export const meta: Route.MetaFunction = () => consoleMeta('編集部のおすすめを作成');

/** `editorial:write` (管理者, 編成): a new list of picks; its titles are added on its page next. */
export function loader(args: Route.LoaderArgs) {
  return requireEditorialWriter(args);
}

export function action(args: Route.ActionArgs) {
  return answerEditorialPost(args, createPickFromForm);
}

export default function AdminPickNew({ actionData }: Route.ComponentProps) {
  return (
    <NewEditorialPage
      noun="編集部のおすすめ"
      listPath="/admin/picks"
      lead="作成したあと、その画面で作品を追加して並べます。公開期間中だけホームの「おすすめ」の先頭に表示されます。"
    >
      <PickForm {...formAfterPost(actionData, EMPTY_PICK_FORM)} readOnly={false} submitLabel="作成する" />
    </NewEditorialPage>
  );
}
