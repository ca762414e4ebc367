import { consoleApi } from '../features/console/console-api.server.ts';
import { consoleMeta } from '../features/console/console-meta.ts';
import { answerEditorialPost } from '../features/console/editorial-post.server.ts';
import { answerNewLayoutPost } from '../features/console/home-layouts/home-layout-actions.server.ts';
import { FROM_PARAM, HOME_LAYOUTS_PATH } from '../features/console/home-layouts/home-layout-answer.ts';
import { draftOf } from '../features/console/home-layouts/home-layout-draft.ts';
import { HomeLayoutForm } from '../features/console/home-layouts/home-layout-form.tsx';
import { NewEditorialPage } from '../features/console/new-editorial-page.tsx';
import { callAsOperator, requireOperator } from '../features/console/operator-session.server.ts';
import { parseRouteId } from '../lib/route-params.ts';
import type { Route } from './+types/admin-home-layout-new';

export const meta: Route.MetaFunction = () => consoleMeta('ホームの並び順を作成');

/**
 * `editorial:write` (管理者, 編成): a new order of the home's sections, starting from a scheduled one
 * (`?from={id}`) or from the order in force now. A layout is never edited in place (decision 0064).
 */
export async function loader(args: Route.LoaderArgs) {
  await requireOperator(args, 'editorial:write');
  const from = parseRouteId(new URL(args.request.url).searchParams.get(FROM_PARAM) ?? undefined);
  const api = consoleApi(args.context);
  const { sections } = await callAsOperator(args, () =>
    from === null ? api.getHomeLayoutAt() : api.getHomeLayout(from),
  );
  return { draft: draftOf(sections) };
}

export function action(args: Route.ActionArgs) {
  return answerEditorialPost(args, answerNewLayoutPost);
}

export default function AdminHomeLayoutNew({ loaderData, actionData }: Route.ComponentProps) {
  const refused = actionData?.kind === 'form_refused' ? actionData : undefined;
  return (
    <NewEditorialPage
      noun="ホームの並び順"
      listPath={HOME_LAYOUTS_PATH}
      lead="セクションを上へ・下へで並べ替え、表示しないものはチェックを外して、期間を決めて予約します。予約した並び順はあとから変えられません。変えるときは、これをもとに新しく作成して、古いほうを削除します。"
    >
      <HomeLayoutForm
        draft={actionData?.draft ?? loaderData.draft}
        errors={refused?.errors ?? {}}
        formError={refused?.formError ?? null}
        moved={actionData?.kind === 'draft' ? actionData.moved : null}
        refused={refused}
      />
    </NewEditorialPage>
  );
}
