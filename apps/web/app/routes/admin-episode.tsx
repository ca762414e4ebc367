import { Link } from 'react-router';
import { ActionOutcome } from '../features/console/action-outcome.tsx';
import { answerEpisodePost } from '../features/console/catalogue/episode-actions.server.ts';
import { EpisodeForm } from '../features/console/catalogue/episode-form.tsx';
import { episodeFormValuesOf } from '../features/console/catalogue/episode-form-values.ts';
import { episodeOfAddress, loadTitleEpisodes } from '../features/console/catalogue/episode-page.server.ts';
import { EpisodePageLink } from '../features/console/catalogue/episode-page-link.tsx';
import { accessSummary } from '../features/console/catalogue/episodes-table.tsx';
import { PublicationBadge, publicationStateOf } from '../features/console/catalogue/publication-state.tsx';
import { PublishControls } from '../features/console/catalogue/publish-controls.tsx';
import { CataloguePicture } from '../features/console/catalogue/title-images.tsx';
import { consoleApi } from '../features/console/console-api.server.ts';
import { consoleMeta } from '../features/console/console-meta.ts';
import { readConsoleForm } from '../features/console/console-post.server.ts';
import { formAfterPost } from '../features/console/form-after-post.ts';
import { callAsOperator, requireOperator } from '../features/console/operator-session.server.ts';
import { requireIdParam, routeIdOf } from '../lib/route-param-check.server.ts';
import type { Route } from './+types/admin-episode';

export const middleware = [requireIdParam];

export const meta: Route.MetaFunction = ({ loaderData }) =>
  consoleMeta(loaderData ? `${loaderData.episode.prefix_name} ${loaderData.episode.name}` : 'エピソード');

/** `catalogue:read`: one episode of the title, its state, its thumbnail and its form (read-only without
 * catalogue:write), the links to its video and its markers. */
export async function loader(args: Route.LoaderArgs) {
  const operator = await requireOperator(args, 'catalogue:read');
  const { title, episodes } = await loadTitleEpisodes(args, routeIdOf(args.context));
  return {
    title: { id: title.id, name: title.name },
    episode: episodeOfAddress(args, episodes),
    canWrite: operator.permissions.includes('catalogue:write'),
    created: new URL(args.request.url).searchParams.get('notice') === 'created',
    now: new Date().toISOString(),
  };
}

export async function action(args: Route.ActionArgs) {
  const form = await readConsoleForm(args.request);
  if (form instanceof Response) return form;
  await requireOperator(args, 'catalogue:write');
  const { episodes } = await loadTitleEpisodes(args, routeIdOf(args.context));
  const episode = episodeOfAddress(args, episodes);
  return callAsOperator(args, () => answerEpisodePost(form, consoleApi(args.context), episode.id));
}

export default function AdminEpisode({ loaderData, actionData }: Route.ComponentProps) {
  const { title, episode, canWrite, created, now } = loaderData;
  const imageAnswer =
    actionData?.kind === 'image_saved' || actionData?.kind === 'image_refused' ? actionData : undefined;
  const state = publicationStateOf(
    episode.status,
    { from: episode.released_at, until: episode.available_until },
    new Date(now),
  );
  const heading = `${episode.prefix_name} ${episode.name}`;
  return (
    <div className="console-page">
      <p>
        <Link to={`/admin/titles/${title.id}`}>「{title.name}」へ戻る</Link>
      </p>
      <div className="catalogue-page-head">
        <h1 className="console-page__title">{heading}</h1>
        <div className="console-actions">
          <EpisodePageLink episodeId={episode.id} page="video" />
          <EpisodePageLink episodeId={episode.id} page="markers" />
          <EpisodePageLink episodeId={episode.id} page="cut-scenes" />
          {canWrite ? (
            <PublishControls what="エピソード" name={heading} published={episode.status === 'published'} />
          ) : null}
        </div>
      </div>
      {created && !actionData ? (
        <p className="console-alert" role="status">
          エピソードを下書きとして作成しました。動画を用意して、準備ができたら公開してください。
        </p>
      ) : null}
      <ActionOutcome answer={actionData} />
      <p className="catalogue-status__line">
        <PublicationBadge state={state} /> 視聴方法: {accessSummary(episode)}
      </p>
      {canWrite ? null : (
        <p className="console-alert console-alert--warning">あなたの権限ではエピソードを閲覧のみできます。</p>
      )}
      <section aria-label="サムネイル" className="console-section catalogue-pictures">
        <CataloguePicture kind="thumbnail" image={episode.thumbnail} canWrite={canWrite} answer={imageAnswer} />
      </section>
      <EpisodeForm
        {...formAfterPost(actionData, episodeFormValuesOf(episode))}
        readOnly={!canWrite}
        submitLabel="保存"
      />
    </div>
  );
}
