import { Link } from 'react-router';
import { ActionOutcome } from '../features/console/action-outcome.tsx';
import { EpisodesTable } from '../features/console/catalogue/episodes-table.tsx';
import { PublishControls } from '../features/console/catalogue/publish-controls.tsx';
import { answerTitlePost, CREATED_NOTICE } from '../features/console/catalogue/title-actions.server.ts';
import { TitleForm } from '../features/console/catalogue/title-form.tsx';
import { loadTitleFormChoices } from '../features/console/catalogue/title-form-choices.server.ts';
import { titleFormValuesOf } from '../features/console/catalogue/title-form-values.ts';
import { TitleImages } from '../features/console/catalogue/title-images.tsx';
import { TitleStatusPanel } from '../features/console/catalogue/title-status-panel.tsx';
import { consoleApi } from '../features/console/console-api.server.ts';
import { consoleMeta } from '../features/console/console-meta.ts';
import { readConsoleForm } from '../features/console/console-post.server.ts';
import { formAfterPost } from '../features/console/form-after-post.ts';
import { callAsOperator, requireOperator } from '../features/console/operator-session.server.ts';
import { requireIdParam, routeIdOf } from '../lib/route-param-check.server.ts';
import type { Route } from './+types/admin-title';

export const middleware = [requireIdParam];

export const meta: Route.MetaFunction = ({ loaderData }) => consoleMeta(loaderData?.title.name ?? '作品');

/**
 * `catalogue:read`: the title's state, its form, its episodes, its pictures and the way to its preview. An
 * operator without `catalogue:write` sees it all read-only.
 */
export async function loader(args: Route.LoaderArgs) {
  const operator = await requireOperator(args, 'catalogue:read');
  const id = routeIdOf(args.context);
  const api = consoleApi(args.context);
  const [title, episodes, choices] = await Promise.all([
    callAsOperator(args, () => api.getAdminTitle(id)),
    callAsOperator(args, () => api.getAdminEpisodes(id)),
    loadTitleFormChoices(args),
  ]);
  return {
    title,
    episodes,
    ...choices,
    canWrite: operator.permissions.includes('catalogue:write'),
    created: new URL(args.request.url).searchParams.get('notice') === CREATED_NOTICE,
    now: new Date().toISOString(),
  };
}

export async function action(args: Route.ActionArgs) {
  const form = await readConsoleForm(args.request);
  if (form instanceof Response) return form;
  await requireOperator(args, 'catalogue:write');
  return callAsOperator(args, () => answerTitlePost(form, consoleApi(args.context), routeIdOf(args.context)));
}

export default function AdminTitle({ loaderData, actionData }: Route.ComponentProps) {
  const { title, episodes, genreGroups, tags, canWrite, created, now } = loaderData;
  const imageAnswer =
    actionData?.kind === 'image_saved' || actionData?.kind === 'image_refused' ? actionData : undefined;
  return (
    <div className="console-page">
      <p>
        <Link to="/admin/titles">作品の一覧へ戻る</Link>
      </p>
      <div className="catalogue-page-head">
        <h1 className="console-page__title">{title.name}</h1>
        <div className="console-actions">
          <Link to={`/admin/titles/${title.id}/preview`} className="console-button">
            プレビュー
          </Link>
          {canWrite ? <PublishControls what="作品" name={title.name} published={title.status === 'published'} /> : null}
        </div>
      </div>
      {created && !actionData ? (
        <p className="console-alert" role="status">
          作品を下書きとして作成しました。エピソードを加えて、準備ができたら公開してください。
        </p>
      ) : null}
      <ActionOutcome answer={actionData} />
      <TitleStatusPanel title={title} now={new Date(now)} />
      {canWrite ? null : (
        <p className="console-alert console-alert--warning">あなたの権限では作品を閲覧のみできます。</p>
      )}

      <section aria-labelledby="episodes-heading" className="console-section">
        <div className="catalogue-page-head">
          <h2 id="episodes-heading" className="console-section-heading">
            エピソード（{episodes.length}件）
          </h2>
          {canWrite ? (
            <Link to={`/admin/titles/${title.id}/episodes/new`} className="console-button">
              エピソードを追加
            </Link>
          ) : null}
        </div>
        {episodes.length > 0 ? (
          <EpisodesTable titleId={title.id} episodes={episodes} now={new Date(now)} />
        ) : (
          <p role="status">エピソードはまだありません。</p>
        )}
      </section>

      <TitleImages
        pictures={{ key_art: title.key_art, poster: title.poster }}
        canWrite={canWrite}
        answer={imageAnswer}
      />

      <section aria-labelledby="title-form-heading" className="console-section">
        <h2 id="title-form-heading" className="console-section-heading">
          作品の情報
        </h2>
        <TitleForm
          {...formAfterPost(actionData, titleFormValuesOf(title))}
          genreGroups={genreGroups}
          tags={tags}
          readOnly={!canWrite}
          submitLabel="保存"
        />
      </section>
    </div>
  );
}
