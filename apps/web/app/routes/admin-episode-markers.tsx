import { consoleApi } from '../features/console/console-api.server.ts';
import { consoleMeta } from '../features/console/console-meta.ts';
import { readConsoleForm } from '../features/console/console-post.server.ts';
import { formatMarkerTime } from '../features/console/episode-markers/marker-times.ts';
import { answerMarkersPost } from '../features/console/episode-markers/markers-actions.server.ts';
import { MarkersForm } from '../features/console/episode-markers/markers-form.tsx';
import { callAsOperator, requireOperator } from '../features/console/operator-session.server.ts';
import { requireIdParam, routeIdOf } from '../lib/route-param-check.server.ts';
import type { Route } from './+types/admin-episode-markers';

export const middleware = [requireIdParam];

export const meta: Route.MetaFunction = () => consoleMeta('スキップ位置と360°映像');

/** `catalogue:read` to look; the form for `catalogue:write` (管理者, 編成). */
export async function loader(args: Route.LoaderArgs) {
  const me = await requireOperator(args, 'catalogue:read');
  const episodeId = routeIdOf(args.context);
  const markers = await callAsOperator(args, () => consoleApi(args.context).getEpisodeMarkers(episodeId));
  return { markers, canWrite: me.permissions.includes('catalogue:write') };
}

export async function action(args: Route.ActionArgs) {
  const form = await readConsoleForm(args.request);
  if (form instanceof Response) return form;
  await requireOperator(args, 'catalogue:write');
  const episodeId = routeIdOf(args.context);
  return callAsOperator(args, () => answerMarkersPost(form, episodeId, consoleApi(args.context)));
}

export default function AdminEpisodeMarkers({ loaderData, actionData }: Route.ComponentProps) {
  const { markers, canWrite } = loaderData;
  const { video } = markers;
  return (
    <div className="console-page console-page--narrow">
      <h1 className="console-page__title">スキップ位置と360°映像</h1>
      <p>
        {markers.title_name} {markers.episode_label}
      </p>
      {actionData?.kind === 'saved' ? (
        <p className="console-alert" role="status">
          保存しました。視聴者が次に再生するときから反映されます。
        </p>
      ) : null}
      {video === null ? (
        <p role="status">このエピソードの映像はまだありません。映像を取り込むと設定できます。</p>
      ) : (
        <>
          <p>
            映像の長さ: {formatMarkerTime(video.duration_seconds)}（{video.duration_seconds}秒）
          </p>
          {canWrite ? (
            <MarkersForm video={video} answer={actionData} />
          ) : (
            <dl>
              <dt>オープニング</dt>
              <dd>
                {video.opening_start === null
                  ? 'なし'
                  : `${formatMarkerTime(video.opening_start)}〜${formatMarkerTime(video.opening_end)}`}
              </dd>
              <dt>エンディング</dt>
              <dd>
                {video.ending_start === null
                  ? 'なし'
                  : `${formatMarkerTime(video.ending_start)}〜${video.ending_end === null ? '最後まで' : formatMarkerTime(video.ending_end)}`}
              </dd>
              <dt>360° 映像</dt>
              <dd>{video.is_vr ? 'はい' : 'いいえ'}</dd>
            </dl>
          )}
        </>
      )}
    </div>
  );
}
